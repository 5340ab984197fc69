import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { formErrors, selectNotFound, type RecordFormActor } from '../../machines/common/record-form.machine';
import { button } from '../../styles/controls.css';
import { screen, screenTitle } from './screen.css';
import { screenHeader } from './ListScreen.css';
import { actions, formAlert, formCard, note } from './RecordFormFrame.css';
import { LoadState } from './LoadState';
import { useLeaveGuard } from './use-leave-guard';
import { fieldMessageText } from '../i18n/field-messages';

interface RecordFormFrameProps {
  actor: RecordFormActor;
  title: string;
  /** The list the form belongs to, for Back to list, Cancel and a record not found (no Retry then); none for a document such as General Setting. */
  listPath?: string;
  /** A screen holding two forms (Profile) gives each an h2 of its own. */
  headingLevel?: 'h1' | 'h2';
  headingId?: string;
  submitLabel?: string;
  /** The field paths the form shows under its fields; a message for any other path is shown above the buttons. */
  shownFields: readonly string[];
  children: ReactNode;
}

/**
 * Every record form's frame: the title, the loading and load-failure states with Retry, the note
 * about * (docs/screens.md#forms), messages that belong to no field, and Submit while saving.
 */
export function RecordFormFrame({ actor, title, listPath, submitLabel, shownFields, headingLevel: Heading = 'h1', headingId = 'screen-title', children }: RecordFormFrameProps) {
  const { i18n, t } = useLingui();
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadError = useSelector(actor, (snapshot) => (snapshot.hasTag('loadFailed') ? snapshot.context.loadError : null));
  const notFound = useSelector(actor, selectNotFound);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('submitting'));
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'form.submit' }));
  const otherErrors = useSelector(actor, (snapshot) => formErrors(snapshot, shownFields).map((error) => fieldMessageText(i18n, error)).join(' '));

  useLeaveGuard(actor);
  const formRef = useRef<HTMLFormElement>(null);
  // Counts submits the form refused, so the effect below runs once the messages are on screen.
  const [refusedSubmits, setRefusedSubmits] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
    if (actor.getSnapshot().hasTag('editing')) setRefusedSubmits((count) => count + 1);
  }

  // Seven messages out of sight help nobody: take the person to the first field to fix.
  useEffect(() => {
    if (refusedSubmits === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [refusedSubmits]);

  return (
    <section className={screen} aria-labelledby={headingId}>
      <div className={screenHeader}>
        <Heading id={headingId} className={screenTitle}>
          {title}
        </Heading>
        {listPath && (
          <Link href={listPath} className={button.secondary}>
            <Trans>Back to list</Trans>
          </Link>
        )}
      </div>
      <LoadState loading={loading} error={loadError} onRetry={() => actor.send({ type: 'form.retry' })} notFound={notFound && !!listPath && {}} />
      {!loading && !loadError && (
        // noValidate: the own message shows in docs/screens.md#forms under each field, not the browser's bubble.
        <form ref={formRef} className={formCard} onSubmit={submit} noValidate aria-labelledby={headingId}>
          <p className={note}>
            <Trans>Fields marked * are required.</Trans>
          </p>
          {children}
          {otherErrors && (
            <p className={formAlert} role="alert">
              {otherErrors}
            </p>
          )}
          <div className={actions}>
            <button type="submit" className={button.primary} disabled={!canSubmit}>
              {saving ? t`Saving…` : (submitLabel ?? t`Submit`)}
            </button>
            {listPath && (
              <Link href={listPath} className={button.secondary}>
                <Trans>Cancel</Trans>
              </Link>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

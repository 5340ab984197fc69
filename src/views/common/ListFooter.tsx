import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ListActor } from '../../machines/common/list.machine';
import { selectFirstRowsComing, selectPageLabel, selectShowing } from '../../machines/common/list.selectors';
import { shownText } from '../i18n/shown-text';
import { footer, menuButton, pager } from './DataTable.css';

/** 'Showing a to b of n results' with Previous and Next (docs/decisions/003-lists-page-and-export.md: they really page). */
export function ListFooter({ actor }: { actor: ListActor }) {
  const { i18n, t } = useLingui();
  // The sentences themselves are selected (strings), so the footer redraws only when its words change.
  const showing = useSelector(actor, (snapshot) => shownText(i18n, selectShowing(snapshot)));
  const pageLabel = useSelector(actor, (snapshot) => shownText(i18n, selectPageLabel(snapshot)));
  const canPrevious = useSelector(actor, (snapshot) => snapshot.can({ type: 'list.page.previous' }));
  const canNext = useSelector(actor, (snapshot) => snapshot.can({ type: 'list.page.next' }));
  const firstRowsComing = useSelector(actor, selectFirstRowsComing);
  // Shown once rows (or none) have come: drawn above rows still to come, it would be pushed down by them.
  if (firstRowsComing) return null;
  return (
    <div className={footer}>
      <span aria-live="polite">{showing}</span>
      <nav className={pager} aria-label={t`Pages`}>
        <button type="button" className={menuButton} disabled={!canPrevious} onClick={() => actor.send({ type: 'list.page.previous' })}>
          <Trans>Previous</Trans>
        </button>
        <span>{pageLabel}</span>
        <button type="button" className={menuButton} disabled={!canNext} onClick={() => actor.send({ type: 'list.page.next' })}>
          <Trans>Next</Trans>
        </button>
      </nav>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ShownText } from '../../machines/common/notifications';
import { shownText } from '../i18n/shown-text';
import { button } from '../../styles/controls.css';
import { statePanel } from './RecordFormFrame.css';

interface LoadStateProps {
  loading: boolean;
  error: ShownText | null;
  onRetry: () => void;
  /**
   * The record asked for does not exist (docs/screens.md#screens-and-routes): the error says so and
   * the way on is the record's list, not Retry. No listPath when the screen already links to it.
   */
  notFound?: { listPath?: string } | false;
}

/** A screen's loading and load-failure states: 'Loading…', the reason with Retry, or a record not found with the way back to its list. */
export function LoadState({ loading, error, onRetry, notFound }: LoadStateProps) {
  const { i18n } = useLingui();
  if (error) {
    return (
      <div className={statePanel} role="alert">
        <p>{shownText(i18n, error)}</p>
        {notFound ? (
          notFound.listPath && (
            <Link href={notFound.listPath} className={button.primary}>
              <Trans>Back to list</Trans>
            </Link>
          )
        ) : (
          <button type="button" className={button.primary} onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
        )}
      </div>
    );
  }
  if (!loading) return null;
  return (
    <div className={statePanel} role="status">
      <Trans>Loading…</Trans>
    </div>
  );
}

import { Link } from 'wouter';
import { button } from '../../styles/controls.css';
import { statePanel } from './RecordFormFrame.css';

interface LoadStateProps {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /**
   * The record asked for does not exist (docs/screens.md#screens-and-routes): the error says so and
   * the way on is the record's list, not Retry. No listPath when the screen already links to it.
   */
  notFound?: { listPath?: string } | false;
}

/** A screen's loading and load-failure states: 'Loading…', the reason with Retry, or a record not found with the way back to its list. */
export function LoadState({ loading, error, onRetry, notFound }: LoadStateProps) {
  if (error) {
    return (
      <div className={statePanel} role="alert">
        <p>{error}</p>
        {notFound ? (
          notFound.listPath && (
            <Link href={notFound.listPath} className={button.primary}>
              Back to list
            </Link>
          )
        ) : (
          <button type="button" className={button.primary} onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (!loading) return null;
  return (
    <div className={statePanel} role="status">
      Loading…
    </div>
  );
}

import { button } from '../../styles/controls.css';
import { statePanel } from './RecordFormFrame.css';

/** A screen's loading and load-failure states: 'Loading…', or the reason with Retry. */
export function LoadState({ loading, error, onRetry }: { loading: boolean; error: string | null; onRetry: () => void }) {
  if (error) {
    return (
      <div className={statePanel} role="alert">
        <p>{error}</p>
        <button type="button" className={button.primary} onClick={onRetry}>
          Retry
        </button>
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

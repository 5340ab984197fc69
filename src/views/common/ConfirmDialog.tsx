import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { button } from '../../styles/controls.css';
import { backdrop, buttons, danger, dialog, message as messageStyle, title as titleStyle } from './ConfirmDialog.css';
import { keepTabInside } from './keep-tab-inside';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** What the button that changes nothing says ('Cancel' unless the question needs plainer words). */
  cancelLabel?: string;
  /** While the confirmed work runs: both buttons wait, and the confirm button says so. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with Cancel and a confirm button (WAI-ARIA alertdialog): focus starts on Cancel,
 * so Enter never deletes by accident; Tab stays inside; Escape cancels.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, busy = false, busyLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => before?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
    keepTabInside(event, cancelRef.current, confirmRef.current);
  }

  return (
    <div className={backdrop} data-print="hide">
      <div className={dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={titleStyle}>
          {title}
        </h2>
        <p id={messageId} className={messageStyle}>
          {message}
        </p>
        <div className={buttons}>
          <button ref={cancelRef} type="button" className={button.secondary} onClick={onCancel} disabled={busy}>
            {/* A dialog is drawn anew each time it opens, so the active language read here is the one on screen. */}
            {cancelLabel ?? t`Cancel`}
          </button>
          <button ref={confirmRef} type="button" className={`${button.primary} ${danger}`} onClick={onConfirm} disabled={busy}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

import type { KeyboardEvent } from 'react';

/**
 * Tab and Shift+Tab go round a modal dialog's first and last controls instead of leaving it for the page
 * behind (aria-modal: the page behind is not there for the keyboard either).
 */
export function keepTabInside(event: KeyboardEvent, first: HTMLElement | null | undefined, last: HTMLElement | null | undefined): void {
  if (event.key !== 'Tab') return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { toast as sonner, Toaster as SonnerToaster } from 'sonner';
// sonner's rules as a stylesheet, not a string in the JavaScript (scripts/sonner-stylesheet-plugin.ts).
import 'sonner/dist/styles.css';
import { MAX_VISIBLE_TOASTS, type Toast, type ToasterActor } from '../../machines/common/toaster.machine';
import { useAppActors } from '../app-actors';
import { Icon } from './icons';
import { shownText } from '../i18n/shown-text';
import { useDocumentDirection } from './use-document-direction';
import { toastCard, toastClose, toastIcon, toastMessage } from './toast.css';

/**
 * Draws the toaster machine's toasts with sonner (top right, top left right to left; draggable away). The machine owns
 * their lifetimes, so sonner is told to keep each one until the machine drops it.
 */
export function Toaster() {
  const { toaster } = useAppActors();
  const toasts = useSelector(toaster, (snapshot) => snapshot.context.toasts);
  const drawn = useRef(new Set<string>());

  useEffect(() => {
    // sonner keeps its toasts in one module-wide store; the actor's session id keeps two
    // toasters (a test after another) from sharing an id.
    const sonnerId = (toastId: string) => `${toaster.sessionId}/${toastId}`;
    const current = new Set(toasts.map((toast) => sonnerId(toast.id)));
    for (const toast of toasts) {
      const id = sonnerId(toast.id);
      if (drawn.current.has(id)) continue;
      drawn.current.add(id);
      sonner.custom(() => <ToastCard toast={toast} toaster={toaster} />, {
        id,
        duration: Infinity,
        onDismiss: () => toaster.send({ type: 'toast.dismiss', id: toast.id }),
      });
    }
    for (const id of drawn.current) {
      if (current.has(id)) continue;
      drawn.current.delete(id);
      sonner.dismiss(id);
    }
  }, [toasts, toaster]);

  // Offset below the top bar, so its menus stay clickable while a toast shows. Toasts keep to the
  // inline end, away from the sidebar: the right, or the left right to left (docs/right-to-left.md).
  const direction = useDocumentDirection();
  const end = direction === 'rtl' ? 'left' : 'right';
  const { t } = useLingui();
  return (
    <SonnerToaster
      dir={direction}
      // sonner adds its shortcut (alt+T) after this name of the toasts' region.
      containerAriaLabel={t`Notifications`}
      position={`top-${end}`}
      offset={{ top: 72, [end]: 16 }}
      mobileOffset={{ top: 72 }}
      expand
      visibleToasts={MAX_VISIBLE_TOASTS}
      swipeDirections={[end, 'top']}
    />
  );
}

function ToastCard({ toast, toaster }: { toast: Toast; toaster: ToasterActor }) {
  const dismiss = () => toaster.send({ type: 'toast.dismiss', id: toast.id });
  const { i18n, t } = useLingui();
  return (
    <div
      className={toastCard[toast.kind]}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-toast-kind={toast.kind}
      onClick={dismiss}
      onMouseEnter={() => toaster.send({ type: 'toast.pause', id: toast.id })}
      onMouseLeave={() => toaster.send({ type: 'toast.resume', id: toast.id })}
    >
      <Icon name={toast.kind === 'error' ? 'alert' : 'check'} className={toastIcon[toast.kind]} />
      <span className={toastMessage}>{shownText(i18n, toast.message)}</span>
      <button type="button" className={toastClose} aria-label={t`Close notification`} onClick={dismiss}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

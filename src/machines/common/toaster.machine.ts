import { enqueueActions, setup, type ActorRefFrom } from 'xstate';
import { toastDuration, type ToastKind, type ToastPlace } from '../../domain/timings';
import { isSameText, type ShownText } from './notifications';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: ShownText;
  duration: number;
  paused: boolean;
}

export interface ToasterContext {
  toasts: Toast[];
  nextId: number;
}

export type ToasterEvent =
  | { type: 'toast.show'; kind: ToastKind; message: ShownText; place: ToastPlace }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.pause'; id: string }
  | { type: 'toast.resume'; id: string }
  | { type: 'toast.expire'; id: string };

// Older toasts make way: a cashier never needs more than a few at once.
export const MAX_VISIBLE_TOASTS = 4;

const timerOf = (toastId: string) => `expire-${toastId}`;

/**
 * Toasts (docs/screens.md#toasts-and-timings): each toast closes after its duration, on a click, or when dragged away;
 * hovering pauses it, and leaving starts its full duration again.
 */
export const toasterMachine = setup({
  types: { context: {} as ToasterContext, events: {} as ToasterEvent },
  actions: {
    addToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.show') return;
      // The same message again keeps its toast on screen and starts its time again, rather than
      // stacking a copy (a cashier pressing Sign in twice on empty fields).
      const same = context.toasts.find((shown) => shown.kind === event.kind && isSameText(shown.message, event.message));
      if (same) {
        enqueue.cancel(timerOf(same.id));
        enqueue.assign({ toasts: context.toasts.map((shown) => (shown === same ? { ...shown, paused: false } : shown)) });
        enqueue.raise({ type: 'toast.expire', id: same.id }, { delay: same.duration, id: timerOf(same.id) });
        return;
      }
      const toast: Toast = {
        id: `toast-${context.nextId}`,
        kind: event.kind,
        message: event.message,
        duration: toastDuration(event.kind, event.place),
        paused: false,
      };
      const kept = context.toasts.slice(-(MAX_VISIBLE_TOASTS - 1));
      for (const dropped of context.toasts.slice(0, context.toasts.length - kept.length)) enqueue.cancel(timerOf(dropped.id));
      enqueue.assign({ toasts: [...kept, toast], nextId: context.nextId + 1 });
      enqueue.raise({ type: 'toast.expire', id: toast.id }, { delay: toast.duration, id: timerOf(toast.id) });
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      if (!('id' in event)) return;
      enqueue.cancel(timerOf(event.id));
      enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== event.id) });
    }),
    pauseToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.pause') return;
      enqueue.cancel(timerOf(event.id));
      enqueue.assign({ toasts: context.toasts.map((toast) => (toast.id === event.id ? { ...toast, paused: true } : toast)) });
    }),
    resumeToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.resume') return;
      const toast = context.toasts.find((candidate) => candidate.id === event.id);
      if (!toast) return;
      enqueue.assign({ toasts: context.toasts.map((candidate) => (candidate.id === event.id ? { ...candidate, paused: false } : candidate)) });
      enqueue.raise({ type: 'toast.expire', id: toast.id }, { delay: toast.duration, id: timerOf(toast.id) });
    }),
  },
  guards: {
    isShown: ({ context, event }) => 'id' in event && context.toasts.some((toast) => toast.id === event.id),
    isRunning: ({ context, event }) => 'id' in event && context.toasts.some((toast) => toast.id === event.id && !toast.paused),
    isPaused: ({ context, event }) => 'id' in event && context.toasts.some((toast) => toast.id === event.id && toast.paused),
  },
}).createMachine({
  id: 'toaster',
  context: { toasts: [], nextId: 1 },
  initial: 'showing',
  states: {
    showing: {
      description: 'The toasts shown are stacked in the corner, at most four, newest last',
      on: {
        'toast.show': { actions: 'addToast', description: "Do something that answers with the {kind} toast '{message}'" },
        'toast.dismiss': { guard: 'isShown', actions: 'removeToast', description: 'Close the toast (its ×)' },
        'toast.expire': { guard: 'isRunning', actions: 'removeToast', description: 'Wait until the toast closes by itself (2 to 5 s)' },
        'toast.pause': { guard: 'isRunning', actions: 'pauseToast', description: 'Hold the pointer over the toast' },
        'toast.resume': { guard: 'isPaused', actions: 'resumeToast', description: 'Move the pointer off the toast' },
      },
    },
  },
});

export type ToasterActor = ActorRefFrom<typeof toasterMachine>;


import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MAX_VISIBLE_TOASTS, toasterMachine, type Toast } from '../../../src/machines/common/toaster.machine';
import { toastDuration } from '../../../src/domain/timings';
import { leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { toasterModel } from './toaster.model';

const assertions: StateAssertions<any> = {
  showing: ({ snapshot, event }) => {
    const toasts: Toast[] = snapshot.context.toasts;
    expect(toasts.length).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
    expect(new Set(toasts.map((toast) => toast.id)).size).toBe(toasts.length);
    expect(new Set(toasts.map((toast) => `${toast.kind}:${toast.message}`)).size).toBe(toasts.length);
    const target = 'id' in event ? toasts.find((toast) => toast.id === (event as { id: string }).id) : undefined;
    switch (event.type) {
      case 'toast.show': {
        const shown = event as unknown as { kind: 'success' | 'error'; message: string; place: 'auth' | 'layout' };
        const showing = toasts.filter((toast) => toast.message === shown.message);
        expect(showing).toEqual([expect.objectContaining({ kind: shown.kind, duration: toastDuration(shown.kind, shown.place), paused: false })]);
        break;
      }
      case 'toast.dismiss':
      case 'toast.expire':
        expect(target).toBeUndefined();
        break;
      case 'toast.pause':
        expect(target?.paused).toBe(true);
        break;
      case 'toast.resume':
        expect(target?.paused).toBe(false);
        break;
    }
  },
};

describe('toaster machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions)).toEqual(leafStatePaths(toasterMachine));
  });

  const paths = toasterModel().getShortestPaths();
  it('generates paths through showing, pausing, resuming, expiring and dismissing', () => {
    const kinds = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...kinds].sort()).toEqual(['toast.dismiss', 'toast.expire', 'toast.pause', 'toast.resume', 'toast.show', 'xstate.init']);
  });
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(toasterMachine, path, assertions));
  }
});

describe('toaster timings (docs/screens.md#toasts-and-timings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const messages = (actor: ReturnType<typeof createActor<typeof toasterMachine>>) => actor.getSnapshot().context.toasts.map((toast) => toast.message);

  it('closes a success toast on the login screen after 2 s and an error toast after 3 s', () => {
    const actor = createActor(toasterMachine).start();
    actor.send({ type: 'toast.show', kind: 'success', message: 'Login successful.', place: 'auth' });
    actor.send({ type: 'toast.show', kind: 'error', message: 'please Enter credentials first', place: 'auth' });
    vi.advanceTimersByTime(1999);
    expect(messages(actor)).toEqual(['Login successful.', 'please Enter credentials first']);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual(['please Enter credentials first']);
    vi.advanceTimersByTime(1000);
    expect(messages(actor)).toEqual([]);
  });

  it('closes layout toasts after 3 s and others after 5 s', () => {
    const actor = createActor(toasterMachine).start();
    actor.send({ type: 'toast.show', kind: 'success', message: 'Saved', place: 'layout' });
    actor.send({ type: 'toast.show', kind: 'info', message: 'Elsewhere', place: 'default' });
    vi.advanceTimersByTime(3000);
    expect(messages(actor)).toEqual(['Elsewhere']);
    vi.advanceTimersByTime(2000);
    expect(messages(actor)).toEqual([]);
  });

  it('keeps a hovered toast open, and gives it its full time again when the pointer leaves', () => {
    const actor = createActor(toasterMachine).start();
    actor.send({ type: 'toast.show', kind: 'error', message: 'Failed', place: 'layout' });
    vi.advanceTimersByTime(2500);
    actor.send({ type: 'toast.pause', id: 'toast-1' });
    vi.advanceTimersByTime(60_000);
    expect(messages(actor)).toEqual(['Failed']);
    actor.send({ type: 'toast.resume', id: 'toast-1' });
    vi.advanceTimersByTime(2999);
    expect(messages(actor)).toEqual(['Failed']);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual([]);
  });

  it('shows a repeated message once, with its time started again', () => {
    const actor = createActor(toasterMachine).start();
    actor.send({ type: 'toast.show', kind: 'error', message: 'please Enter credentials first', place: 'auth' });
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'toast.show', kind: 'error', message: 'please Enter credentials first', place: 'auth' });
    expect(messages(actor)).toEqual(['please Enter credentials first']);
    vi.advanceTimersByTime(2999);
    expect(messages(actor)).toEqual(['please Enter credentials first']);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual([]);
  });

  it('shows at most four toasts, dropping the oldest', () => {
    const actor = createActor(toasterMachine).start();
    for (const message of ['one', 'two', 'three', 'four', 'five']) actor.send({ type: 'toast.show', kind: 'info', message, place: 'default' });
    expect(messages(actor)).toEqual(['two', 'three', 'four', 'five']);
  });
});

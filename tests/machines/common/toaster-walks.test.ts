import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toasterMachine } from '../../../src/machines/common/toaster.machine';

/**
 * Random sequences of toasts, clicks, hovers and time, checked after every step against the
 * toasts docs/screens.md#toasts-and-timings says are on screen: at most four, the oldest making way; a repeated
 * message shown once with its time started again; hovering stops the clock and leaving starts
 * the full duration again; a click closes it.
 */
type Kind = 'success' | 'error' | 'info';
type Place = 'auth' | 'layout' | 'default';

type Step =
  | { do: 'show'; kind: Kind; message: string; place: Place }
  | { do: 'dismiss' | 'pause' | 'resume'; which: number }
  | { do: 'wait'; ms: number };

interface Shown {
  id: string;
  kind: Kind;
  message: string;
  duration: number;
  paused: boolean;
  /** When it closes by itself; null while hovered. */
  closesAt: number | null;
}

// docs/screens.md#toasts-and-timings: 2 s for a success and 3 s for an error on the login screens, 3 s in the layout, 5 s elsewhere.
const durationOf = (kind: Kind, place: Place) => (place === 'auth' ? (kind === 'success' ? 2000 : 3000) : place === 'layout' ? 3000 : 5000);

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    do: fc.constant('show' as const),
    kind: fc.constantFrom<Kind>('success', 'error', 'info'),
    message: fc.constantFrom('Saved', 'please Enter credentials first', 'Failed', 'Exported 2 products to CSV.', 'Low stock'),
    place: fc.constantFrom<Place>('auth', 'layout', 'default'),
  }),
  // Which toast: an index into the ids ever shown, so removed and never-shown ids are tried too.
  fc.record({ do: fc.constantFrom('dismiss' as const, 'pause' as const, 'resume' as const), which: fc.nat(12) }),
  fc.record({ do: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 1, max: 6000 }), fc.constantFrom(1999, 2000, 2999, 3000, 4999, 5000)) }),
);

function run(steps: Step[]) {
  const actor = createActor(toasterMachine).start();
  let shown: Shown[] = [];
  let nextId = 1;
  let now = 0;
  const done: string[] = [];
  try {
    for (const current of steps) {
      done.push(JSON.stringify(current));
      if (current.do === 'show') {
        actor.send({ type: 'toast.show', kind: current.kind, message: current.message, place: current.place });
        const same = shown.find((toast) => toast.kind === current.kind && toast.message === current.message);
        if (same) shown = shown.map((toast) => (toast === same ? { ...toast, paused: false, closesAt: now + toast.duration } : toast));
        else {
          const duration = durationOf(current.kind, current.place);
          shown = [...shown.slice(-3), { id: `toast-${nextId}`, kind: current.kind, message: current.message, duration, paused: false, closesAt: now + duration }];
          nextId += 1;
        }
      } else if (current.do === 'wait') {
        vi.advanceTimersByTime(current.ms);
        now += current.ms;
        shown = shown.filter((toast) => toast.closesAt === null || toast.closesAt > now);
      } else {
        const id = `toast-${current.which}`;
        actor.send({ type: `toast.${current.do}`, id });
        const toast = shown.find((candidate) => candidate.id === id);
        if (current.do === 'dismiss') shown = shown.filter((candidate) => candidate.id !== id);
        else if (toast && current.do === 'pause' && !toast.paused) shown = shown.map((candidate) => (candidate === toast ? { ...toast, paused: true, closesAt: null } : candidate));
        else if (toast && current.do === 'resume' && toast.paused) shown = shown.map((candidate) => (candidate === toast ? { ...toast, paused: false, closesAt: now + toast.duration } : candidate));
      }
      expect(actor.getSnapshot().context.toasts).toEqual(shown.map(({ closesAt: _closesAt, ...toast }) => toast));
    }
  } catch (error) {
    throw new Error(`After ${done.join(' → ')}:\n${(error as Error).message}`);
  } finally {
    actor.stop();
  }
}

describe('toaster on random sequences of toasts, clicks, hovers and time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows exactly the toasts the spec says, for as long as it says', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }), (steps) => {
        vi.clearAllTimers();
        run(steps);
      }),
      { numRuns: 300, seed: 20261125 },
    );
  });
});

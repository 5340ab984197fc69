import type { SnapshotFrom } from 'xstate';
import { toasterMachine } from '../../../src/machines/common/toaster.machine';
import { machineTestModel } from '../model-helpers';

// Five toasts are enough to pass MAX_VISIBLE_TOASTS (4) once; more only repeats the same states.
const MAX_SHOWN_IN_MODEL = 5;

function toasterEvents(snapshot: SnapshotFrom<typeof toasterMachine>) {
  const { toasts, nextId } = snapshot.context;
  // One message that repeats (it replaces itself) and one that is new each time (it stacks up).
  const shows =
    nextId <= MAX_SHOWN_IN_MODEL
      ? [
          { type: 'toast.show', kind: 'error', message: 'please Enter credentials first', place: 'layout' },
          { type: 'toast.show', kind: 'info', message: `Notice ${nextId}`, place: 'default' },
        ]
      : [];
  // The oldest toast can be dismissed or expire; the newest can also be hovered. That covers every
  // position a toast can be in without multiplying the paused flags of all four.
  const oldest = toasts[0]?.id;
  const newest = toasts.at(-1)?.id;
  const closing = [...new Set([oldest, newest])].filter(Boolean).flatMap((id) => [{ type: 'toast.dismiss', id }, { type: 'toast.expire', id }]);
  const hovering = newest ? [{ type: 'toast.pause', id: newest }, { type: 'toast.resume', id: newest }] : [];
  return [...shows, ...closing, ...hovering];
}

export function toasterModel() {
  return machineTestModel(toasterMachine, {
    events: toasterEvents as never,
  });
}

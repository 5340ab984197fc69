/**
 * The counter of a browser bound to Till 1 with its shift open, for screen tests of the till: the
 * counter's own paths are tested in tests/machines/pos/pos-counter.test.ts.
 */
import { fromPromise } from 'xstate';
import type { posCounterMachine } from '../../../src/machines/pos/pos-counter.machine';
import type { Implementations } from '../../../src/views/common/screen-actor-context';
import { till1, xReport } from '../../machines/pos/pos-counter.model';

const openTill = { ...till1, openShift: { _id: 'sh-1', number: 1, openedAt: xReport.shift.openedAt, openedBy: 'Sara' } };

/** The counter's reads, for `<PosCounter.Substitute implementations={openCounter}>`. */
export const openCounter: Implementations<typeof posCounterMachine> = {
  actors: {
    loadTills: fromPromise(async () => ({ ok: true as const, data: { tills: [openTill], boundId: openTill._id } })) as never,
    loadTill: fromPromise(async () => ({ ok: true as const, data: { till: openTill, report: xReport, awaiting: null } })) as never,
  },
};

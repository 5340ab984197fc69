import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_FAILED_MESSAGE, lowStockMachine } from '../../../src/machines/common/low-stock.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { lowStockModel, testableLowStockMachine, twoLow } from './low-stock.model';

const assertions: StateAssertions<any> = {
  loading: ({ event }) => {
    // Read at start, on opening the bell, and every minute.
    expect(['xstate.init', 'lowStock.refresh', 'xstate.after.refresh.lowStock.shown']).toContain(event.type);
  },
  shown: ({ snapshot, event }) => {
    if (event.type === 'xstate.done.actor.fetchLowStock' && (event as EventObject & { output: { ok: boolean } }).output.ok) {
      expect(snapshot.context).toEqual({ answer: twoLow, error: null });
    } else {
      // A refused or failed read says so and keeps the last list read.
      expect(snapshot.context.error).toBe(LOW_STOCK_FAILED_MESSAGE);
      expect([null, twoLow]).toContainEqual(snapshot.context.answer);
    }
  },
};

describe('low-stock machine (the bell)', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(lowStockMachine).sort());
  });
  const paths = lowStockModel().getSimplePaths();
  it('has paths to replay', () => expect(paths.length).toBeGreaterThan(2));
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testableLowStockMachine, path, assertions));
  }
  itTakesTheRecordedChart('low-stock', testableLowStockMachine, paths);
});

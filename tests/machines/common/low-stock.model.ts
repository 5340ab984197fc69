import { fromPromise } from 'xstate';
import { lowStockMachine } from '../../../src/machines/common/low-stock.machine';
import type { LowStockAnswer } from '../../../src/domain/notifications.schemas';
import { delayedEvents, doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const twoLow: LowStockAnswer = {
  total: 2,
  items: [
    { productId: 'p1', productName: 'Clean Code', productCode: 'BOOK-1', warehouseId: 'w1', warehouse: 'Main', variantId: null, variant: null, quantity: 1, alertQuantity: 2 },
    { productId: 'p2', productName: 'Cable', productCode: 'CAB-1', warehouseId: null, warehouse: null, variantId: null, variant: null, quantity: 0, alertQuantity: 0 },
  ],
};

export const testableLowStockMachine = lowStockMachine.provide({
  actors: { fetchLowStock: fromPromise(() => new Promise<never>(() => {})) as never },
  delays: { refresh: 1e9 },
});

export function lowStockModel() {
  return machineTestModel(testableLowStockMachine, {
    events: [
      { type: 'lowStock.refresh' },
      doneEvent('fetchLowStock', { ok: true, data: twoLow }),
      doneEvent('fetchLowStock', { ok: false, status: 403, message: 'You do not have access to this.', issues: [] }),
      errorEvent('fetchLowStock', new TypeError('Failed to fetch')),
      ...delayedEvents(lowStockMachine),
    ] as never[],
  });
}

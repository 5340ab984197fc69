import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SAME_WAREHOUSE_MESSAGE } from '../../../src/domain/stock-transfer.schemas';
import { stockTransferFormMachine, transferableProducts, type StockTransferEdit } from '../../../src/machines/catalog/stock-transfer-form';
import { fieldError } from '../../../src/machines/common/record-form.machine';
import { testableForm } from '../common/record-form.model';
import { doneEvent } from '../model-events';

/** Add Stock Transfer (docs/screens.md#stock-transfers): the lines, the checks, the body sent and the server's short lines. */
const MAIN = '00000000-0000-4000-8000-0000000000a1';
const STORE = '00000000-0000-4000-8000-0000000000a2';
const SHIRT = '00000000-0000-4000-8000-0000000000d1';
const CAP = '00000000-0000-4000-8000-0000000000d2';
const option = (id: string, name: string, record: Record<string, unknown> = {}) => ({ id, name, record: { _id: id, name, ...record } });
const options = {
  warehouses: [option(MAIN, 'Main'), option(STORE, 'Mall Road Store')],
  products: [option(SHIRT, 'T-Shirt', { productCode: 'SH-1', productType: 'Standard' }), option(CAP, 'Cap', { productCode: 'CP-1', productType: 'Standard' }), option('svc', 'Fitting', { productType: 'Service' })],
};

const editEvent = (edit: StockTransferEdit) => ({ type: 'form.edit' as const, edit });

function started() {
  const actor = createActor(testableForm(stockTransferFormMachine), { input: {} }).start();
  actor.send(doneEvent('loadForm', { ok: true, data: { options, record: null } }) as never);
  return actor;
}

describe('the stock transfer form', () => {
  it('offers only the products that keep stock', () => {
    expect(transferableProducts(options).map((product) => product.name)).toEqual(['T-Shirt', 'Cap']);
  });

  it('starts with today and one line of 1, adds and removes lines, and refuses the same warehouse twice', () => {
    const actor = started();
    const values = () => actor.getSnapshot().context.values as { date: string; lines: { product: string; quantity: string }[] };
    expect(values().date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(values().lines).toEqual([{ key: 0, product: '', quantity: '1' }]);
    // The only line cannot be removed.
    expect(actor.getSnapshot().can(editEvent({ kind: 'line.remove', index: 0 }))).toBe(false);
    actor.send(editEvent({ kind: 'line.add' }));
    actor.send(editEvent({ kind: 'line.product', index: 1, value: CAP }));
    actor.send(editEvent({ kind: 'line.remove', index: 0 }));
    expect(values().lines).toEqual([{ key: 1, product: CAP, quantity: '1' }]);

    actor.send({ type: 'field.change', name: 'fromWarehouse', value: MAIN });
    actor.send({ type: 'field.change', name: 'toWarehouse', value: MAIN });
    expect(fieldError(actor.getSnapshot(), 'toWarehouse')).toBe(SAME_WAREHOUSE_MESSAGE);
    actor.send({ type: 'field.change', name: 'toWarehouse', value: STORE });
    expect(fieldError(actor.getSnapshot(), 'toWarehouse')).toBeUndefined();
    actor.send(editEvent({ kind: 'line.quantity', index: 0, value: '0' }));
    expect(fieldError(actor.getSnapshot(), 'lines.0.quantity')).toBe('Enter a whole number from 1 to 1,000,000.');
    actor.stop();
  });

  it('sends the lines as products and quantities, and shows a short line under its quantity', () => {
    const actor = started();
    actor.send({ type: 'field.change', name: 'fromWarehouse', value: MAIN });
    actor.send({ type: 'field.change', name: 'toWarehouse', value: STORE });
    actor.send(editEvent({ kind: 'line.product', index: 0, value: SHIRT }));
    actor.send(editEvent({ kind: 'line.quantity', index: 0, value: '4' }));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    const message = 'T-Shirt (SH-1) needs 4, 3 in stock.';
    actor.send(doneEvent('saveForm', { ok: false, status: 409, message: `Not enough stock: ${message}`, issues: [{ path: 'lines.0.quantity', message }] }) as never);
    expect(fieldError(actor.getSnapshot(), 'lines.0.quantity')).toBe(message);
    actor.stop();
  });
});

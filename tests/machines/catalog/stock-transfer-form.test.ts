import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { FoundProduct } from '../../../src/machines/common/product-search.machine';
import { SAME_WAREHOUSE_MESSAGE } from '../../../src/domain/stock-transfer.schemas';
import { stockTransferFormDefinition, stockTransferFormMachine, type StockTransferEdit } from '../../../src/machines/catalog/stock-transfer-form';
import { fieldError } from '../../../src/machines/common/record-form.machine';
import { testableForm } from '../common/record-form.model';
import { enterCode, searchFinding } from '../common/product-search.model';
import { doneEvent } from '../model-events';
import { CAP, MAIN, options, SHIRT, STORE } from './stock-transfer-fixtures';

/**
 * Add Stock Transfer (docs/screens.md#stock-transfers): the lines come from the one product search
 * (docs/decisions/053-one-product-search.md), the checks, the body sent and the server's short lines.
 */
const shirt: FoundProduct = { id: SHIRT, name: 'T-Shirt', code: 'SH-1', variants: [], scannedVariant: null };
// The 99,999th product of a large catalog: no picker list holds it, the search finds it by its code.
const cap: FoundProduct = { id: CAP, name: 'Cap', code: 'CP-99999', variants: [], scannedVariant: null };
// A tee in S and M, the M with its own barcode: as the catalog's search finds it (an OrderProduct's sizes).
const TEE = '00000000-0000-4000-8000-0000000000d3';
const teeSizes = [
  { name: 'S', itemCode: 'VRT-1', barcode: null },
  { name: 'M', itemCode: 'VRT-2', barcode: '8964000000022' },
];
const tee: FoundProduct = { id: TEE, name: 'Tee', code: 'TE-1', variants: teeSizes, scannedVariant: null };
const catalog: Record<string, FoundProduct> = { 'SH-1': shirt, 'CP-99999': cap, 'TE-1': tee, '8964000000022': { ...tee, scannedVariant: 'VRT-2' }, 'TE-1-VRT-1': { ...tee, scannedVariant: 'VRT-1' } };

const editEvent = (edit: StockTransferEdit) => ({ type: 'form.edit' as const, edit });
type Values = { date: string; lines: { key: number; product: string; variant: string | null; name: string; quantity: string }[]; sizeChoice: unknown };

function started() {
  const machine = testableForm(stockTransferFormMachine).provide({ actors: { productSearch: searchFinding((code) => catalog[code]) } });
  const actor = createActor(machine, { input: {} }).start();
  actor.send(doneEvent('loadForm', { ok: true, data: { options, record: null } }) as never);
  return actor;
}

describe('the stock transfer form', () => {
  it('adds a line per product found by the search (again: its quantity goes up; 3* and *3 give quantities), removes lines, and refuses the same warehouse twice', async () => {
    const actor = started();
    const values = () => actor.getSnapshot().context.values as Values;
    const lines = () => values().lines.map((line) => [line.name, line.quantity]);
    expect(values().date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(values().lines).toEqual([]);
    await enterCode(actor, 'SH-1');
    await enterCode(actor, '3*CP-99999');
    expect(lines()).toEqual([
      ['T-Shirt (SH-1)', '1'],
      ['Cap (CP-99999)', '3'],
    ]);
    expect(values().lines.map((line) => line.product)).toEqual([SHIRT, CAP]);
    // Found again: one line per product, its quantity added (the server refuses a product twice).
    await enterCode(actor, 'SH-1');
    expect(lines()).toEqual([
      ['T-Shirt (SH-1)', '2'],
      ['Cap (CP-99999)', '3'],
    ]);
    // `*5` right after: the line the last product went to (the shirt's, not the last row) is 5.
    await enterCode(actor, '*5');
    expect(lines()).toEqual([
      ['T-Shirt (SH-1)', '5'],
      ['Cap (CP-99999)', '3'],
    ]);
    actor.send(editEvent({ kind: 'line.remove', index: 0 }));
    expect(lines()).toEqual([['Cap (CP-99999)', '3']]);
    actor.send(editEvent({ kind: 'line.remove', index: 0 }));
    expect(fieldError(actor.getSnapshot(), 'lines')).toBe('Add at least one product to move.');
    expect(actor.getSnapshot().can(editEvent({ kind: 'line.remove', index: 0 }))).toBe(false);

    actor.send({ type: 'field.change', name: 'fromWarehouse', value: MAIN });
    actor.send({ type: 'field.change', name: 'toWarehouse', value: MAIN });
    expect(fieldError(actor.getSnapshot(), 'toWarehouse')).toBe(SAME_WAREHOUSE_MESSAGE);
    actor.send({ type: 'field.change', name: 'toWarehouse', value: STORE });
    expect(fieldError(actor.getSnapshot(), 'toWarehouse')).toBeUndefined();
    await enterCode(actor, 'SH-1');
    actor.send(editEvent({ kind: 'line.quantity', index: 0, value: '0' }));
    expect(fieldError(actor.getSnapshot(), 'lines.0.quantity')).toBe('Enter a whole number from 1 to 1,000,000.');
    actor.stop();
  });

  it('sends the lines as products and quantities, and shows a short line under its quantity', async () => {
    const actor = started();
    actor.send({ type: 'field.change', name: 'fromWarehouse', value: MAIN });
    actor.send({ type: 'field.change', name: 'toWarehouse', value: STORE });
    await enterCode(actor, '4*SH-1');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    const { date, ...body } = stockTransferFormDefinition.toBody(actor.getSnapshot().context.values as never);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body).toEqual({ fromWarehouse: MAIN, toWarehouse: STORE, lines: [{ product: SHIRT, quantity: 4 }], note: '' });
    const message = 'T-Shirt (SH-1) needs 4, 3 in stock.';
    actor.send(doneEvent('saveForm', { ok: false, status: 409, message: `Not enough stock: ${message}`, issues: [{ path: 'lines.0.quantity', message }] }) as never);
    expect(fieldError(actor.getSnapshot(), 'lines.0.quantity')).toBe(message);
    actor.stop();
  });

  it('asks which size for a product with sizes found without one; a size\'s barcode or {code}-{itemCode} adds that size at once; each size is a line sent with its item code', async () => {
    const actor = started();
    const values = () => actor.getSnapshot().context.values as Values;
    const lines = () => values().lines.map((line) => [line.name, line.variant, line.quantity]);
    actor.send({ type: 'field.change', name: 'fromWarehouse', value: MAIN });
    actor.send({ type: 'field.change', name: 'toWarehouse', value: STORE });
    await enterCode(actor, '2*TE-1');
    // Asked, nothing added yet; a size not offered is not taken; Cancel adds nothing.
    expect(values().sizeChoice).toEqual({ product: { id: TEE, name: 'Tee', code: 'TE-1', variants: teeSizes }, quantity: 2 });
    expect(lines()).toEqual([]);
    expect(actor.getSnapshot().can(editEvent({ kind: 'line.size.choose', itemCode: 'VRT-9' }))).toBe(false);
    actor.send(editEvent({ kind: 'line.size.cancel' }));
    expect([values().sizeChoice, lines()]).toEqual([null, []]);
    expect(actor.getSnapshot().can(editEvent({ kind: 'line.size.choose', itemCode: 'VRT-2' }))).toBe(false);
    await enterCode(actor, '2*TE-1');
    actor.send(editEvent({ kind: 'line.size.choose', itemCode: 'VRT-2' }));
    expect(values().sizeChoice).toBeNull();
    expect(lines()).toEqual([['Tee (TE-1) M', 'VRT-2', '2']]);
    // The M's own barcode adds to the M's line, no question; {code}-{itemCode} is the S, a line of its own.
    await enterCode(actor, '8964000000022');
    await enterCode(actor, 'TE-1-VRT-1');
    expect(values().sizeChoice).toBeNull();
    expect(lines()).toEqual([
      ['Tee (TE-1) M', 'VRT-2', '3'],
      ['Tee (TE-1) S', 'VRT-1', '1'],
    ]);
    // `*5` right after: the S, the line the last product went to.
    await enterCode(actor, '*5');
    await enterCode(actor, 'SH-1');
    const { date: _, ...body } = stockTransferFormDefinition.toBody(values() as never);
    expect(body.lines).toEqual([
      { product: TEE, variant: 'VRT-2', quantity: 3 },
      { product: TEE, variant: 'VRT-1', quantity: 5 },
      { product: SHIRT, quantity: 1 },
    ]);
    actor.stop();
  });
});

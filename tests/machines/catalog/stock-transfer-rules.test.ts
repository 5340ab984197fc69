import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SAME_WAREHOUSE_MESSAGE, TRANSFER_QUANTITY_MESSAGE } from '../../../src/domain/stock-transfer.schemas';
import { selectTransferSizeChoice, stockTransferFormDefinition, stockTransferFormMachine, type StockTransferEdit } from '../../../src/machines/catalog/stock-transfer-form';
import { stockTransfersList } from '../../../src/machines/catalog/list-clients';
import { fieldError } from '../../../src/machines/common/record-form.machine';
import type { ShownText } from '../../../src/machines/common/notifications';
import { testableForm } from '../common/record-form.model';
import { englishOf } from '../common/english';
import { fakeServer } from '../fake-server';
import { doneEvent, errorEvent } from '../model-events';
import { CAP, MAIN, options, SHIRT, STORE } from './stock-transfer-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** Add Stock Transfer (docs/screens.md#stock-transfers): the lines as the user adds, types and removes them. */

const edit = (change: StockTransferEdit) => ({ type: 'form.edit' as const, edit: change });
const found = (product: string, name: string, quantity: number): StockTransferEdit => ({ kind: 'line.found', product, variant: null, name, quantity });
type Line = { key: number; name: string; quantity: string };

function opened() {
  const actor = createActor(testableForm(stockTransferFormMachine), { input: {} }).start();
  actor.send(doneEvent('loadForm', { ok: true, data: { options, record: null } }) as never);
  const lines = () => (actor.getSnapshot().context.values as { lines: Line[] }).lines;
  const quantities = () => lines().map((line) => line.quantity);
  return { actor, lines, quantities };
}

describe('Add Stock Transfer: a new transfer', () => {
  it("starts on today with no warehouses, note or lines, and asks no size", () => {
    expect(stockTransferFormDefinition.empty({}, '2026-11-28' as never)).toEqual({ date: '2026-11-28', fromWarehouse: '', toWarehouse: '', note: '', lines: [], sizeChoice: null, nextKey: 0, lastAdded: null });
    // A transfer is never edited: a stored one opens as an empty form.
    expect(stockTransferFormDefinition.fromRecord({ _id: 'x', note: 'Moved' } as never, {})).toEqual({ date: '', fromWarehouse: '', toWarehouse: '', note: '', lines: [], sizeChoice: null, nextKey: 0, lastAdded: null });
  });
});

describe('Add Stock Transfer: a product found again adds to what its line shows', () => {
  it.each([
    ['12', '13'],
    [' 3 ', '4'],
    ['x3', '1'],
    ['3x', '1'],
    ['', '1'],
  ])('a line showing %j becomes %j', (typed, after) => {
    const { actor, quantities } = opened();
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 1)));
    actor.send(edit({ kind: 'line.quantity', index: 0, value: typed }));
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 1)));
    expect(quantities()).toEqual([after]);
    actor.stop();
  });

  it('says under its quantity when it goes over the most one line moves', () => {
    const { actor } = opened();
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 999_999)));
    expect(fieldError(actor.getSnapshot(), 'lines.0.quantity')).toBeUndefined();
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 2)));
    expect(fieldError(actor.getSnapshot(), 'lines.0.quantity')).toBe(TRANSFER_QUANTITY_MESSAGE);
    actor.stop();
  });

  it('says so under a new line whose quantity is too large', () => {
    const { actor } = opened();
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 1)));
    actor.send(edit(found(CAP, 'Cap (CP-1)', 2_000_000)));
    expect(fieldError(actor.getSnapshot(), 'lines.1.quantity')).toBe(TRANSFER_QUANTITY_MESSAGE);
    actor.stop();
  });
});

describe('Add Stock Transfer: typing a quantity', () => {
  it('changes the line typed in, not the one the last product went to', () => {
    const { actor, quantities, lines } = opened();
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 1)));
    actor.send(edit(found(CAP, 'Cap (CP-1)', 1)));
    // Each line keeps a key of its own, counting up, for its row's widgets.
    expect(lines().map((line) => line.key)).toEqual([0, 1]);
    actor.send(edit({ kind: 'line.quantity', index: 0, value: '7' }));
    expect(quantities()).toEqual(['7', '1']);
    actor.stop();
  });

  it('is refused for a line that does not exist', () => {
    const { actor } = opened();
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 1)));
    expect(actor.getSnapshot().can(edit({ kind: 'line.quantity', index: 1, value: '2' }))).toBe(false);
    expect(actor.getSnapshot().can(edit({ kind: 'line.quantity', index: 0, value: '2' }))).toBe(true);
    actor.stop();
  });

  it('`*3` is refused once the line the last product went to is removed, even with other lines left', () => {
    const { actor } = opened();
    const last = edit({ kind: 'line.last.quantity', quantity: 3 });
    expect(actor.getSnapshot().can(last)).toBe(false);
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 1)));
    actor.send(edit(found(CAP, 'Cap (CP-1)', 1)));
    expect(actor.getSnapshot().can(last)).toBe(true);
    actor.send(edit({ kind: 'line.remove', index: 1 }));
    expect(actor.getSnapshot().can(last)).toBe(false);
    actor.stop();
  });
});

describe('Add Stock Transfer: the size question', () => {
  it('has nothing to cancel until a size is asked, and the screen reads the question while it is asked', () => {
    const { actor } = opened();
    expect(actor.getSnapshot().can(edit({ kind: 'line.size.cancel' }))).toBe(false);
    expect(selectTransferSizeChoice(actor.getSnapshot())).toBeNull();
    const choice = { product: { id: SHIRT, name: 'T-Shirt', code: 'SH-1', variants: [{ itemCode: 'VRT-1', name: 'S' }] }, quantity: 2 };
    actor.send(edit({ kind: 'line.size.ask', choice }));
    expect(selectTransferSizeChoice(actor.getSnapshot())).toEqual(choice);
    expect(actor.getSnapshot().can(edit({ kind: 'line.size.cancel' }))).toBe(true);
    actor.stop();
  });
});

describe('Add Stock Transfer: From and To', () => {
  it('a From chosen after To checks To again: the same warehouse twice is refused under To', () => {
    const { actor } = opened();
    actor.send({ type: 'field.change', name: 'toWarehouse', value: MAIN });
    expect(fieldError(actor.getSnapshot(), 'toWarehouse')).toBeUndefined();
    actor.send({ type: 'field.change', name: 'fromWarehouse', value: MAIN });
    expect(fieldError(actor.getSnapshot(), 'toWarehouse')).toBe(SAME_WAREHOUSE_MESSAGE);
    actor.stop();
  });
});

describe('Add Stock Transfer: the toast after saving', () => {
  it('says the transfer failed when the request does', () => {
    const { actor } = opened();
    const toasts: string[] = [];
    actor.on('notify', (event) => toasts.push(englishOf((event as unknown as { message: ShownText }).message)));
    actor.send({ type: 'field.change', name: 'fromWarehouse', value: MAIN });
    actor.send({ type: 'field.change', name: 'toWarehouse', value: STORE });
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 1)));
    actor.send({ type: 'form.submit' });
    actor.send(errorEvent('saveForm', new TypeError('Failed to fetch')) as never);
    expect(toasts).toEqual(['Failed to save the stock transfer. Please try again.']);
    actor.stop();
  });
});

/** The form's own actors (none replaced): the calls of docs/api.md#the-calls. */
describe('Add Stock Transfer against the server', () => {
  it('reads the warehouses, POSTs /api/stock-transfers, says the stock has moved and goes to the transfer list', async () => {
    const server = fakeServer({
      'GET /api/warehouses': [
        { _id: MAIN, name: 'Main' },
        { _id: STORE, name: 'Mall Road Store' },
      ],
      'POST /api/stock-transfers': { _id: 't1' },
    });
    const actor = createActor(stockTransferFormMachine, { input: {} });
    const heard: string[] = [];
    actor.on('notify', (event) => heard.push(`${event.kind}: ${englishOf(event.message)}`));
    actor.on('navigate', (event) => heard.push(`navigate: ${event.to}`));
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.options.warehouses?.map((warehouse) => warehouse.name)).toEqual(['Main', 'Mall Road Store']);
    actor.send({ type: 'field.change', name: 'fromWarehouse', value: MAIN });
    actor.send({ type: 'field.change', name: 'toWarehouse', value: STORE });
    actor.send(edit(found(SHIRT, 'T-Shirt (SH-1)', 2)));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(server.seen.map((request) => request.call.replace(/\?.*/, ''))).toEqual(['GET /api/warehouses', 'POST /api/stock-transfers']);
    expect(server.seen[1]!.body).toMatchObject({ fromWarehouse: MAIN, toWarehouse: STORE, lines: [{ product: SHIRT, quantity: 2 }] });
    expect(heard).toEqual(['success: Stock transfer saved: the stock has moved.', 'navigate: /product/transfer']);
    actor.stop();
  });

  it('the Stock Transfers list reads GET /api/stock-transfers', () => {
    expect(stockTransfersList.route).toBe('GET /api/stock-transfers');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { labelSheetMachine, labelsOf, selectLabels } from '../../../src/machines/catalog/label-sheet.machine';
import { doneEvent } from '../model-helpers';
import { laptop } from '../common/record-form.model';
import { englishOf } from '../common/english';
import { fakeServer } from '../fake-server';
import { labelSheetInput, testableLabelSheetMachine } from './label-sheet.model';

afterEach(() => vi.unstubAllGlobals());

/** Print Labels with the laptop read: the sheet as the screen shows it. */
function readyWith(product: unknown = laptop) {
  const actor = createActor(testableLabelSheetMachine, { input: labelSheetInput }).start();
  actor.send(doneEvent('loadProduct', { ok: true, data: product }) as never);
  return actor;
}

const shirt = {
  ...laptop,
  _id: 'p-shirt',
  productName: 'T-Shirt',
  productCode: 'SH-1',
  productPrice: 15,
  hasVariant: true,
  variantList: [
    { _id: 'v-s', name: 'S', itemCode: 'VRT-1', barcode: null, additionalPrice: 0, quantity: 0, stock: [] },
    { _id: 'v-m', name: 'M', itemCode: 'VRT-2', barcode: null, additionalPrice: 1, quantity: 0, stock: [] },
  ],
};

/** docs/screens.md#products, Print Labels: 1 to 120 labels, whole numbers only; anything else leaves the count as it was. */
describe('Print Labels: the number of labels', () => {
  it.each([
    [1, 1],
    [120, 120],
    [0, 24],
    [121, 24],
    [2.5, 24],
    [-3, 24],
  ])('typed %d, the sheet prints %d', (typed, count) => {
    const actor = readyWith();
    actor.send({ type: 'labels.count.change', count: typed });
    expect(actor.getSnapshot().context.count).toBe(count);
    actor.stop();
  });

  it('keeps the last allowed count when a refused one follows it', () => {
    const actor = readyWith();
    actor.send({ type: 'labels.count.change', count: 7 });
    actor.send({ type: 'labels.count.change', count: 500 });
    expect(actor.getSnapshot().context.count).toBe(7);
    actor.stop();
  });
});

describe('Print Labels: why a product could not be read', () => {
  it('says the product is gone only for a 404; any other refusal is a failed read with Retry', () => {
    for (const [status, message] of [
      [404, 'This product no longer exists.'],
      [500, 'Could not load the product. Check the connection and try again.'],
      [403, 'Could not load the product. Check the connection and try again.'],
    ] as const) {
      const actor = createActor(testableLabelSheetMachine, { input: labelSheetInput }).start();
      actor.send(doneEvent('loadProduct', { ok: false, status, message: 'Refused.', issues: [] }) as never);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(englishOf(actor.getSnapshot().context.loadError!)).toBe(message);
      actor.stop();
    }
  });
});

describe('Print Labels: the labels on the sheet', () => {
  it('shows no labels until the product is read, then its labels', () => {
    const actor = createActor(testableLabelSheetMachine, { input: labelSheetInput }).start();
    expect(selectLabels(actor.getSnapshot())).toEqual([]);
    actor.send(doneEvent('loadProduct', { ok: true, data: shirt }) as never);
    expect(selectLabels(actor.getSnapshot()).map((label) => label.name)).toEqual(['T-Shirt (S)', 'T-Shirt (M)']);
    actor.stop();
  });

  it('keys each size’s label by the product and its item code, so two sizes never share a label', () => {
    expect(labelsOf(shirt as never).map((label) => label.key)).toEqual(['p-shirt:VRT-1', 'p-shirt:VRT-2']);
  });

  it('prints the product’s own label when sizes are switched off, whatever rows it kept, or switched on with none', () => {
    // A product whose sizes were switched off keeps its old rows on the record; it sells as itself.
    const switchedOff = { ...shirt, hasVariant: false };
    expect(labelsOf(switchedOff as never).map((label) => [label.key, label.name, label.code])).toEqual([['p-shirt', 'T-Shirt', 'SH-1']]);
    const noneYet = { ...shirt, variantList: [] };
    expect(labelsOf(noneYet as never).map((label) => [label.key, label.name, label.code])).toEqual([['p-shirt', 'T-Shirt', 'SH-1']]);
  });
});

/** The machine's own actor and action (none replaced): what it reads from the server and what Print does. */
describe('Print Labels against the server and the browser', () => {
  it('reads GET /api/products/{id} and prints with the browser’s print', async () => {
    const server = fakeServer({ 'GET /api/products/p1': laptop });
    const print = vi.fn();
    vi.stubGlobal('window', { print });
    const actor = createActor(labelSheetMachine, { input: labelSheetInput }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(server.seen).toEqual([{ call: 'GET /api/products/p1' }]);
    expect(selectLabels(actor.getSnapshot()).map((label) => label.code)).toEqual(['LAT5440']);
    actor.send({ type: 'labels.print' });
    expect(print).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import type { OrderProduct } from '../../../src/api/common/order-products';
import type { Minor } from '../../../src/domain/money';
import type { Percent } from '../../../src/domain/percent';
import { orderLinesMachine } from '../../../src/machines/common/order-lines.machine';
import type { ApiResult } from '../../../src/api/common/http';
import { SALE_REQUIRED_MESSAGE, type Sale } from '../../../src/domain/sales.schemas';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/shop-constants';
import {
  saleFormMachine,
  selectIsSaving,
  selectSaleBanner,
  selectSaleChoices,
  selectSaleFieldErrors,
  selectSaleLines,
  selectSaleValues,
  type LoadedSaleForm,
  type SaveSaleInput,
} from '../../../src/machines/sales/sale-form.machine';
import { selectSaleSummary } from '../../../src/machines/sales/sale-lines.selectors';
import { itTakesTheRecordedChart } from '../model-helpers';
import { choices, paymentAccounts, saleFormInput, saleFormModel, storedSale, storedSaleBody, testableSaleFormMachine, variantSale } from './sale-form.model';
import { enterCode, searchFinding } from '../common/product-search.model';
import { englishOf } from '../common/english';
import type { ShownText } from '../../../src/machines/common/notifications';

// Kept apart from sale-form.test.ts: Stryker's --incremental reuses a test file's results only while the
// file is unchanged (the Vitest runner reports no test locations).

describe('sale form machine, step by step against its charts', () => {
  for (const mode of ['add', 'edit'] as const) {
    // In the shop's own time zone, so the lines' 'today' is written '(today)' whatever the date is in UTC.
    itTakesTheRecordedChart(`sale-form ${mode}`, testableSaleFormMachine, saleFormModel(mode).getShortestPaths(), { ...saleFormInput(mode), timeZone: DEFAULT_TIME_ZONE });
  }
});

describe('Edit Sale as its screen shows it', () => {
  /** Edit Sale of `sale`; each save answers the next of `answers` (none: the save never answers). */
  function editSale(sale: Sale, answers: ApiResult<Sale>[] = []) {
    const sent: SaveSaleInput[] = [];
    const machine = saleFormMachine.provide({
      actors: {
        loadSaleForm: fromPromise<ApiResult<LoadedSaleForm>, { id: string | null }>(async () => ({ ok: true, data: { choices, sale, paymentAccounts } })),
        saveSale: fromPromise<ApiResult<Sale>, SaveSaleInput>(async ({ input }) => {
          sent.push(input);
          return answers[sent.length - 1] ?? new Promise<never>(() => {});
        }),
      },
    });
    return { actor: createActor(machine, { input: { id: sale._id, timeZone: 'UTC' } }).start(), sent };
  }
  const editing = { ready: { form: 'editing' } } as const;
  afterEach(() => vi.useRealTimers());

  it('shows the Sale Summary of the stored sale: items, total, order tax with its percent, discount, shipping, grand total', async () => {
    const { actor } = editSale(storedSale);
    await waitFor(actor, (snapshot) => snapshot.matches(editing));
    expect(selectSaleChoices(actor.getSnapshot())).toEqual(choices);
    expect(selectSaleSummary(selectSaleLines(actor.getSnapshot())!.getSnapshot())).toEqual({
      items: 1,
      total: 21275,
      orderTaxRate: 10,
      orderTax: 2127.5,
      orderDiscount: 275,
      shipping: 100,
      grandTotal: 23227.5,
    });
    actor.stop();
  });

  it('counts each product once among the items: a laptop and a mouse are two', async () => {
    const mouseLine = { ...storedSale.products[0]!, _id: 'p-mouse', lineId: 'l-2', productName: 'USB Mouse', productCode: 'MS-1', unitPrice: 9, taxRate: 0, tax: 0, subTotal: 9 };
    const { actor } = editSale({ ...storedSale, products: [storedSale.products[0]!, mouseLine] });
    await waitFor(actor, (snapshot) => snapshot.matches(editing));
    expect(selectSaleSummary(selectSaleLines(actor.getSnapshot())!.getSnapshot())).toMatchObject({ items: 2, total: 21284 });
    actor.stop();
  });

  it('counts two sizes of one T-shirt as one item of the summary', async () => {
    const { actor } = editSale(variantSale);
    await waitFor(actor, (snapshot) => snapshot.matches(editing));
    expect(selectSaleSummary(selectSaleLines(actor.getSnapshot())!.getSnapshot())).toMatchObject({ items: 1, total: 32, grandTotal: 32 });
    actor.stop();
  });

  it('keeps the lines and charges when the warehouse changes, and prices what is added next at that warehouse', async () => {
    const { actor, sent } = editSale(storedSale, [{ ok: true, data: storedSale }]);
    await waitFor(actor, (snapshot) => snapshot.matches(editing));
    const before = selectSaleLines(actor.getSnapshot())!;
    actor.send({ type: 'field.change', name: 'warehouse', value: 'w-lahore' });
    const after = selectSaleLines(actor.getSnapshot())!;
    expect(after).not.toBe(before);
    expect(after.getSnapshot().context.pricing).toMatchObject({ kind: 'sale', warehouse: 'Lahore' });
    expect(selectSaleSummary(after.getSnapshot())).toMatchObject({ items: 1, grandTotal: 23227.5, orderTaxRate: 10, orderDiscount: 275, shipping: 100 });
    expect(selectSaleValues(actor.getSnapshot()).warehouse).toBe('w-lahore');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'saved' } }));
    expect(sent[0]!.body).toMatchObject({ warehouse: 'w-lahore', ...storedSaleBody });
    actor.stop();
  });

  it('a customer of spaces is no customer: the red banner and the field marked, nothing sent; choosing one clears its mark', async () => {
    const { actor, sent } = editSale(storedSale);
    await waitFor(actor, (snapshot) => snapshot.matches(editing));
    actor.send({ type: 'field.change', name: 'customer', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(selectSaleBanner(actor.getSnapshot())).toEqual({ kind: 'error', message: SALE_REQUIRED_MESSAGE });
    expect(selectSaleFieldErrors(actor.getSnapshot())).toEqual({ customer: SALE_REQUIRED_MESSAGE });
    expect(sent).toEqual([]);
    actor.send({ type: 'field.change', name: 'customer', value: 'c-walk-in' });
    expect(selectSaleFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(sent).toHaveLength(1);
    actor.stop();
  });

  it("a line whose variant has no item code any more shows and is saved as the plain product", async () => {
    const orphan: Sale = { ...variantSale, products: [{ ...variantSale.products[0]!, variantCode: null }] };
    const { actor, sent } = editSale(orphan, [{ ok: true, data: orphan }]);
    await waitFor(actor, (snapshot) => snapshot.matches(editing));
    expect(selectSaleLines(actor.getSnapshot())!.getSnapshot().context.lines.map((line) => line.variant)).toEqual([null]);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'saved' } }));
    expect((sent[0]!.body as { products: unknown[] }).products).toEqual([{ _id: 'p-tshirt', productName: 'Cotton T-shirt', productCode: 'TSH-1', quantity: 2, unitPrice: 10, discount: 0, taxRate: 0, subTotal: 20 }]);
    actor.stop();
  });

  it("a refusal without a message says 'An error occurred.' (docs/screens.md#messages); an issue without a path marks no field", async () => {
    const { actor } = editSale(storedSale, [{ ok: false, status: 500, message: '', issues: [{ path: '', message: 'Something broke.' }] }]);
    await waitFor(actor, (snapshot) => snapshot.matches(editing));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(editing));
    expect(englishOf(selectSaleBanner(actor.getSnapshot())!.message)).toBe('An error occurred.');
    expect(selectSaleFieldErrors(actor.getSnapshot())).toEqual({});
    actor.stop();
  });

  it('the red banner shows for 5 s (docs/screens.md#toasts-and-timings), then goes', async () => {
    vi.useFakeTimers();
    const { actor } = editSale(storedSale);
    await vi.waitFor(() => expect(actor.getSnapshot().matches(editing)).toBe(true));
    actor.send({ type: 'field.change', name: 'biller', value: '' });
    actor.send({ type: 'form.submit' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(selectSaleBanner(actor.getSnapshot())).toEqual({ kind: 'error', message: SALE_REQUIRED_MESSAGE });
    vi.advanceTimersByTime(1);
    expect(selectSaleBanner(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('a second refused submit shows the banner for 5 s from then', async () => {
    vi.useFakeTimers();
    const { actor } = editSale(storedSale);
    await vi.waitFor(() => expect(actor.getSnapshot().matches(editing)).toBe(true));
    actor.send({ type: 'field.change', name: 'biller', value: '' });
    actor.send({ type: 'form.submit' });
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'form.submit' });
    vi.advanceTimersByTime(4999);
    expect(selectSaleBanner(actor.getSnapshot())).toEqual({ kind: 'error', message: SALE_REQUIRED_MESSAGE });
    vi.advanceTimersByTime(1);
    expect(selectSaleBanner(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('a change of note or customer keeps the order lines as they are (only the warehouse reprices them)', async () => {
    const { actor } = editSale(storedSale);
    await waitFor(actor, (snapshot) => snapshot.matches(editing));
    const lines = selectSaleLines(actor.getSnapshot())!;
    lines.getSnapshot().children.productSearch!.send({ type: 'search.change', text: 'Dell' });
    actor.send({ type: 'field.change', name: 'saleNote', value: 'Call first' });
    actor.send({ type: 'field.change', name: 'customer', value: 'c-walk-in' });
    expect(selectSaleLines(actor.getSnapshot())).toBe(lines);
    expect(selectSaleValues(actor.getSnapshot())).toMatchObject({ customer: 'c-walk-in', warehouse: 'w-main', saleNote: 'Call first' });
    actor.stop();
  });
});

describe('Add Sale saved', () => {
  it("says 'Sales form submitted successfully!' (docs/screens.md#messages) and goes to the sale list", async () => {
    const tshirt: OrderProduct = { id: 'p-tshirt', name: 'Cotton T-shirt', code: 'TSH-1', variants: [], scannedVariant: null, cost: 500 as Minor, pricing: { price: 1000 as Minor, promotion: null, warehousePrices: null }, taxRate: 0 as Percent, taxMethod: 'Exclusive' };
    const machine = saleFormMachine.provide({
      actors: {
        loadSaleForm: fromPromise<ApiResult<LoadedSaleForm>, { id: string | null }>(async () => ({ ok: true, data: { choices, sale: null, paymentAccounts } })),
        saveSale: fromPromise<ApiResult<Sale>, SaveSaleInput>(async () => ({ ok: true, data: storedSale })),
        orderLines: orderLinesMachine.provide({ actors: { productSearch: searchFinding(() => tshirt) } }),
      },
    });
    const emitted: EventObject[] = [];
    const actor = createActor(machine, { input: { timeZone: 'UTC' } });
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'editing' } }));
    for (const [name, value] of [
      ['customer', 'c-walk-in'],
      ['warehouse', 'w-main'],
      ['biller', 'b-main'],
    ] as const) {
      actor.send({ type: 'field.change', name, value });
    }
    const lines = selectSaleLines(actor.getSnapshot())!;
    await enterCode(lines, 'TSH-1');
    await waitFor(lines, (snapshot) => snapshot.context.lines.length === 1);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'saved' } }));
    expect(emitted.map((event) => ('message' in event ? { ...event, message: englishOf(event.message as ShownText) } : event))).toEqual([
      { type: 'notify', kind: 'success', message: 'Sales form submitted successfully!', place: 'layout' },
      { type: 'navigate', to: '/sale/list' },
    ]);
    actor.stop();
  });
});

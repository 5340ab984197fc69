import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiResult } from '../../../src/api/common/http';
import type { OrderProduct } from '../../../src/api/common/order-products';
import type { Minor } from '../../../src/domain/money';
import type { Percent } from '../../../src/domain/percent';
import { orderLinesMachine } from '../../../src/machines/common/order-lines.machine';
import { selectOrderTable } from '../../../src/machines/common/order-table.selectors';
import { SALE_NO_PRODUCTS_MESSAGE, SALE_REQUIRED_MESSAGE, type Sale } from '../../../src/domain/sales.schemas';
import {
  PAYMENTS_REFUSED_MESSAGE,
  SALE_ADDED_MESSAGE,
  SALE_FAILED_MESSAGE,
  SALE_LOAD_FAILED_MESSAGE,
  SALE_REFUSED_MESSAGE,
  SALE_UPDATED_MESSAGE,
  saleFormMachine,
  type LoadedSaleForm,
  type SaveSaleInput,
} from '../../../src/machines/sales/sale-form.machine';
import { leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { pathName } from '../common/record-form.model';
import { choices, paymentAccounts, outOfStock, saleFormInput, saleFormModel, storedSale, storedSaleBody, testableSaleFormMachine, variantSale, type SaleFormMode } from './sale-form.model';
import { enterCode, searchFinding } from '../common/product-search.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const isEvent = (check: Check, type: string) => check.event.type === type;
const doneOutput = (check: Check) => (check.event as unknown as { output: { ok: boolean; message?: string } }).output;

function assertionsFor(mode: SaleFormMode): StateAssertions<any> {
  return {
    loading: (check) => {
      // The form asks for the sale it edits (none on Add Sale) each time it loads; the shop's zone arriving meanwhile asks nothing more.
      const asked = check.event.type === 'shop.timeZone' ? [] : [{ id: 'loadSaleForm', input: { id: mode === 'edit' ? 's-1' : null } }];
      expect(check.invoked.filter((actor) => actor.id === 'loadSaleForm')).toEqual(asked);
      expect(check.snapshot.context.lines).toBeNull();
    },
    loadFailed: (check) => {
      // A sale that is gone says the server's words; no answer says to check the connection.
      expect(check.snapshot.context.loadError).toBe(check.event.type === 'xstate.done.actor.loadSaleForm' ? 'Sale not found.' : SALE_LOAD_FAILED_MESSAGE);
      expect(check.snapshot.can({ type: 'form.submit' })).toBe(false);
    },
    'ready.form.editing': (check) => {
      const { banner, fieldErrors, values, payments } = check.snapshot.context;
      expect(check.snapshot.context.lines).not.toBeNull();
      // Each payment's account follows its method (docs/money-and-payments.md, "Methods and accounts").
      if (isEvent(check, 'payment.change') || isEvent(check, 'payment.add')) {
        for (const payment of payments) expect(payment.accountId).toBe(paymentAccounts.accountFor[payment.method as keyof typeof paymentAccounts.accountFor]);
      }
      expect(check.emitted.filter((event) => event.type === 'navigate')).toEqual([]);
      if (isEvent(check, 'xstate.done.actor.loadSaleForm')) {
        // An edited sale's fields, and its lines with their charges (what the save would send back unchanged).
        expect(values).toEqual(
          mode === 'edit'
            ? { customer: 'c-bilal', warehouse: 'w-main', biller: 'b-main', saleStatus: 'Completed', saleNote: storedSale.saleNote, staffNote: '' }
            : { customer: '', warehouse: '', biller: '', saleStatus: 'Completed', saleNote: '', staffNote: '' },
        );
        expect(check.snapshot.context.lines.getSnapshot().context.lines).toHaveLength(mode === 'edit' ? 1 : 0);
      }
      if (isEvent(check, 'form.submit')) {
        const missing = (['customer', 'warehouse', 'biller'] as const).filter((field) => values[field] === '');
        if (missing.length > 0) {
          expect(banner).toEqual({ kind: 'error', message: SALE_REQUIRED_MESSAGE });
          for (const field of missing) expect(fieldErrors[field]).toBe(SALE_REQUIRED_MESSAGE);
        } else if (mode === 'add') {
          // Add Sale starts with no products.
          expect(banner).toEqual({ kind: 'error', message: SALE_NO_PRODUCTS_MESSAGE });
        } else {
          // A payment without its amount (or a cheque without its number) stops the save before anything is sent.
          expect(payments.some((payment: { amount: string; method: string; number: string }) => !(Number(payment.amount) > 0) || (payment.method === 'Cheque' && payment.number === ''))).toBe(true);
          expect(banner).toEqual({ kind: 'error', message: PAYMENTS_REFUSED_MESSAGE });
          expect(Object.keys(fieldErrors).length).toBeGreaterThan(0);
          expect(Object.keys(fieldErrors).every((key) => key.startsWith('payments.'))).toBe(true);
        }
      }
      if (isEvent(check, 'xstate.done.actor.saveSale')) {
        const output = doneOutput(check);
        // docs/screens.md#messages: the server's message in the red banner, else 'An error occurred.'.
        expect(banner).toEqual({ kind: 'error', message: output.message || SALE_REFUSED_MESSAGE });
        expect(fieldErrors).toEqual(output === outOfStock ? { 'products.0': outOfStock.issues[0]!.message } : {});
        expect(check.emitted).toEqual([]);
      }
      if (isEvent(check, 'xstate.error.actor.saveSale')) expect(banner).toEqual({ kind: 'error', message: SALE_FAILED_MESSAGE });
    },
    'ready.form.saving': (check) => {
      const { values } = check.snapshot.context;
      expect(check.snapshot.can({ type: 'form.submit' })).toBe(false);
      expect(check.snapshot.context.banner).toBeNull();
      // What is sent: the form's fields and the lines priced by src/domain, with the grand total to check.
      // Payments go as typed, each into its method's account; none when none was entered.
      const payments = check.snapshot.context.payments.map((payment: { method: string; amount: string; accountId: string }) => ({ method: payment.method, amount: Number(payment.amount), accountId: payment.accountId }));
      if (isEvent(check, 'form.submit')) expect(check.invoked).toEqual([{ id: 'saveSale', input: { id: mode === 'edit' ? 's-1' : null, body: { ...values, ...storedSaleBody, ...(payments.length > 0 ? { payments } : {}) } } }]);
    },
    'ready.form.saved': (check) => {
      if (isEvent(check, 'xstate.done.actor.saveSale')) expect(check.emitted).toEqual([
        { type: 'notify', kind: 'success', message: mode === 'edit' ? SALE_UPDATED_MESSAGE : SALE_ADDED_MESSAGE, place: 'layout' },
        { type: 'navigate', to: '/sale/list' },
      ]);
    },
    'ready.banner.hidden': (check) => {
      expect(check.snapshot.context.banner).toBeNull();
    },
    'ready.banner.shown': (check) => {
      // The banner shows until its 5 s pass, or until the next save starts.
      const { banner } = check.snapshot.context;
      if (check.snapshot.matches({ ready: { form: 'editing' } })) expect(banner?.kind).toBe('error');
      else expect(banner).toBeNull();
    },
  };
}

describe('sale form machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertionsFor('add')).sort()).toEqual(leafStatePaths(saleFormMachine).sort());
  });

  for (const mode of ['add', 'edit'] as const) {
    describe(mode, () => {
      for (const path of saleFormModel(mode).getShortestPaths()) {
        it(pathName(path), () => replayPath(testableSaleFormMachine, path, assertionsFor(mode), saleFormInput(mode)));
      }
    });
  }
});

describe('Edit Sale with variants', () => {
  /** The T-shirt itself, as a search or its code finds it: 10.00, no tax. */
  const tshirt: OrderProduct = { id: 'p-tshirt', name: 'Cotton T-shirt', code: 'TSH-1', variants: [], scannedVariant: null, cost: 500 as Minor, pricing: { price: 1000 as Minor, promotion: null, warehousePrices: null }, taxRate: 0 as Percent, taxMethod: 'Exclusive' };

  it('keeps each variant line (two sizes of one product stay two lines) and sends its item code back; a product added by its code is the plain product', async () => {
    const sent: SaveSaleInput[] = [];
    const machine = saleFormMachine.provide({
      actors: {
        loadSaleForm: fromPromise<ApiResult<LoadedSaleForm>, { id: string | null }>(async () => ({ ok: true, data: { choices, sale: variantSale, paymentAccounts } })),
        saveSale: fromPromise<ApiResult<Sale>, SaveSaleInput>(async ({ input }) => {
          sent.push(input);
          return { ok: true, data: variantSale };
        }),
        orderLines: orderLinesMachine.provide({ actors: { productSearch: searchFinding(() => tshirt) } }),
      },
    });
    const actor = createActor(machine, { input: { id: 's-2', timeZone: 'UTC' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'editing' } }));
    const lines = actor.getSnapshot().context.lines!;
    const table = () => selectOrderTable(lines.getSnapshot()).map((row) => [row.key, row.name, row.quantity, row.unitPrice, row.subTotal]);
    expect(table()).toEqual([
      ['p-tshirt:TS-S', 'Cotton T-shirt (S)', 2, 10, 20],
      ['p-tshirt:TS-M', 'Cotton T-shirt (M)', 1, 12, 12],
    ]);

    // M goes to 2 and S stays; the T-shirt by its code comes in as a third line, the plain product at its own price.
    lines.send({ type: 'lines.quantity.change', key: 'p-tshirt:TS-M', text: '2' });
    await enterCode(lines, 'TSH-1');
    expect(table()).toEqual([
      ['p-tshirt:TS-S', 'Cotton T-shirt (S)', 2, 10, 20],
      ['p-tshirt:TS-M', 'Cotton T-shirt (M)', 2, 12, 24],
      ['p-tshirt', 'Cotton T-shirt', 1, 10, 10],
    ]);

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'saved' } }));
    const line = { _id: 'p-tshirt', productName: 'Cotton T-shirt', productCode: 'TSH-1', discount: 0, taxRate: 0 };
    expect(sent).toEqual([
      {
        id: 's-2',
        body: expect.objectContaining({
          products: [
            { ...line, quantity: 2, unitPrice: 10, subTotal: 20, variant: 'TS-S' },
            { ...line, quantity: 2, unitPrice: 12, subTotal: 24, variant: 'TS-M' },
            { ...line, quantity: 1, unitPrice: 10, subTotal: 10 },
          ],
          totalAmount: 54,
        }),
      },
    ]);
    actor.stop();
  });
});

describe("Add Sale's promotions follow the shop's date", () => {
  afterEach(() => vi.useRealTimers());

  /** A scarf on promotion from 24 November: 8.00 instead of 10.00. */
  const scarf: OrderProduct = {
    id: 'p-scarf',
    name: 'Wool Scarf',
    code: 'SCF-1',
    variants: [],
    scannedVariant: null,
    cost: 500 as Minor,
    pricing: { price: 1000 as Minor, promotion: { price: 800 as Minor, start: '2026-11-24', end: '2026-11-30' }, warehousePrices: null },
    taxRate: 0 as Percent,
    taxMethod: 'Exclusive',
  };

  /** The scarf's unit price on a new sale opened in `openedIn`, after General Setting says `shopZone`. */
  async function scarfPrice(openedIn: string, shopZone: string): Promise<number> {
    // 20:30 UTC on 23 November is 01:30 on the 24th in Karachi.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T20:30:00Z'));
    const machine = saleFormMachine.provide({
      actors: {
        loadSaleForm: fromPromise<ApiResult<LoadedSaleForm>, { id: string | null }>(async () => ({ ok: true, data: { choices, sale: null, paymentAccounts } })),
        orderLines: orderLinesMachine.provide({ actors: { productSearch: searchFinding(() => scarf) } }),
      },
    });
    const actor = createActor(machine, { input: { timeZone: openedIn } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'editing' } }));
    // General Setting arrives after the form has loaded (a deep link on page load).
    actor.send({ type: 'shop.timeZone', timeZone: shopZone });
    const lines = actor.getSnapshot().context.lines!;
    await enterCode(lines, 'SCF-1');
    await waitFor(lines, (snapshot) => snapshot.context.lines.length === 1);
    const [row] = selectOrderTable(lines.getSnapshot());
    actor.stop();
    return row!.unitPrice;
  }

  it("a form opened before General Setting arrived prices by the shop's today once it does", async () => {
    expect(await scarfPrice('UTC', 'Asia/Karachi')).toBe(8);
  });

  it('the same form in a shop on UTC is still the 23rd: the regular price', async () => {
    expect(await scarfPrice('Asia/Karachi', 'UTC')).toBe(10);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, waitFor, type AnyActorRef } from 'xstate';
import { posTillMachine } from '../../../src/machines/pos/pos-till.machine';
import { storedSale } from '../sales/sale-form.model';
import { boundTill } from './pos-till.model';
import { englishOrNull } from './english-text';

/**
 * The till's own requests (docs/api.md#the-calls), over a stubbed fetch: its options, a
 * checkout with its idempotency key, Recent transaction, a sale read back, a customer added.
 */
const standIn = setup({}).createMachine({});
const sold = { ...storedSale, _id: 's-sold', reference: 'POS-000001', source: 'pos' };
const freeSample = {
  id: 'p-free',
  name: 'Free sample',
  code: 'FREE-1',
  image: null,
  pricing: { price: 0, promotion: null, warehousePrices: null },
  taxRate: 0,
  taxMethod: 'Exclusive',
  stock: 9,
  variants: [],
  scannedVariant: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the POS till and the server', () => {
  it('reads its options, checks out with the cart key, lists recent sales, reads one back and adds a customer', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        const body = request.method === 'GET' ? '' : ` ${await request.text()}`;
        asked.push(`${request.method} ${url.pathname}${url.search}${request.headers.get('Idempotency-Key') ? ` key=${request.headers.get('Idempotency-Key')}` : ''}${body}`);
        switch (`${request.method} ${url.pathname}`) {
          case 'GET /api/warehouses':
            return Response.json([{ _id: 'w-main', name: 'Main' }]);
          case 'GET /api/billers':
            return Response.json([{ _id: 'b-main', name: 'Main Biller' }]);
          case 'GET /api/customers/choices':
            return Response.json([{ _id: 'c-walk-in', name: 'Walk-in Customer', isWalkIn: true }]);
          case 'GET /api/accounts/picker':
            return Response.json([
              { _id: 'a-cash', name: 'Cash in Hand', accountNumber: 'CASH-1', isDefault: true },
              { _id: 'a-bank', name: 'Bank', accountNumber: '', isDefault: false },
            ]);
          case 'GET /api/settings':
            // General Setting sends cards to the bank; a Paypal account that was deleted falls back to the default.
            return Response.json({ systemTitle: 'ShopDesk', paymentAccounts: { Card: 'a-bank', Paypal: 'a-gone', Cash: null } });
          case 'POST /api/sales':
          case 'GET /api/sales/s-sold':
            return Response.json(sold);
          case 'GET /api/sales':
            return Response.json([{ ...sold, products: undefined }]);
          case 'POST /api/customers':
            return Response.json({ _id: 'c-sana', name: 'Sana Malik', isWalkIn: false });
          default:
            return Response.json({ message: 'Not found' }, { status: 404 });
        }
      }),
    );
    const machine = posTillMachine.provide({ actors: { tiles: standIn as never, payment: standIn as never }, actions: { printReceipt: () => {} } });
    const till = createActor(machine, { input: { today: '2026-11-23', till: boundTill, newKey: () => 'key-1' } }).start();
    const at = (state: unknown) => waitFor(till, (snapshot) => snapshot.matches(state as never));
    await at({ open: 'selling' });
    const { customers, accounts, accountFor } = till.getSnapshot().context;
    expect({ customers, accounts, accountFor }).toEqual({
      customers: [{ id: 'c-walk-in', name: 'Walk-in Customer', isWalkIn: true }],
      accounts: [
        { id: 'a-cash', name: 'Cash in Hand (CASH-1)', isDefault: true },
        { id: 'a-bank', name: 'Bank', isDefault: false },
      ],
      // The till's drawer and card accounts first, then General Setting's, then the default account.
      accountFor: { Cash: 'a-drawer', Card: 'a-card', Paypal: 'a-cash', Cheque: 'a-cash', GiftCard: 'a-cash' },
    });

    (till.getSnapshot().context.cart as AnyActorRef).send({ type: 'cart.product.add', product: freeSample });
    till.send({ type: 'till.pay', method: 'Cash' });
    await waitFor(till, (snapshot) => snapshot.context.receipt !== null);
    till.send({ type: 'till.recent.open' });
    await at({ open: { recent: 'shown' } });
    till.send({ type: 'till.recent.reprint', id: 's-sold' });
    await at({ open: 'selling' });
    till.send({ type: 'till.customer.new' });
    for (const field of ['name', 'phone', 'address', 'city'] as const) till.send({ type: 'till.customer.field', field, text: `${field} of Sana` });
    till.send({ type: 'till.customer.save' });
    await waitFor(till, (snapshot) => snapshot.context.customerId === 'c-sana');

    expect(asked.slice(3)).toEqual([
      'POST /api/sales key=key-1 ' +
        JSON.stringify({
          till: 't-1',
          customer: 'c-walk-in',
          warehouse: 'w-second',
          biller: 'b-main',
          source: 'pos',
          saleStatus: 'Completed',
          orderTax: 0,
          orderDiscount: 0,
          coupon: 0,
          shippingCost: 0,
          products: [{ _id: 'p-free', productName: 'Free sample', productCode: 'FREE-1', quantity: 1, unitPrice: 0, variant: null, subTotal: 0 }],
          totalAmount: 0,
          payments: [],
        }),
      'GET /api/sales?source=pos&mine=1&page=1&pageSize=10',
      'GET /api/sales/s-sold',
      'POST /api/customers {"name":"name of Sana","phone":"phone of Sana","address":"address of Sana","city":"city of Sana"}',
    ]);
    expect(asked.slice(0, 3).sort()).toEqual(['GET /api/accounts/picker', 'GET /api/customers/choices', 'GET /api/settings']);
    till.stop();
  });

  it("does not open when one of its reads is refused, and says that read's reason", async () => {
    for (const refusedPath of ['/api/customers/choices', '/api/accounts/picker', '/api/settings']) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (request: Request) => {
          const { pathname } = new URL(request.url);
          if (pathname === refusedPath) return Response.json({ message: `Not allowed: ${pathname}` }, { status: 403 });
          if (pathname === '/api/settings') return Response.json({ systemTitle: 'ShopDesk', paymentAccounts: {} });
          return Response.json(pathname === '/api/customers/choices' ? [{ _id: 'c-walk-in', name: 'Walk-in Customer', isWalkIn: true }] : [{ _id: 'a-cash', name: 'Cash in Hand', accountNumber: '', isDefault: true }]);
        }),
      );
      const machine = posTillMachine.provide({ actors: { tiles: standIn as never, payment: standIn as never } });
      const till = createActor(machine, { input: { today: '2026-11-23', till: boundTill, newKey: () => 'key-1' } }).start();
      await waitFor(till, (snapshot) => snapshot.matches('failed'));
      expect(englishOrNull(till.getSnapshot().context.failure)).toBe(`Not allowed: ${refusedPath}`);
      till.stop();
    }
  });

  it("completes a resumed draft with a PUT under the draft's own key, sent again with that key after a lost answer (docs/tills-and-shifts.md#edits-of-a-tills-sale)", async () => {
    const draft = {
      ...sold,
      _id: 's-draft',
      reference: 'POS-1-000002',
      saleStatus: 'Pending',
      customerId: 'c-walk-in',
      orderTax: 0,
      orderDiscount: 0,
      shippingCost: 0,
      products: [{ _id: 'p-free', lineId: 'l-1', productName: 'Free sample', productCode: 'FREE-1', variant: null, variantCode: null, quantity: 1, unitPrice: 0, discount: 0, taxRate: 0, taxMethod: 'Exclusive', tax: 0, subTotal: 0 }],
    };
    const writes: string[] = [];
    let puts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        const call = `${request.method} ${url.pathname}`;
        if (request.method !== 'GET') writes.push(`${call} key=${request.headers.get('Idempotency-Key')}`);
        if (call === 'GET /api/customers/choices') return Response.json([{ _id: 'c-walk-in', name: 'Walk-in Customer', isWalkIn: true }]);
        if (call === 'GET /api/accounts/picker') return Response.json([{ _id: 'a-cash', name: 'Cash in Hand', accountNumber: '', isDefault: true }]);
        if (call === 'GET /api/settings') return Response.json({ systemTitle: 'ShopDesk', paymentAccounts: {} });
        if (call === 'GET /api/sales') return Response.json([{ ...draft, products: undefined }]);
        if (call === 'GET /api/sales/s-draft') return Response.json(draft);
        if (call === 'PUT /api/sales/s-draft') {
          puts += 1;
          // The first completion's answer is lost on the way back.
          if (puts === 1) throw new TypeError('Failed to fetch');
          return Response.json({ ...draft, saleStatus: 'Completed' });
        }
        return Response.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    let made = 0;
    const machine = posTillMachine.provide({ actors: { tiles: standIn as never, payment: standIn as never }, actions: { printReceipt: () => {} }, delays: { checkoutRetry: 1e9 } });
    const till = createActor(machine, { input: { today: '2026-11-23', till: boundTill, newKey: () => `key-${(made += 1)}` } }).start();
    const at = (state: unknown) => waitFor(till, (snapshot) => snapshot.matches(state as never));
    await at({ open: 'selling' });
    till.send({ type: 'till.recent.open' });
    await at({ open: { recent: 'shown' } });
    till.send({ type: 'till.recent.resume', id: 's-draft' });
    await waitFor(till, (snapshot) => snapshot.context.draftId === 's-draft');
    till.send({ type: 'till.pay', method: 'Cash' });
    await at({ open: 'waitingToRetry' });
    till.send({ type: 'till.checkout.retry' });
    await waitFor(till, (snapshot) => snapshot.context.receipt !== null);

    // key-1 was the empty cart's; the resumed draft took key-2 and kept it through the retry. No GET decides.
    expect(writes).toEqual(['PUT /api/sales/s-draft key=key-2', 'PUT /api/sales/s-draft key=key-2']);
    expect(till.getSnapshot().context).toMatchObject({ draftId: null, key: 'key-3' });
    till.stop();
  });
});

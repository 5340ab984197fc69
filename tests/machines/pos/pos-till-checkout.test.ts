import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, waitFor, type AnyActorRef } from 'xstate';
import type { PosSaleBody } from '../../../src/api/pos/pos-sales';
import { readSaleInProgress } from '../../../src/api/pos/sale-in-progress';
import { acknowledgeRefusedSale } from '../../../src/api/pos/till-checkout';
import type { Sale, SaleRow } from '../../../src/domain/sales.schemas';
import { priceCart } from '../../../src/machines/pos/pos-cart.machine';
import { posPaymentMachine } from '../../../src/machines/pos/pos-payment.machine';
import { tillAccounts } from '../../../src/machines/common/payment-accounts';
import { CHECKOUT_RETRY_MS, newCheckoutKey, posTillMachine, SALE_RESTORED, type TillInput, type TillOptions } from '../../../src/machines/pos/pos-till.machine';
import { storedSale } from '../sales/sale-form.model';
import { laptop, phone, shirtM } from './pos-cart.model';
import { boundTill } from './pos-till.model';
import { englishOrNull, noticeInEnglish } from './english-text';
import { englishOf } from '../common/english';

/** The bound till, here on the Main warehouse. */
const mainTill = { ...boundTill, warehouse: 'w-main', warehouseName: 'Main' };

/**
 * The till with its real cart and payment dialog: what the cashier sees in the cart at the
 * till's warehouse, what a checkout and a draft send, what a refusal says, a lost answer sent again
 * with the same key, a held sale brought back, a customer added on the spot.
 */
const options: TillOptions = {
  customers: [
    { id: 'c-bilal', name: 'Bilal Ahmed', isWalkIn: false },
    { id: 'c-walk-in', name: 'Walk-in Customer', isWalkIn: true },
  ],
  accounts: [{ id: 'a-cash', name: 'Cash in Hand' }],
  accountFor: { Cash: 'a-cash', Card: 'a-cash', Paypal: 'a-cash', Cheque: 'a-cash', GiftCard: 'a-cash' },
};

const sold: Sale = { ...storedSale, _id: 's-sold', reference: 'POS-000001', source: 'pos' };
const refusal = (message: string, issues: { path: string; message: string }[]) => ({ ok: false, status: 409, message, issues });
const lost = () => new TypeError('Failed to fetch');

type Answer = unknown | (() => never);
const standIn = setup({}).createMachine({});

/** A till whose server answers from queues the test fills; every request is recorded. */
function till(tillOptions: TillOptions = options, firstLoad: Answer = tillOptions, browserPrint = false, extra: Pick<TillInput, 'shiftId' | 'cashier'> = {}) {
  const asked: Record<string, unknown[]> = { submitSale: [], loadSale: [], saveCustomer: [], loadDepositBalance: [] };
  const answers: Record<string, Answer[]> = { loadOptions: [firstLoad, tillOptions], submitSale: [], loadRecent: [], loadSale: [], saveCustomer: [], loadDepositBalance: [1000] };
  const printed: number[] = [];
  // As src/api answers: a refusal ({ ok: false }) or the data ({ ok: true, data }); no answer (an Error) rejects.
  const server = (name: string) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      asked[name]?.push(input);
      const answer = answers[name].shift();
      if (answer instanceof Error) throw answer;
      if (typeof answer === 'function') return (answer as () => never)();
      if ((answer as { ok?: boolean }).ok === false) return answer;
      return { ok: true, data: answer };
    }) as never;
  let made = 0;
  const machine = posTillMachine.provide({
    actors: {
      loadOptions: server('loadOptions'),
      submitSale: server('submitSale'),
      loadRecent: server('loadRecent'),
      loadSale: server('loadSale'),
      saveCustomer: server('saveCustomer'),
      tiles: standIn as never,
      payment: posPaymentMachine.provide({ actors: { loadDepositBalance: server('loadDepositBalance') } }) as never,
    },
    actions: browserPrint ? {} : { printReceipt: () => void printed.push(1) },
  });
  const actor = createActor(machine, { input: { today: '2026-11-23', till: mainTill, newKey: () => `key-${(made += 1)}`, ...extra } }).start();
  const context = () => actor.getSnapshot().context;
  const cart = () => context().cart as AnyActorRef;
  const cartContext = () => cart().getSnapshot().context;
  const payment = () => actor.getSnapshot().children.payment as AnyActorRef;
  return { actor, asked, answers, printed, context, cart, cartContext, payment, opened: () => waitFor(actor, (snapshot) => snapshot.matches({ open: 'selling' })) };
}

// The outbox's store is the browser's; the till only passes on which refused sale the cashier read.
vi.mock('../../../src/api/pos/till-checkout', async (original) => ({ ...(await original<object>()), acknowledgeRefusedSale: vi.fn(async () => {}) }));

afterEach(() => vi.useRealTimers());

describe('the POS till and its cart', () => {
  it("sells at the bound till: priced at its warehouse, sent with the till, its biller and warehouse, and its card money into the till's account", async () => {
    const pos = till();
    // Nothing to choose from until the till's options are read.
    const { customers, accounts, recent } = pos.context();
    expect({ customers, accounts, recent }).toEqual({ customers: [], accounts: [], recent: [] });
    await pos.opened();
    expect(pos.context().customerId).toBe('c-walk-in');
    pos.cart().send({ type: 'cart.product.add', product: laptop });
    expect(pos.cartContext().warehouse).toBe('Main');
    expect(priceCart(pos.cartContext()).lines[0].unitPrice).toBe(1_800_000);
    // Not the till's own: nothing changes.
    expect(pos.actor.getSnapshot().can({ type: 'till.customer.choose', id: 'c-gone' })).toBe(false);
    pos.actor.send({ type: 'till.customer.choose', id: 'c-bilal' });
    expect(pos.context().customerId).toBe('c-bilal');
    pos.actor.stop();
  });

  it("starts each method on the till's account: Cash in its drawer, a method with its own account there, the rest as General Setting says", () => {
    const shop = { Cash: 'a-shop-cash', Card: 'a-shop-card', Paypal: 'a-paypal', Cheque: 'a-shop-cash', GiftCard: 'a-shop-cash' };
    expect(tillAccounts(boundTill, shop)).toEqual({ Cash: 'a-drawer', Card: 'a-card', Paypal: 'a-paypal', Cheque: 'a-shop-cash', GiftCard: 'a-shop-cash' });
  });

  it('opens at the first customer when no customer is the walk-in one', async () => {
    const pos = till({ ...options, customers: [options.customers[0]] });
    await pos.opened();
    expect(pos.context().customerId).toBe('c-bilal');
    pos.actor.stop();
  });

  it('cannot sell without a customer or an empty cart, and says which is missing', async () => {
    const cases: [Partial<typeof options>, string][] = [
      [{ customers: [] }, 'Choose the customer first.'],
      [{}, 'Add a product to the cart first.'],
    ];
    for (const [missing, refusal] of cases)
      for (const type of ['till.pay', 'till.draft'] as const) {
        const pos = till({ ...options, ...missing });
        await pos.opened();
        // With everything chosen, an empty cart is what is missing.
        if (Object.keys(missing).length > 0) pos.cart().send({ type: 'cart.product.add', product: phone });
        pos.actor.send({ type, method: 'Cash' } as never);
        expect([pos.actor.getSnapshot().value, noticeInEnglish(pos.context().notice)]).toEqual([{ open: 'selling' }, { kind: 'error', text: refusal }]);
        // With a product the refusal goes: the payment dialog or the draft takes over.
        if (Object.keys(missing).length === 0) {
          pos.cart().send({ type: 'cart.product.add', product: phone });
          pos.actor.send({ type, method: 'Cash' } as never);
          expect([pos.actor.getSnapshot().value, noticeInEnglish(pos.context().notice)]).toEqual([{ open: type === 'till.pay' ? 'paying' : 'drafting' }, null]);
        }
        pos.actor.stop();
      }
  });

  it('sends the cart as the sale with its payments and key, then prints the receipt and opens an empty cart with a new key', async () => {
    const pos = till();
    await pos.opened();
    pos.cart().send({ type: 'cart.product.add', product: shirtM });
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.cart().send({ type: 'cart.product.add', product: phone });
    for (const [field, text] of [['discount', '5'], ['coupon', '2.50'], ['tax', '10'], ['shipping', '3']] as const) pos.cart().send({ type: 'cart.charge.change', field, text });
    const due = priceCart(pos.cartContext()).totals.grandTotal;

    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    expect(pos.payment().getSnapshot().context).toMatchObject({ due, method: 'Cash', accounts: options.accounts, customerId: 'c-walk-in', isWalkIn: true });
    pos.answers.submitSale.push(sold);
    pos.payment().send({ type: 'payment.received.change', text: '30000' });
    pos.payment().send({ type: 'payment.add' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.receipt !== null);

    const body = (pos.asked.submitSale[0] as { key: string; draftId: string | null; body: PosSaleBody });
    expect([body.key, body.draftId]).toEqual(['key-1', null]);
    expect(body.body).toEqual({
      customerId: 'c-walk-in',
      tillId: 't-1',
      warehouseId: 'w-main',
      billerId: 'b-main',
      status: 'Completed',
      lines: [
        { productId: shirtM.id, name: 'T-Shirt', code: 'TS-1', variant: 'VRT-2', quantity: 1, unitPrice: 1500, subtotal: 1500 },
        { productId: phone.id, name: 'Oppo A17', code: 'OPPO-17', variant: null, quantity: 2, unitPrice: 2250, subtotal: 4500 },
      ],
      taxRate: 10000,
      discount: 500,
      coupon: 250,
      shipping: 300,
      grandTotal: due,
      payments: [{ method: 'Cash', amount: due, accountId: 'a-cash', received: 3_000_000 }],
    });
    expect(pos.actor.getSnapshot().value).toEqual({ open: 'selling' });
    expect([pos.context().receipt?.reference, pos.context().key, pos.context().payments, pos.printed.length]).toEqual(['POS-000001', 'key-2', [], 1]);
    expect(pos.cartContext().lines).toEqual([]);
    // The receipt can be printed again, then closed.
    pos.actor.send({ type: 'till.receipt.print' });
    pos.actor.send({ type: 'till.receipt.close' });
    expect([pos.printed.length, pos.context().receipt, pos.actor.getSnapshot().can({ type: 'till.receipt.print' })]).toEqual([2, null, false]);
    pos.actor.stop();
  });

  it("closes the last receipt when the next customer's first product is added, and only then", async () => {
    const pos = till();
    await pos.opened();
    // No receipt on screen: a product added changes nothing at the till.
    expect(pos.actor.getSnapshot().can({ type: 'till.cart.added' })).toBe(false);
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.answers.submitSale.push(sold);
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    pos.payment().send({ type: 'payment.add' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.receipt !== null);
    pos.actor.send({ type: 'till.cart.added' });
    expect([pos.context().receipt, pos.actor.getSnapshot().value]).toEqual([null, { open: 'selling' }]);
    pos.actor.stop();
  });

  it('keeps the sale in progress in the browser: a till opened after a reload has it back with a note, until it is sold, parked or cancelled', async () => {
    const first = till();
    await first.opened();
    expect(await readSaleInProgress()).toBeNull();
    first.cart().send({ type: 'cart.product.add', product: phone });
    first.cart().send({ type: 'cart.product.add', product: phone });
    first.cart().send({ type: 'cart.charge.change', field: 'discount', text: '5' });
    first.actor.stop();

    // The tab closed (or crashed): the next till reads what this browser kept.
    for (const ending of ['sold', 'parked', 'cancelled'] as const) {
      const kept = (await readSaleInProgress()) as TillOptions['saleInProgress'];
      expect(kept).toMatchObject({ lines: [{ key: phone.id, quantity: 2 }], charges: { discount: 500 } });
      const pos = till({ ...options, saleInProgress: kept });
      await pos.opened();
      expect(noticeInEnglish(pos.context().notice)).toEqual({ kind: 'info', text: englishOf(SALE_RESTORED) });
      expect([pos.cartContext().lines.map((line: { key: string; quantity: number }) => [line.key, line.quantity]), pos.cartContext().chargeTexts.discount]).toEqual([[[phone.id, 2]], '5']);
      if (ending === 'sold') {
        pos.answers.submitSale.push(sold);
        pos.actor.send({ type: 'till.pay', method: 'Card' });
        pos.payment().send({ type: 'payment.add' });
        await waitFor(pos.actor, (snapshot) => snapshot.context.receipt !== null);
      } else if (ending === 'parked') {
        pos.answers.submitSale.push({ ...sold, saleStatus: 'Pending' });
        pos.actor.send({ type: 'till.draft' });
        await waitFor(pos.actor, (snapshot) => englishOrNull(snapshot.context.notice?.text)?.startsWith('Draft') ?? false);
      } else {
        pos.actor.send({ type: 'till.cancel' });
        pos.actor.send({ type: 'till.cancel.confirm' });
      }
      expect(await readSaleInProgress(), ending).toBeNull();
      pos.actor.stop();
      if (ending !== 'cancelled') {
        // The same sale put back on the till for the next ending.
        const again = till();
        await again.opened();
        again.cart().send({ type: 'cart.product.add', product: phone });
        again.cart().send({ type: 'cart.product.add', product: phone });
        again.cart().send({ type: 'cart.charge.change', field: 'discount', text: '5' });
        again.actor.stop();
      }
    }
    // Nothing kept: a till opens on an empty cart without a note.
    const fresh = till({ ...options, saleInProgress: (await readSaleInProgress()) as TillOptions['saleInProgress'] });
    await fresh.opened();
    expect([noticeInEnglish(fresh.context().notice), fresh.cartContext().lines]).toEqual([null, []]);
    fresh.actor.stop();
  });

  it("prints the till's own receipt for a sale the server has not answered yet, under the number the till gave it, and serves the next customer", async () => {
    const pos = till(options, options, false, { shiftId: 'sh-1', cashier: 'Ayesha Khan' });
    await pos.opened();
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.cart().send({ type: 'cart.charge.change', field: 'discount', text: '5' });
    const { totals } = priceCart(pos.cartContext());
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    pos.answers.submitSale.push({ waiting: true, clientId: '5f0c3a52-8d0e-4c1b-9a57-1d2e3f405162', reference: 'POS-1-000007', madeAt: '2026-11-23T09:15:00.000Z' });
    pos.payment().send({ type: 'payment.received.change', text: '50' });
    pos.payment().send({ type: 'payment.add' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.receipt !== null);

    // The till and its open shift go with the sale: the checkout numbers it from the till's block.
    expect(pos.asked.submitSale[0]).toMatchObject({ key: 'key-1', draftId: null, till: { id: 't-1', code: '1' }, shiftId: 'sh-1' });
    const receipt = pos.context().receipt!;
    expect(receipt).toMatchObject({
      _id: '5f0c3a52-8d0e-4c1b-9a57-1d2e3f405162',
      reference: 'POS-1-000007',
      source: 'pos',
      customer: 'Walk-in Customer',
      warehouse: 'Main',
      till: mainTill.name,
      createdBy: 'Ayesha Khan',
      createdAt: '2026-11-23T09:15:00.000Z',
      saleStatus: 'Completed',
      paymentStatus: 'Paid',
      orderDiscount: 5,
      grandTotal: 40,
      paid: 40,
      due: 0,
      change: 10,
      items: 1,
    });
    expect(totals.grandTotal).toBe(4000);
    expect(receipt.products).toEqual([expect.objectContaining({ _id: phone.id, productName: 'Oppo A17', quantity: 2, unitPrice: 22.5, subTotal: 45 })]);
    expect(receipt.payments).toEqual([expect.objectContaining({ method: 'Cash', amount: 40, received: 50 })]);
    expect(englishOf(pos.context().notice!.text)).toBe('The server has not answered yet: sale POS-1-000007 is kept on this till and sent as soon as it answers. Its receipt is printed.');
    expect([pos.printed.length, pos.cartContext().lines, pos.context().key]).toEqual([1, [], 'key-2']);
    pos.actor.stop();
  });

  it('shows what the outbox says, and passes on that the cashier read a refusal', async () => {
    const pos = till();
    await pos.opened();
    const status = { waiting: 2, lastReachedAt: 1_764_000_000_000, refused: [] };
    pos.actor.send({ type: 'till.outbox', status });
    expect(pos.context().outbox).toEqual(status);
    pos.actor.send({ type: 'till.outbox.acknowledge', clientId: 'c-1' });
    expect(pos.actor.getSnapshot().value).toEqual({ open: 'selling' });
    expect(vi.mocked(acknowledgeRefusedSale).mock.calls).toEqual([['c-1']]);
    pos.actor.stop();
  });

  it('keeps how far the catalog for sales without the server is read, while it sells', async () => {
    const pos = till();
    await pos.opened();
    expect(pos.context().catalog).toBeNull();
    const status = { products: 4000, complete: false, syncedAt: 1_764_000_000_000 };
    pos.actor.send({ type: 'till.catalog', status });
    expect(pos.context().catalog).toEqual(status);
    expect(pos.actor.getSnapshot().value).toEqual({ open: 'selling' });
    pos.actor.stop();
  });

  it('saves the cart as a draft, then opens an empty cart for the walk-in customer with a new key', async () => {
    const pos = till();
    await pos.opened();
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.actor.send({ type: 'till.customer.choose', id: 'c-bilal' });
    pos.answers.submitSale.push({ ...sold, reference: 'POS-000002', saleStatus: 'Pending' });
    pos.actor.send({ type: 'till.draft' });
    await pos.opened();
    expect(pos.asked.submitSale).toEqual([
      { key: 'key-1', draftId: null, body: expect.objectContaining({ customerId: 'c-bilal', status: 'Pending', grandTotal: 2250, payments: [] }), till: { id: 't-1', code: '1' }, shiftId: null },
    ]);
    expect([noticeInEnglish(pos.context().notice), pos.context().key, pos.context().customerId, pos.cartContext().lines]).toEqual([
      { kind: 'info', text: 'Draft POS-000002 saved. Resume it from Recent transaction.' },
      'key-2',
      'c-walk-in',
      [],
    ]);
    pos.actor.stop();
  });

  it('asks before cancelling a cart: kept when dismissed, emptied with a new key when confirmed', async () => {
    const pos = till();
    await pos.opened();
    expect(pos.actor.getSnapshot().can({ type: 'till.cancel' })).toBe(false);
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    pos.payment().send({ type: 'payment.cancel' });
    pos.actor.send({ type: 'till.cancel' });
    pos.actor.send({ type: 'till.cancel.dismiss' });
    expect([pos.actor.getSnapshot().value, pos.cartContext().lines.length, pos.context().key]).toEqual([{ open: 'selling' }, 1, 'key-1']);
    pos.answers.submitSale.push(lost());
    pos.actor.send({ type: 'till.draft' });
    await pos.opened();
    expect(noticeInEnglish(pos.context().notice)).toEqual({ kind: 'error', text: 'The server did not answer. The cart is kept; save the draft again.' });
    pos.actor.send({ type: 'till.cancel' });
    pos.actor.send({ type: 'till.cancel.confirm' });
    expect([pos.actor.getSnapshot().value, pos.cartContext().lines, pos.context().key, noticeInEnglish(pos.context().notice)]).toEqual([{ open: 'selling' }, [], 'key-2', null]);
    pos.actor.stop();
  });

  it('goes back to the cart, sending nothing, when the payment dialog is cancelled', async () => {
    const pos = till();
    await pos.opened();
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.actor.send({ type: 'till.customer.choose', id: 'c-bilal' });
    pos.actor.send({ type: 'till.pay', method: 'Card' });
    // A known customer: the dialog reads their deposit first.
    expect(pos.payment().getSnapshot().context).toMatchObject({ due: 2250, method: 'Card', customerId: 'c-bilal', isWalkIn: false });
    await waitFor(pos.payment(), (snapshot) => snapshot.matches('editing'));
    expect(pos.asked.loadDepositBalance).toEqual([{ customerId: 'c-bilal' }]);
    pos.payment().send({ type: 'payment.cancel' });
    expect([pos.actor.getSnapshot().value, pos.asked.submitSale, pos.context().payments]).toEqual([{ open: 'selling' }, [], []]);
    pos.actor.stop();
  });

  it(`sends a sale the server did not answer again after ${CHECKOUT_RETRY_MS / 1000} s with the same key`, async () => {
    vi.useFakeTimers();
    const pos = till();
    // vi.waitFor would move the fake clock; the answers only need their promises settled.
    await vi.advanceTimersByTimeAsync(0);
    expect(pos.actor.getSnapshot().matches({ open: 'selling' })).toBe(true);
    pos.cart().send({ type: 'cart.product.add', product: { ...phone, id: 'p-free', pricing: { price: 0, promotion: null, warehousePrices: null } } as never });
    pos.answers.submitSale.push(lost());
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await vi.advanceTimersByTimeAsync(0);
    expect(pos.actor.getSnapshot().matches({ open: 'waitingToRetry' })).toBe(true);
    pos.answers.submitSale.push(sold);
    await vi.advanceTimersByTimeAsync(CHECKOUT_RETRY_MS - 1);
    expect(pos.asked.submitSale).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pos.context().receipt?.reference).toBe('POS-000001');
    expect(pos.asked.submitSale.map((sent: any) => [sent.key, sent.body.payments])).toEqual([
      ['key-1', []],
      ['key-1', []],
    ]);
    pos.actor.stop();
  });

  it("says the server's reason for refusing a sale, a draft or a customer", async () => {
    const pos = till();
    await pos.opened();
    pos.cart().send({ type: 'cart.product.add', product: { ...phone, id: 'p-free', pricing: { price: 0, promotion: null, warehousePrices: null } } as never });
    const refusedSale = async (answer: unknown) => {
      pos.answers.submitSale.push(answer);
      pos.actor.send({ type: 'till.pay', method: 'Cash' });
      await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: 'selling' }));
      return noticeInEnglish(pos.context().notice);
    };
    expect(await refusedSale(refusal('Not enough stock.', [{ path: 'products.0', message: 'Oppo A17 needs 1, 0 in stock.' }]))).toEqual({ kind: 'error', text: 'Oppo A17 needs 1, 0 in stock.' });
    expect(await refusedSale(refusal('Not enough stock.', []))).toEqual({ kind: 'error', text: 'Not enough stock.' });
    expect(await refusedSale(refusal('', []))).toEqual({ kind: 'error', text: 'The sale was refused (409).' });
    expect(pos.context().key).toBe('key-1');

    pos.answers.submitSale.push(refusal('Refused.', [{ path: 'customerId', message: 'The customer is gone.' }]));
    pos.actor.send({ type: 'till.draft' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: 'selling' }));
    expect(noticeInEnglish(pos.context().notice)).toEqual({ kind: 'error', text: 'The customer is gone.' });
    expect((pos.asked.submitSale.at(-1) as { body: PosSaleBody }).body).toMatchObject({ status: 'Pending', payments: [] });

    pos.actor.send({ type: 'till.customer.new' });
    for (const field of ['name', 'phone', 'address', 'city'] as const) pos.actor.send({ type: 'till.customer.field', field, text: `${field} of Sana` });
    for (const [answer, said] of [
      [refusal('Invalid customer.', [{ path: 'phone', message: 'The phone is taken.' }]), 'The phone is taken.'],
      [refusal('Invalid customer.', []), 'Invalid customer.'],
      [lost(), 'The customer could not be saved. Check the connection and try again.'],
    ] as const) {
      pos.answers.saveCustomer.push(answer);
      pos.actor.send({ type: 'till.customer.save' });
      await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { addingCustomer: 'editing' } }));
      expect(englishOrNull(pos.context().customerProblem)).toBe(said);
    }
    pos.actor.stop();
  });

  it('adds a customer on the spot only with every field filled in, and sells to them', async () => {
    const pos = till();
    await pos.opened();
    pos.actor.send({ type: 'till.customer.new' });
    for (const field of ['name', 'phone', 'address'] as const) pos.actor.send({ type: 'till.customer.field', field, text: `${field} of Sana` });
    pos.actor.send({ type: 'till.customer.field', field: 'city', text: '   ' });
    pos.actor.send({ type: 'till.customer.save' });
    expect(englishOrNull(pos.context().customerProblem)).toBe('Name, phone, address and city are required.');
    pos.actor.send({ type: 'till.customer.field', field: 'city', text: 'Lahore' });
    expect(englishOrNull(pos.context().customerProblem)).toBeNull();
    pos.answers.saveCustomer.push({ id: 'c-sana', name: 'name of Sana', isWalkIn: false });
    pos.actor.send({ type: 'till.customer.save' });
    await pos.opened();
    expect(pos.asked.saveCustomer).toEqual([{ name: 'name of Sana', phone: 'phone of Sana', address: 'address of Sana', city: 'Lahore' }]);
    expect([pos.context().customerId, pos.context().customers.map((customer) => customer.id)]).toEqual(['c-sana', ['c-bilal', 'c-walk-in', 'c-sana']]);
    pos.actor.stop();
  });

  it("brings a held sale back: its lines and charges in the cart at the prices it was saved with, a new key", async () => {
    const held: Sale = {
      ...storedSale,
      _id: 's-held',
      reference: 'POS-000009',
      saleStatus: 'Pending',
      warehouseId: 'w-second',
      billerId: 'b-other',
      customerId: 'c-gone',
      orderTax: 5,
      orderDiscount: 2.75,
      coupon: 1.25,
      shippingCost: 4,
    };
    const pos = till();
    await pos.opened();
    pos.answers.loadRecent.push([{ ...held, products: undefined } as unknown as SaleRow]);
    pos.answers.loadSale.push(held);
    pos.actor.send({ type: 'till.recent.open' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }));
    pos.actor.send({ type: 'till.recent.resume', id: 's-held' });
    await pos.opened();
    expect(pos.asked.loadSale).toEqual([{ id: 's-held' }]);
    const { draftId, key, customerId, notice } = pos.context();
    // A customer the till does not list: the one chosen stays. The till sells from its own warehouse, whatever the draft's was.
    expect({ draftId, key, customerId, notice: noticeInEnglish(notice) }).toEqual({
      draftId: 's-held',
      key: 'key-2',
      customerId: 'c-walk-in',
      notice: { kind: 'info', text: 'Draft POS-000009 is in the cart.' },
    });
    expect(pos.cartContext().warehouse).toBe('Main');
    expect(pos.cartContext().charges).toEqual({ discount: 275, coupon: 125, taxRate: 5000, shipping: 400 });
    expect(pos.cartContext().lines.map((line: any) => [line.key, line.variant, line.quantity, line.product.name, line.product.code, line.product.taxMethod, line.product.taxRate, line.product.variants])).toEqual([
      ['p-laptop', null, 1, 'Dell Inspiron 15 Laptop', 'DL-INS15', 'Exclusive', 15000, []],
    ]);
    expect(priceCart(pos.cartContext()).lines[0].unitPrice).toBe(1_850_000);
    pos.actor.stop();
  });
});

describe('the POS till when the server fails or refuses', () => {
  it('says the till could not be opened, and opens on Retry', async () => {
    const pos = till(options, () => {
      throw lost();
    });
    await waitFor(pos.actor, (snapshot) => snapshot.matches('failed'));
    expect(englishOrNull(pos.context().failure)).toBe('The till could not be opened: its customers or accounts did not load. Check the connection and try again.');
    pos.actor.send({ type: 'till.retry' });
    expect(pos.context().failure).toBeNull();
    await pos.opened();
    expect(pos.context().customers).toEqual(options.customers);
    pos.actor.stop();
  });

  it('keeps a sale the server did not answer: the cashier may send it again at once, or stop and keep the cart and key', async () => {
    const pos = till();
    await pos.opened();
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.answers.submitSale.push(lost());
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    pos.payment().send({ type: 'payment.add' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: 'waitingToRetry' }));
    expect([noticeInEnglish(pos.context().notice), pos.context().payments.length]).toEqual([{ kind: 'error', text: 'The server did not answer. The sale is kept and is sent again with the same key, so it is made once.' }, 1]);
    pos.answers.submitSale.push(lost());
    pos.actor.send({ type: 'till.checkout.retry' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: 'waitingToRetry' }) && pos.asked.submitSale.length === 2);
    pos.actor.send({ type: 'till.checkout.stop' });
    expect([pos.actor.getSnapshot().value, noticeInEnglish(pos.context().notice), pos.context().payments, pos.context().key, pos.cartContext().lines.length]).toEqual([
      { open: 'selling' },
      { kind: 'info', text: 'Stopped sending. The cart and its key are kept: pay again to send it.' },
      [],
      'key-1',
      1,
    ]);
    expect(pos.asked.submitSale.map((sent: any) => sent.key)).toEqual(['key-1', 'key-1']);
    pos.actor.stop();
  });

  it('drops the payments of a refused sale: nothing was made, the cart stays to be paid again', async () => {
    const pos = till();
    await pos.opened();
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.answers.submitSale.push(refusal('Not enough stock.', []));
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    pos.payment().send({ type: 'payment.add' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.notice !== null);
    expect([pos.actor.getSnapshot().value, pos.context().payments, pos.cartContext().lines.length]).toEqual([{ open: 'selling' }, [], 1]);
    pos.actor.stop();
  });

  it('marks every line a checkout was refused for short of stock, and says them all; the next checkout starts unmarked', async () => {
    const pos = till();
    await pos.opened();
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.cart().send({ type: 'cart.product.add', product: laptop });
    pos.cart().send({ type: 'cart.product.add', product: shirtM });
    // As the server words it (shortStockError): one detail per short line, at its index in the body.
    const needsPhone = 'Oppo A17 (OPPO-17) needs 1, 0 in stock.';
    const needsVariant = 'T-Shirt (TS-1) M needs 1, 0 in stock.';
    pos.answers.submitSale.push(refusal(`Not enough stock: ${needsPhone} ${needsVariant}`, [{ path: 'products.0', message: needsPhone }, { path: 'products.2', message: needsVariant }]));
    pos.actor.send({ type: 'till.pay', method: 'Card' });
    pos.payment().send({ type: 'payment.add' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.notice !== null);
    expect(pos.context().shortLines).toEqual({ [phone.id]: needsPhone, [`${shirtM.id}:VRT-2`]: needsVariant });
    expect(noticeInEnglish(pos.context().notice)).toEqual({ kind: 'error', text: `Not enough stock: ${needsPhone} ${needsVariant}` });
    // One short line: its own sentence.
    pos.answers.submitSale.push(refusal(`Not enough stock: ${needsPhone}`, [{ path: 'products.0', message: needsPhone }]));
    pos.actor.send({ type: 'till.pay', method: 'Card' });
    pos.payment().send({ type: 'payment.add' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: 'selling' }));
    expect([pos.context().shortLines, noticeInEnglish(pos.context().notice)?.text]).toEqual([{ [phone.id]: needsPhone }, needsPhone]);
    // A field of a line the server refused (its quantity) is not a short line: nothing is marked.
    pos.answers.submitSale.push(refusal('Check the quantities.', [{ path: 'products.1.quantity', message: 'Must be a whole number.' }]));
    pos.actor.send({ type: 'till.pay', method: 'Card' });
    pos.payment().send({ type: 'payment.add' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: 'selling' }) && noticeInEnglish(snapshot.context.notice)?.text !== needsPhone);
    expect([pos.context().shortLines, noticeInEnglish(pos.context().notice)?.text]).toEqual([{}, 'Must be a whole number.']);
    pos.actor.stop();
  });

  it('opens Recent transaction: reprints a completed sale, resumes only a draft, and says when a read failed', async () => {
    const draft = { ...sold, _id: 's-draft', reference: 'POS-000002', saleStatus: 'Pending' } as Sale;
    const rows = [sold, draft].map((sale) => ({ ...sale, products: undefined }) as unknown as SaleRow);
    const pos = till();
    await pos.opened();
    pos.actor.send({ type: 'till.receipt.print' });
    expect(pos.printed).toEqual([]);
    // Return a sale is there beside Recent transaction.
    expect(pos.actor.getSnapshot().can({ type: 'till.return' })).toBe(true);
    // Refused (the cashier's access, say): the server's reason, and an empty list.
    pos.answers.loadRecent.push(refusal('You may not list sales.', []));
    pos.actor.send({ type: 'till.recent.open' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }));
    expect([pos.context().recent, noticeInEnglish(pos.context().notice)]).toEqual([[], { kind: 'error', text: 'You may not list sales.' }]);
    pos.actor.send({ type: 'till.recent.close' });
    pos.answers.loadRecent.push(lost());
    pos.actor.send({ type: 'till.recent.open' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }));
    expect([pos.context().recent, noticeInEnglish(pos.context().notice)]).toEqual([[], { kind: 'error', text: 'The recent transactions could not be loaded. Check the connection and try again.' }]);
    pos.actor.send({ type: 'till.recent.close' });
    expect(pos.actor.getSnapshot().value).toEqual({ open: 'selling' });

    pos.answers.loadRecent.push(rows);
    pos.actor.send({ type: 'till.recent.open' });
    expect(noticeInEnglish(pos.context().notice)).toBeNull();
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }));
    const can = (type: 'till.recent.resume' | 'till.recent.reprint' | 'till.recent.return', id: string) => pos.actor.getSnapshot().can({ type, id });
    expect([can('till.recent.resume', 's-sold'), can('till.recent.resume', 's-draft'), can('till.recent.reprint', 's-draft'), can('till.recent.reprint', 's-sold'), can('till.recent.reprint', 's-gone')]).toEqual([false, true, false, true, false]);
    // Return is offered on a completed sale of the list only: a draft was never paid.
    expect([can('till.recent.return', 's-sold'), can('till.recent.return', 's-draft'), can('till.recent.return', 's-gone')]).toEqual([true, false, false]);

    for (const type of ['till.recent.resume', 'till.recent.reprint'] as const) {
      pos.answers.loadSale.push(lost());
      pos.actor.send({ type, id: type === 'till.recent.resume' ? 's-draft' : 's-sold' });
      await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }) && snapshot.context.notice !== null);
      expect(noticeInEnglish(pos.context().notice)).toEqual({ kind: 'error', text: `The ${type === 'till.recent.resume' ? 'draft' : 'sale'} could not be loaded. Check the connection and try again.` });
      // Refused (deleted meanwhile, say): the server's reason, and the list stays open.
      pos.answers.loadSale.push(refusal('Sale not found.', []));
      pos.actor.send({ type, id: type === 'till.recent.resume' ? 's-draft' : 's-sold' });
      await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }) && noticeInEnglish(snapshot.context.notice)?.text === 'Sale not found.');
    }
    pos.answers.loadSale.push(sold);
    pos.actor.send({ type: 'till.recent.reprint', id: 's-sold' });
    await pos.opened();
    expect([pos.asked.loadSale.at(-1), pos.context().receipt?.reference, pos.printed.length]).toEqual([{ id: 's-sold' }, 'POS-000001', 1]);
    pos.actor.stop();
  });

  it('checks a free cart out without the payment dialog, clearing what was said before', async () => {
    const pos = till();
    await pos.opened();
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    expect(noticeInEnglish(pos.context().notice)?.kind).toBe('error');
    pos.cart().send({ type: 'cart.product.add', product: { ...phone, id: 'p-free', pricing: { price: 0, promotion: null, warehousePrices: null } } as never });
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    expect([pos.actor.getSnapshot().value, noticeInEnglish(pos.context().notice), pos.context().payments]).toEqual([{ open: 'checkingOut' }, null, []]);
    pos.actor.stop();
  });

  it("prints a reprinted receipt through the browser's print, once the receipt is drawn", async () => {
    const print = vi.fn();
    const frames: (() => void)[] = [];
    vi.stubGlobal('window', { print });
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
    try {
      const pos = till(options, options, true);
      await pos.opened();
      pos.answers.loadRecent.push([{ ...sold, products: undefined } as unknown as SaleRow]);
      pos.answers.loadSale.push(sold);
      pos.actor.send({ type: 'till.recent.open' });
      await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }));
      pos.actor.send({ type: 'till.recent.reprint', id: 's-sold' });
      await pos.opened();
      expect(print).not.toHaveBeenCalled();
      for (const frame of frames) frame();
      expect(print).toHaveBeenCalledTimes(1);
      pos.actor.stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts the new customer dialog empty every time, and closes it without saving', async () => {
    const pos = till();
    await pos.opened();
    pos.actor.send({ type: 'till.customer.new' });
    pos.actor.send({ type: 'till.customer.field', field: 'name', text: 'Sana' });
    pos.actor.send({ type: 'till.customer.save' });
    expect(englishOrNull(pos.context().customerProblem)).toBe('Name, phone, address and city are required.');
    pos.actor.send({ type: 'till.customer.close' });
    expect([pos.actor.getSnapshot().value, pos.asked.saveCustomer]).toEqual([{ open: 'selling' }, []]);
    pos.actor.send({ type: 'till.customer.new' });
    expect([pos.context().newCustomer, englishOrNull(pos.context().customerProblem)]).toEqual([{ name: '', phone: '', address: '', city: '' }, null]);
    pos.actor.stop();
  });

  it('gives the next cart to the first customer when none is the walk-in one, and to nobody when there are none', async () => {
    const pos = till({ ...options, customers: [options.customers[0]] });
    await pos.opened();
    pos.cart().send({ type: 'cart.product.add', product: phone });
    pos.actor.send({ type: 'till.cancel' });
    pos.actor.send({ type: 'till.cancel.confirm' });
    expect(pos.context().customerId).toBe('c-bilal');
    pos.actor.stop();
    const empty = till({ ...options, customers: [] });
    await empty.opened();
    empty.cart().send({ type: 'cart.product.add', product: phone });
    empty.actor.send({ type: 'till.cancel' });
    empty.actor.send({ type: 'till.cancel.confirm' });
    expect([empty.context().customerId, empty.context().key]).toEqual([null, 'key-2']);
    empty.actor.stop();
  });

  it('brings a held sale back to its own customer when the till lists them', async () => {
    const held: Sale = { ...storedSale, _id: 's-held', reference: 'POS-000010', saleStatus: 'Pending', customerId: 'c-bilal' };
    const pos = till();
    await pos.opened();
    pos.answers.loadRecent.push([{ ...held, products: undefined } as unknown as SaleRow]);
    pos.answers.loadSale.push(held);
    pos.actor.send({ type: 'till.recent.open' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }));
    pos.actor.send({ type: 'till.recent.resume', id: 's-held' });
    await pos.opened();
    expect([pos.context().customerId, pos.context().draftId]).toEqual(['c-bilal', 's-held']);
    pos.actor.stop();
  });

  it('brings back a held line whose variant lacks its name or item code as the product itself', async () => {
    const held: Sale = {
      ...storedSale,
      _id: 's-held',
      saleStatus: 'Pending',
      products: [
        { ...storedSale.products[0], variant: 'Old size', variantCode: null },
        { ...storedSale.products[0], _id: 'p-cap', variant: null, variantCode: 'CAP-X' },
        { ...storedSale.products[0], _id: 'p-shirt', variant: 'M', variantCode: 'TS-M', unitPrice: 12 },
      ],
    };
    const pos = till();
    await pos.opened();
    pos.answers.loadRecent.push([{ ...held, products: undefined } as unknown as SaleRow]);
    pos.answers.loadSale.push(held);
    pos.actor.send({ type: 'till.recent.open' });
    await waitFor(pos.actor, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }));
    pos.actor.send({ type: 'till.recent.resume', id: 's-held' });
    await pos.opened();
    expect(pos.cartContext().lines.map((line: any) => [line.key, line.variant, line.product.variants])).toEqual([
      ['p-laptop', null, []],
      ['p-cap', null, []],
      ['p-shirt:TS-M', 'TS-M', [{ name: 'M', itemCode: 'TS-M', barcode: null, additionalPrice: 0, stock: 0 }]],
    ]);
    pos.actor.stop();
  });
});

describe('a new cart key', () => {
  it('is 128 random bits in hex after pos-, another for every cart', () => {
    const keys = [newCheckoutKey(), newCheckoutKey()];
    for (const key of keys) expect(key).toMatch(/^pos-[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

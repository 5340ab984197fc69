/**
 * Path model of the POS till for `npm run test:paths` and its tests: the till's options read or
 * failed and retried; warehouse, biller and customer; paying (the payment dialog's answer), the
 * checkout answered, refused or lost and sent again; drafts; Cancel's question; Recent transaction
 * with resume and reprint; adding a customer. The cart is a stand-in holding one phone at 22.50 (the
 * cart machine has its own paths): a phone at 22.50, nothing, or a free sample.
 */
import { fromPromise, setup } from 'xstate';
import type { CartLine, PosCartContext } from '../../../src/machines/pos/pos-cart.machine';
import { posTillMachine } from '../../../src/machines/pos/pos-till.machine';
import type { Sale, SaleRow } from '../../../src/domain/sales.schemas';
import { delayedEvents, doneEvent, errorEvent, machineTestModel } from '../model-helpers';
import { storedSale } from '../sales/sale-form.model';
import { phone } from './pos-cart.model';

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;

/** The till the browser is bound to: it sells from Secondary; its card money goes to its own account. */
export const boundTill = {
  _id: 't-1',
  name: 'Till 1',
  code: '1',
  warehouse: 'w-second',
  warehouseName: 'Secondary',
  biller: 'b-main',
  billerName: 'Main Biller',
  cashAccount: 'a-drawer',
  methodAccounts: { Card: 'a-card', Paypal: null, Cheque: null, GiftCard: null },
};

export const options = {
  customers: [{ id: 'c-walk-in', name: 'Walk-in Customer', isWalkIn: true }],
  accounts: [{ id: 'a-cash', name: 'Cash in Hand (CASH-1)', isDefault: true }],
  accountFor: { Cash: 'a-cash', Card: 'a-cash', Paypal: 'a-cash', Cheque: 'a-cash', GiftCard: 'a-cash' },
};

const NO_CHARGES = { discount: 0, coupon: 0, taxRate: 0, shipping: 0 } as unknown as PosCartContext['charges'];

/**
 * The cart the till sees, as a stand-in whose lines do not change (the cart machine has its own
 * paths): a phone at 22.50, an empty cart, or a free sample at 0.00. Path generation does not run
 * the till's messages to its children, so a stand-in that changed would make paths the till cannot take.
 */
export type TillCart = 'phone' | 'empty' | 'free';
const cartLines: Record<TillCart, CartLine[]> = {
  phone: [{ key: phone.id, product: phone, variant: null, quantity: 1 } as CartLine],
  empty: [],
  free: [{ key: 'p-sample', product: { ...phone, id: 'p-sample', pricing: { price: 0, promotion: null, warehousePrices: null } }, variant: null, quantity: 1 } as unknown as CartLine],
};
export const cartDue: Record<TillCart, number> = { phone: 2250, empty: 0, free: 0 };

function standInCart(kind: TillCart) {
  return setup({ types: { context: {} as Pick<PosCartContext, 'lines' | 'charges' | 'today' | 'warehouse'> } }).createMachine({
    context: { lines: cartLines[kind], charges: NO_CHARGES, today: '2026-11-23' as never, warehouse: null },
  });
}
const standIn = setup({}).createMachine({});

/** What the server answers. */
export const completedSale: Sale = { ...storedSale, _id: 's-sold', reference: 'POS-000001', source: 'pos', saleStatus: 'Completed' };
export const draftSale: Sale = { ...storedSale, _id: 's-draft', reference: 'POS-000002', source: 'pos', saleStatus: 'Pending', warehouseId: 'w-main', billerId: 'b-main', customerId: 'c-walk-in' };
export const recentRows = [completedSale, draftSale].map(({ products: _products, payments: _payments, change: _change, ...row }) => row) as SaleRow[];
export const refusal = { ok: false, status: 409, message: 'Not enough stock.', issues: [{ path: 'products.0', message: 'Oppo A17 (OPPO-17) needs 1, 0 in stock.' }] };
/** A read the server refused (the sale was deleted, the session lost its access). */
export const notFound = { ok: false, status: 404, message: 'Sale not found.', issues: [] };
/** The server's answer carrying its data, as src/api gives it. */
export const answer = <Data>(data: Data) => ({ ok: true as const, data });
export const newCustomer = { id: 'c-sana', name: 'Sana Malik', isWalkIn: false };
/** A sale kept in the browser before a reload, with the key it was sent with and got no answer for. */
/** A return made at the till of the sold phone: 22.50 back, 2.50 refunded in money and 20.00 on the customer's credit. */
export const savedReturn = { reference: 'RS-000003', document: 'POS-000001', refunded: 2.5, credited: 20 };
export const keptSale = { lines: cartLines.phone, charges: NO_CHARGES, key: 'key-kept', unansweredBody: '{"sent":"before the reload"}' };
/** What the loaded return form is opened with, as the loader hands it back. */
export const returnFormInput = { kind: 'sale' as const, till: boundTill };
export const cashPayment = { method: 'Cash', amount: 2250, accountId: 'a-cash', received: 2500 };

export function testablePosTillMachine(kind: TillCart = 'phone') {
  let made = 0;
  return {
    machine: posTillMachine.provide({
      actors: {
        loadOptions: never(),
        submitSale: never(),
        loadRecent: never(),
        loadSale: never(),
        saveCustomer: never(),
        cart: standInCart(kind) as never,
        tiles: standIn as never,
        payment: standIn as never,
        loadReturnForm: never(),
      },
      actions: { printReceipt: () => {}, keepKey: () => {} },
    }),
    input: {
      today: '2026-11-23',
      till: boundTill,
      newKey: () => {
        made += 1;
        return `key-${made}`;
      },
    },
  };
}

const lost = new TypeError('Failed to fetch');
/** A sale kept in the outbox: the server has not answered within the wait (docs/offline-till.md#the-till-in-the-browser). */
const waitingSale = { waiting: true, clientId: '5f0c3a52-8d0e-4c1b-9a57-1d2e3f405162', reference: 'POS-1-000007', madeAt: '2026-11-23T09:15:00.000Z' };
/** The till's first read of its catalog, part way. */
const catalogPartRead = { products: 4000, complete: false, syncedAt: Date.UTC(2026, 10, 23, 9, 10) };

const outboxWithRefusal = {
  waiting: 1,
  lastReachedAt: Date.UTC(2026, 10, 23, 9, 10),
  refused: [
    {
      clientId: '0b7d2f4e-1c3a-4d5e-8f60-718293a4b5c6',
      reference: 'POS-1-000005',
      settledAt: Date.UTC(2026, 10, 23, 9, 12),
      outcome: 'refused' as const,
      refusal: { ok: false as const, status: 400, message: '', issues: [{ path: 'customer', message: 'Customer not found.' }] },
      printed: true,
      acknowledged: false,
    },
  ],
};

export function posTillModel(kind: TillCart = 'phone') {
  const { machine, input } = testablePosTillMachine(kind);
  return machineTestModel(machine, {
    // A receipt on screen is printed; a new customer is saved once typed.
    facet: (context) => [context.receipt !== null, Object.values(context.newCustomer).filter(Boolean).length],
    input,
    events: (snapshot: any) => {
      const { context } = snapshot;
      const at = (state: unknown) => snapshot.matches(state);
      if (at('loading')) return [doneEvent('loadOptions', answer(options)), doneEvent('loadOptions', answer({ ...options, saleInProgress: keptSale })), doneEvent('loadOptions', notFound), errorEvent('loadOptions', lost)];
      if (at('failed')) return [{ type: 'till.retry' }];
      const everywhere = [{ type: 'till.customer.choose', id: 'c-walk-in' }];
      if (at({ open: 'selling' })) {
        // Offered where they make a new case, so the paths stay few: a receipt on screen is printed or
        // closed; an empty cart is paid or drafted (both refused); a free one is checked out.
        if (kind !== 'phone') return [{ type: 'till.pay', method: 'Cash' }, { type: 'till.draft' }];
        if (context.receipt !== null) return [{ type: 'till.receipt.print' }, { type: 'till.receipt.close' }, { type: 'till.cart.added' }];
        const fresh = context.notice === null && context.draftId === null && context.customers.length === 1;
        return [
          ...(fresh
            ? [
                ...everywhere,
                { type: 'till.customer.new' },
                { type: 'till.recent.open' },
                { type: 'till.return' },
                { type: 'till.outbox', status: outboxWithRefusal },
                { type: 'till.outbox.acknowledge', clientId: outboxWithRefusal.refused[0]!.clientId },
                { type: 'till.catalog', status: catalogPartRead },
              ]
            : []),
          { type: 'till.pay', method: 'Cash' },
          { type: 'till.draft' },
          { type: 'till.cancel' },
        ];
      }
      if (at({ open: 'paying' })) return [doneEvent('payment', { payments: [cashPayment] }), doneEvent('payment', { payments: null })];
      if (at({ open: 'checkingOut' })) return [doneEvent('submitSale', answer(completedSale)), doneEvent('submitSale', answer(waitingSale)), errorEvent('submitSale', lost), doneEvent('submitSale', refusal)];
      if (at({ open: 'waitingToRetry' })) return [...delayedEvents(posTillMachine), { type: 'till.checkout.retry' }, { type: 'till.checkout.stop' }];
      if (at({ open: 'drafting' })) return [doneEvent('saveDraft', answer(draftSale)), errorEvent('saveDraft', lost), doneEvent('saveDraft', refusal)];
      if (at({ open: 'confirmingCancel' })) return [{ type: 'till.cancel.confirm' }, { type: 'till.cancel.dismiss' }];
      if (at({ open: { recent: 'loading' } })) return [doneEvent('loadRecent', answer(recentRows)), doneEvent('loadRecent', notFound), errorEvent('loadRecent', lost)];
      if (at({ open: { recent: 'shown' } }))
        return [
          { type: 'till.recent.resume', id: 's-draft' },
          { type: 'till.recent.reprint', id: 's-sold' },
          { type: 'till.recent.return', id: 's-sold' },
          { type: 'till.recent.close' },
        ];
      if (at({ open: { recent: 'resuming' } })) return [doneEvent('loadSale', answer(draftSale)), doneEvent('loadSale', notFound), errorEvent('loadSale', lost)];
      if (at({ open: { recent: 'reprinting' } })) return [doneEvent('loadSale', answer(completedSale)), doneEvent('loadSale', notFound), errorEvent('loadSale', lost)];
      // The return form's code arrives, or does not (offline, or a new version on the server).
      if (at({ open: { returning: 'loading' } })) return [doneEvent('loadReturnForm', { logic: standIn, input: returnFormInput }), errorEvent('loadReturnForm', lost)];
      // The return form ends with the return it saved, or with none when the cashier closed it.
      if (at({ open: { returning: 'open' } })) return [doneEvent('returnForm', { saved: savedReturn }), doneEvent('returnForm', { saved: null })];
      if (at({ open: { addingCustomer: 'editing' } }))
        return [
          ...(['name', 'phone', 'address', 'city'] as const).filter((field) => context.newCustomer[field] === '').slice(0, 1).map((field) => ({ type: 'till.customer.field', field, text: `${field} of Sana` })),
          { type: 'till.customer.save' },
          { type: 'till.customer.close' },
        ];
      if (at({ open: { addingCustomer: 'saving' } })) return [doneEvent('saveCustomer', answer(newCustomer)), doneEvent('saveCustomer', refusal), errorEvent('saveCustomer', lost)];
      return [];
    },
  });
}

import { describe, expect, it } from 'vitest';
import { englishOf } from '../common/english';
import type { ShownText } from '../../../src/machines/common/notifications';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { CHOICES_FAILED_MESSAGE, purchaseChoicesMachine } from '../../../src/machines/purchases/purchase-choices.machine';
import { PURCHASE_FAILED_MESSAGE, PURCHASE_LOAD_FAILED_MESSAGE, PURCHASE_UPDATED_MESSAGE, purchaseFormMachine } from '../../../src/machines/purchases/purchase-form.machine';

/** docs/screens.md#purchases. */
const WAREHOUSE_REQUIRED = 'Please select a warehouse';
import {
  ACCOUNT_REQUIRED_MESSAGE,
  AMOUNT_ABOVE_DUE_MESSAGE,
  PAYMENT_ADDED_MESSAGE,
  PAYMENT_SAVE_FAILED_MESSAGE,
  PAYMENTS_LOAD_FAILED_MESSAGE,
  purchasePaymentMachine,
} from '../../../src/machines/purchases/purchase-payment.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import {
  cashAccount,
  duePurchase,
  paidAnswer,
  purchaseChoicesPathModel,
  purchaseFormPathModel,
  purchasePaymentPathModel,
  shortStock,
  testablePurchaseChoicesMachine,
  testablePurchaseFormMachine,
  testablePurchasePaymentMachine,
} from './purchase-machines.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const notices = (emitted: { type: string }[]) => emitted.filter((event) => event.type === 'notify').map((event) => (event as unknown as { kind: string }).kind + ': ' + englishOf((event as unknown as { message: ShownText }).message));

const formAssertions: StateAssertions<any> = {
  loading: ({ snapshot, invoked }: Check) => {
    expect(snapshot.context.loadError).toBeNull();
    expect(invoked).toEqual([{ id: 'loadPurchaseForm', input: { id: 'pr-1' } }]);
  },
  loadFailed: ({ snapshot, event }: Check) => {
    // A purchase that is gone says the server's words; no answer says to check the connection.
    expect(snapshot.context.loadError).toBe(event.type === 'xstate.done.actor.loadPurchaseForm' ? 'Purchase not found.' : PURCHASE_LOAD_FAILED_MESSAGE);
    expect(snapshot.can({ type: 'form.submit' })).toBe(false);
  },
  editing: ({ snapshot, event, emitted }: Check) => {
    const { context } = snapshot;
    if (event.type === 'xstate.done.actor.loadPurchaseForm') {
      const loaded = (event as unknown as { output: { data: { purchase: unknown } } }).output.data.purchase;
      // The edited purchase's values and its one line; an empty form when there was none.
      expect(context.values.warehouse).toBe(loaded ? 'w-main' : '');
      expect(context.lines.getSnapshot().context.lines.length).toBe(loaded ? 1 : 0);
      // Its attached invoice to download, saved under the purchase's reference.
      expect(context.attachment).toEqual(loaded ? { href: `/uploads/${'3f'.repeat(32)}.pdf`, fileName: 'PR-000001.pdf' } : null);
    }
    if (event.type === 'form.submit') {
      // Submit stayed on the form: a warehouse or a line is missing, and the alert says which.
      const expected = context.values.warehouse === '' ? WAREHOUSE_REQUIRED : 'Please add at least one product.';
      expect(notices(emitted)).toEqual([`error: ${expected}`]);
      if (context.values.warehouse === '') expect(context.fieldErrors.warehouse).toBe(WAREHOUSE_REQUIRED);
    } else if (event.type === 'xstate.done.actor.savePurchase') {
      // Never the success alert on a refusal: the server's own message, and the fields it named.
      expect(notices(emitted)).toEqual([`error: ${shortStock.message}`]);
      expect(context.fieldErrors).toEqual({ 'products.0': 'needs 3, 1 in stock.' });
    } else if (event.type === 'xstate.error.actor.savePurchase') {
      expect(notices(emitted)).toEqual([`error: ${englishOf(PURCHASE_FAILED_MESSAGE)}`]);
    } else {
      expect(emitted).toEqual([]);
    }
  },
  saving: ({ snapshot, invoked }: Check) => {
    const { values, lines } = snapshot.context;
    expect(values.warehouse).not.toBe('');
    // The saved body: the form's values, its line with the totals the server recomputes (3 × 100 − 5 = 295, 15% 44.25).
    expect(invoked).toEqual([
      {
        id: 'savePurchase',
        input: {
          id: 'pr-1',
          body: {
            warehouse: values.warehouse,
            supplier: 's-karachi',
            purchaseStatus: values.purchaseStatus,
            orderTax: 0,
            discount: 0,
            shippingCost: 0,
            note: '',
            products: [{ productId: 'p-laptop', productCode: 'DL-INS15', quantity: 3, productCost: 100, discount: 5, taxRate: 15, tax: 44.25, subTotal: 339.25 }],
            total: 339.25,
            paidInFull: values.paidInFull,
          },
        },
      },
    ]);
    expect(lines.getSnapshot().context.lines).toHaveLength(1);
  },
  saved: ({ emitted }: Check) => {
    expect(emitted).toEqual([
      { type: 'notify', kind: 'success', message: PURCHASE_UPDATED_MESSAGE, place: 'layout' },
      { type: 'navigate', to: '/purchase/list' },
    ]);
  },
};

describe('purchase form machine along its paths', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(formAssertions).sort()).toEqual(leafStatePaths(purchaseFormMachine).sort());
  });
  const paths = purchaseFormPathModel().getShortestPaths();
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testablePurchaseFormMachine, path, formAssertions, { id: 'pr-1' }));
  }
  itTakesTheRecordedChart('purchase-form edit', testablePurchaseFormMachine, paths, { id: 'pr-1' });
});

const paymentAssertions: StateAssertions<any> = {
  idle: ({ snapshot }: Check) => expect(snapshot.can({ type: 'payment.submit' })).toBe(false),
  'open.loading': ({ snapshot, invoked, event, emitted }: Check) => {
    if (['payment.open', 'payment.retry', 'xstate.done.actor.savePayment'].includes(event.type)) expect(invoked).toEqual([{ id: 'loadPayments', input: { purchaseId: 'pr-1' } }]);
    if (event.type === 'payment.open') expect(snapshot.context.values).toEqual({ amount: '130.00', account: '', method: 'Cash', date: '', note: '' });
    if (event.type === 'xstate.done.actor.savePayment') {
      expect(notices(emitted)).toEqual([`success: ${englishOf(PAYMENT_ADDED_MESSAGE)}`]);
      // Paid in full now: nothing left to propose.
      expect(snapshot.context.purchase.due).toBe(0);
      expect(snapshot.context.values.amount).toBe('');
    } else expect(emitted).toEqual([]);
  },
  'open.failed': ({ snapshot }: Check) => expect(snapshot.context.message).toBe(PAYMENTS_LOAD_FAILED_MESSAGE),
  'open.ready': ({ snapshot, event }: Check) => {
    const { context } = snapshot;
    if (event.type === 'xstate.done.actor.loadPayments') expect(context.values.account).toBe(context.values.account === '' ? '' : cashAccount._id);
    if (event.type === 'payment.submit') {
      const expected: Record<string, string> = {};
      const { amount } = context.values;
      if (amount === '') expected.amount = 'Amount must be a number.';
      else if (Number(amount) > context.purchase.due) expected.amount = AMOUNT_ABOVE_DUE_MESSAGE;
      if (context.values.account === '') expected.account = ACCOUNT_REQUIRED_MESSAGE;
      expect(Object.fromEntries(Object.entries(context.fieldErrors).filter(([, message]) => message))).toEqual(expected);
    }
    if (event.type === 'xstate.done.actor.savePayment') expect([context.fieldErrors.amount, context.message]).toEqual(['The amount is more than what is due (130.00).', 'The amount is more than what is due (130.00).']);
    if (event.type === 'xstate.error.actor.savePayment') expect(context.message).toBe(PAYMENT_SAVE_FAILED_MESSAGE);
  },
  'open.saving': ({ snapshot, invoked }: Check) => {
    const { values } = snapshot.context;
    expect(invoked).toEqual([{ id: 'savePayment', input: { purchaseId: 'pr-1', body: { amount: Number(values.amount), account: values.account, method: 'Cash', note: '' } } }]);
  },
};

describe('purchase payment machine along its paths', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(paymentAssertions).sort()).toEqual(leafStatePaths(purchasePaymentMachine).sort());
  });
  const paymentPaths = purchasePaymentPathModel().getShortestPaths();
  for (const path of paymentPaths) {
    it(pathTitle(path), () => replayPath(testablePurchasePaymentMachine, path, paymentAssertions));
  }
  itTakesTheRecordedChart('purchase-payment', testablePurchasePaymentMachine, paymentPaths);

  it('tells the purchase list to read again after a payment, not after a refusal', async () => {
    for (const [answer, reloads] of [
      [paidAnswer, 1],
      [{ ok: false, status: 400, message: 'No.', issues: [] }, 0],
    ] as const) {
      const heard: unknown[] = [];
      const list = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
      const machine = purchasePaymentMachine.provide({
        actors: { loadPayments: fromPromise(async () => ({ ok: true, data: { accounts: [cashAccount], payments: [] } })) as never, savePayment: fromPromise(async () => answer) as never },
      });
      const actor = createActor(machine, { input: { list } }).start();
      actor.send({ type: 'payment.open', purchase: duePurchase });
      await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
      actor.send({ type: 'payment.submit' });
      await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
      expect(heard).toHaveLength(reloads);
    }
  });
});

const choicesAssertions: StateAssertions<any> = {
  loading: ({ invoked, event }: Check) => expect(invoked).toEqual(event.type === 'xstate.init' || event.type === 'choices.retry' ? [{ id: 'loadChoices', input: undefined }] : []),
  failed: ({ snapshot }: Check) => expect(snapshot.context.error).toBe(CHOICES_FAILED_MESSAGE),
  ready: ({ snapshot }: Check) => expect(snapshot.context.choices.warehouses.map((choice: { name: string }) => choice.name)).toEqual(['Main', 'Secondary']),
};

describe('purchase list choices machine along its paths', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(choicesAssertions).sort()).toEqual(leafStatePaths(purchaseChoicesMachine).sort());
  });
  const choicesPaths = purchaseChoicesPathModel().getShortestPaths();
  for (const path of choicesPaths) {
    it(pathTitle(path), () => replayPath(testablePurchaseChoicesMachine, path, choicesAssertions));
  }
  itTakesTheRecordedChart('purchase-choices', testablePurchaseChoicesMachine, choicesPaths);
});

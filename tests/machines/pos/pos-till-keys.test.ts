import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor, type AnyActorRef } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-item';
import { readSaleInProgress } from '../../../src/api/pos/sale-in-progress';
import type { Sale } from '../../../src/domain/sales.schemas';
import { posPaymentMachine } from '../../../src/machines/pos/pos-payment.machine';
import { posTillMachine, type TillOptions } from '../../../src/machines/pos/pos-till.machine';
import { storedSale } from '../sales/sale-form.model';
import { phone } from './pos-cart.model';
import { boundTill } from './pos-till.model';
import { noticeInEnglish } from './english-text';

/**
 * The checkout's idempotency key (docs/money-and-payments.md, "Idempotency"): one key names one
 * body. The same sale sent again after a lost answer keeps its key (made once); a cart that changed
 * after a send that got no answer is another sale and takes a new key, or the server refuses it
 * (422: 'This Idempotency-Key was already used for another request.'). That refusal is shown and
 * the cart kept. The server side is stubbed: the till's submitSale actor records what it is given.
 */
const options: TillOptions = {
  customers: [{ id: 'c-walk-in', name: 'Walk-in Customer', isWalkIn: true }],
  accounts: [{ id: 'a-cash', name: 'Cash in Hand' }],
  accountFor: { Cash: 'a-cash', Card: 'a-cash', Paypal: 'a-cash', Cheque: 'a-cash', GiftCard: 'a-cash' },
};
const sold: Sale = { ...storedSale, _id: 's-sold', reference: 'POS-000001', source: 'pos' };
const lost = () => new TypeError('Failed to fetch');
const KEY_REUSED = 'This Idempotency-Key was already used for another request.';
const keyReused = { ok: false, status: 422, message: KEY_REUSED, issues: [{ path: 'Idempotency-Key', message: 'Send a new key for a new request.' }] };
/** A free sample: paying it needs no payment dialog, so each Pay is one send. */
const sample = { ...phone, id: 'p-free', name: 'Free sample', pricing: { price: 0, promotion: null, warehousePrices: null } } as unknown as PosItem;

function till() {
  const sent: { key: string; status: string; lines: number; payments: number }[] = [];
  const answers: unknown[] = [];
  let made = 0;
  const machine = posTillMachine.provide({
    actors: {
      loadOptions: fromPromise(async () => ({ ok: true, data: options })) as never,
      submitSale: fromPromise(async ({ input }: { input: any }) => {
        sent.push({ key: input.key, status: input.body.status, lines: input.body.lines.length, payments: input.body.payments.length });
        const answer = answers.shift();
        // As src/api answers: no answer rejects, a refusal is data, a sale comes as { ok: true, data }.
        if (answer instanceof Error) throw answer;
        return (answer as { ok?: boolean }).ok === false ? answer : { ok: true, data: answer };
      }) as never,
      tiles: setup({}).createMachine({}) as never,
      payment: posPaymentMachine,
    },
    actions: { printReceipt: () => {} },
    delays: { checkoutRetry: 1e9 },
  });
  const actor = createActor(machine, { input: { today: '2026-11-23', till: boundTill, newKey: () => `key-${(made += 1)}` } }).start();
  const cart = () => actor.getSnapshot().context.cart as AnyActorRef;
  const settled = (state: object) => waitFor(actor, (snapshot) => snapshot.matches(state));
  return { actor, sent, answers, cart, settled, context: () => actor.getSnapshot().context };
}

describe('the POS checkout key', () => {
  it('keeps the key when the same cart is paid again after a lost answer', async () => {
    const pos = till();
    await pos.settled({ open: 'selling' });
    pos.cart().send({ type: 'cart.product.add', product: sample });
    pos.answers.push(lost(), sold);
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await pos.settled({ open: 'waitingToRetry' });
    // Kept in the browser with the sale in progress: a reload now sends it again under the same key.
    expect(await readSaleInProgress()).toMatchObject({ key: 'key-1', unansweredBody: expect.stringContaining('"status":"Completed"') });
    pos.actor.send({ type: 'till.checkout.stop' });
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.receipt !== null);
    expect(pos.sent.map((send) => send.key)).toEqual(['key-1', 'key-1']);
  });

  it('takes a new key when the cart changed after a send that got no answer, and keeps that one through its own retries', async () => {
    const pos = till();
    await pos.settled({ open: 'selling' });
    pos.cart().send({ type: 'cart.product.add', product: sample });
    pos.answers.push(lost(), lost(), sold);
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await pos.settled({ open: 'waitingToRetry' });
    pos.actor.send({ type: 'till.checkout.stop' });
    // The customer takes a second item: another sale than the one that may have been made.
    pos.cart().send({ type: 'cart.product.add', product: { ...sample, id: 'p-free-2', code: 'FREE-2' } });
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await pos.settled({ open: 'waitingToRetry' });
    pos.actor.send({ type: 'till.checkout.retry' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.receipt !== null);
    expect(pos.sent.map((send) => [send.key, send.lines])).toEqual([
      ['key-1', 1],
      ['key-2', 2],
      ['key-2', 2],
    ]);
    // The next cart has a key of its own.
    expect(pos.context().key).toBe('key-3');
  });

  it("a draft whose save got no answer, then paid as a sale, is sent under a new key (not the draft's)", async () => {
    const pos = till();
    await pos.settled({ open: 'selling' });
    pos.cart().send({ type: 'cart.product.add', product: sample });
    pos.answers.push(lost(), sold);
    pos.actor.send({ type: 'till.draft' });
    await pos.settled({ open: 'selling' });
    expect(noticeInEnglish(pos.context().notice)).toEqual({ kind: 'error', text: 'The server did not answer. The cart is kept; save the draft again.' });
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.receipt !== null);
    expect(pos.sent.map((send) => [send.key, send.status])).toEqual([
      ['key-1', 'Pending'],
      ['key-2', 'Completed'],
    ]);
  });

  it('a draft saved again after a lost answer keeps its key', async () => {
    const pos = till();
    await pos.settled({ open: 'selling' });
    pos.cart().send({ type: 'cart.product.add', product: sample });
    pos.answers.push(lost(), { ...sold, reference: 'POS-000002', saleStatus: 'Pending' });
    pos.actor.send({ type: 'till.draft' });
    await pos.settled({ open: 'selling' });
    pos.actor.send({ type: 'till.draft' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.notice?.kind === 'info');
    expect(pos.sent.map((send) => send.key)).toEqual(['key-1', 'key-1']);
  });

  it("shows the server's words for a key already used for another sale, keeps the cart, and pays it under a new key", async () => {
    const pos = till();
    await pos.settled({ open: 'selling' });
    pos.cart().send({ type: 'cart.product.add', product: sample });
    pos.answers.push(keyReused, sold);
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.notice !== null);
    expect(pos.actor.getSnapshot().value).toEqual({ open: 'selling' });
    expect(noticeInEnglish(pos.context().notice)).toEqual({ kind: 'error', text: KEY_REUSED });
    expect(pos.cart().getSnapshot().context.lines.map((line: { product: PosItem }) => line.product.id)).toEqual(['p-free']);
    expect(pos.context().receipt).toBeNull();
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.receipt !== null);
    expect(pos.sent.map((send) => send.key)).toEqual(['key-1', 'key-2']);
  });

  it('a refusal for another reason keeps the key: nothing was made under it', async () => {
    const pos = till();
    await pos.settled({ open: 'selling' });
    pos.cart().send({ type: 'cart.product.add', product: sample });
    pos.answers.push({ ok: false, status: 409, message: 'Not enough stock.', issues: [] }, sold);
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.notice !== null);
    pos.actor.send({ type: 'till.pay', method: 'Cash' });
    await waitFor(pos.actor, (snapshot) => snapshot.context.receipt !== null);
    expect(pos.sent.map((send) => send.key)).toEqual(['key-1', 'key-1']);
  });
});

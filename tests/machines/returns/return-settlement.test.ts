import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { asksSettlement, creditText, returnFormMachine } from '../../../src/machines/returns/return-form.machine';
import { bankId, cashId, purchaseDocument, toasterLine } from './return-form.model';
import { englishOfEach } from '../common/english';

/**
 * A paid sale's returned goods are refunded or become the customer's credit, never neither
 * (docs/money-and-payments.md, "Returns"): the form prefills the refund with what may be refunded,
 * offers "Refund" (method and account, the account following the method) or "Customer credit", and
 * sends refundAmount + creditAmount = what may be refunded. A sale on credit needs neither. The
 * server is stubbed: saveReturn records the body and answers as it is told.
 */
const saleId = '00000000-0000-4000-8000-00000000005a';
/** A sale of 5 toasters at 40.00, 1 returned already; `due` still owed on it. */
const saleWith = (due: number) => ({ ...purchaseDocument, document: { ...purchaseDocument.document, _id: saleId, reference: 'SL-000009', party: 'Bilal Ahmed', creditAllowed: true, status: 'Completed', due } });

async function openSaleReturn(due: number, answers: unknown[] = [{ ok: true, data: { reference: 'RS-000002', document: 'SL-000009' } }]) {
  const sent: any[] = [];
  const machine = returnFormMachine.provide({
    actors: {
      findDocuments: fromPromise(async () => ({ ok: true, data: [] })) as never,
      loadDocument: fromPromise(async () => ({ ok: true, data: saleWith(due) })) as never,
      saveReturn: fromPromise(async ({ input }) => {
        sent.push(input);
        return answers.shift();
      }) as never,
    },
  });
  const actor = createActor(machine, { input: { kind: 'sale' } }).start();
  actor.send({ type: 'return.open' });
  await waitFor(actor, (snapshot) => snapshot.matches({ finding: 'results' }));
  actor.send({ type: 'return.document.choose', id: saleId });
  await waitFor(actor, (snapshot) => snapshot.matches('editing'));
  const send = (event: Record<string, unknown> & { type: string }) => actor.send(event as never);
  const submit = async () => {
    send({ type: 'return.submit' });
    await waitFor(actor, (snapshot) => !snapshot.matches('saving'));
  };
  return { actor, send, sent, submit, context: () => actor.getSnapshot().context };
}

describe('the return of a paid sale', () => {
  it('prefills the refund with the returned value and refunds it from the cash account', async () => {
    const form = await openSaleReturn(0);
    form.send({ type: 'return.quantity.change', lineId: toasterLine, value: '2' });
    expect([form.context().refund, asksSettlement(form.context()), creditText(form.context())]).toEqual(['80.00', true, null]);
    await form.submit();
    expect(form.sent).toEqual([expect.objectContaining({ refundAmount: 80, creditAmount: 0, accountId: cashId, method: 'Cash' })]);
    expect(form.actor.getSnapshot().value).toBe('closed');
  });

  it("puts the whole returned value on the customer's credit: no account, no refund", async () => {
    const form = await openSaleReturn(0);
    form.send({ type: 'return.quantity.change', lineId: toasterLine, value: '2' });
    form.send({ type: 'return.settlement.choose', settlement: 'credit' });
    expect(creditText(form.context())).toBe('80.00');
    await form.submit();
    expect(form.sent).toEqual([expect.objectContaining({ refundAmount: 0, creditAmount: 80, accountId: null })]);
  });

  it('a smaller refund leaves the rest as credit, and a refund beyond the returned value is refused on the form', async () => {
    const form = await openSaleReturn(0);
    form.send({ type: 'return.quantity.change', lineId: toasterLine, value: '2' });
    form.send({ type: 'return.refund.change', value: '50' });
    expect(creditText(form.context())).toBe('30.00');
    // A typed refund stays when the quantities change.
    form.send({ type: 'return.quantity.change', lineId: toasterLine, value: '3' });
    expect(form.context().refund).toBe('50');
    form.send({ type: 'return.refund.change', value: '120.01' });
    form.send({ type: 'return.submit' });
    expect(englishOfEach(form.context().fieldErrors)).toEqual({ refundAmount: "At most the return's total, 120.00." });
    form.send({ type: 'return.refund.change', value: '50' });
    await form.submit();
    expect(form.sent).toEqual([expect.objectContaining({ refundAmount: 50, creditAmount: 70, lines: [{ lineId: toasterLine, quantity: 3 }] })]);
  });

  it("starts the refund's account on its method's account and lets the user change it", async () => {
    const form = await openSaleReturn(0);
    form.send({ type: 'return.quantity.change', lineId: toasterLine, value: '1' });
    expect(form.context().accountId).toBe(cashId);
    // General Setting sends cards to the bank.
    form.send({ type: 'return.method.choose', method: 'Card' });
    expect(form.context().accountId).toBe(bankId);
    form.send({ type: 'return.account.choose', accountId: cashId });
    await form.submit();
    expect(form.sent).toEqual([expect.objectContaining({ method: 'Card', accountId: cashId, refundAmount: 40 })]);
  });

  it("shows the server's reason when it refuses the split, under the amount", async () => {
    const message = 'Refund or credit 80.00, the value returned of SL-000009.';
    const form = await openSaleReturn(0, [{ ok: false, status: 400, message, issues: [{ path: 'creditAmount', message }] }]);
    form.send({ type: 'return.quantity.change', lineId: toasterLine, value: '2' });
    await form.submit();
    expect([form.actor.getSnapshot().value, form.context().message, englishOfEach(form.context().fieldErrors)]).toEqual(['editing', message, { refundAmount: message }]);
  });

  it('a sale with part still due: what the return leaves over that is refunded or credited', async () => {
    const form = await openSaleReturn(50);
    form.send({ type: 'return.quantity.change', lineId: toasterLine, value: '2' });
    expect(form.context().refund).toBe('30.00');
    form.send({ type: 'return.settlement.choose', settlement: 'credit' });
    await form.submit();
    expect(form.sent).toEqual([expect.objectContaining({ refundAmount: 0, creditAmount: 30, accountId: null })]);
  });
});

describe('the return of a sale on credit', () => {
  it('asks for neither: the return comes off what is due', async () => {
    const form = await openSaleReturn(1000);
    form.send({ type: 'return.quantity.change', lineId: toasterLine, value: '2' });
    expect([form.context().refund, asksSettlement(form.context()), creditText(form.context())]).toEqual(['0.00', false, null]);
    // Credit chosen earlier does not apply: there is nothing to give back.
    form.send({ type: 'return.settlement.choose', settlement: 'credit' });
    await form.submit();
    expect(form.sent).toEqual([expect.objectContaining({ refundAmount: 0, creditAmount: 0, accountId: null })]);
  });
});

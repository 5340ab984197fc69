import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ACCOUNT_REQUIRED_MESSAGE, NO_LINES_MESSAGE } from '../../../src/machines/returns/return-form.machine';
import { invocationRecorder, doneEvent } from '../model-helpers';
import { bankId, candidate, cashId, purchaseDocument, purchaseId, testableReturnFormMachine, toasterLine } from './return-form.model';
import { englishOfEach } from '../common/english';

/**
 * What the return form does with what the user types on a chosen purchase (5 toasters at 40.00, 4
 * still returnable; Cash the default account): the messages under the fields, or the body sent.
 */
function chosenPurchase() {
  const recorder = invocationRecorder();
  const actor = createActor(testableReturnFormMachine, { input: { kind: 'purchase' }, inspect: recorder.inspect } as never);
  actor.start();
  for (const event of [
    { type: 'return.open' },
    { type: 'return.query.change', q: 'PR-000007' },
    { type: 'return.search' },
    doneEvent('findDocuments', { ok: true, data: [candidate] }),
    { type: 'return.document.choose', id: purchaseId },
    doneEvent('loadDocument', { ok: true, data: purchaseDocument }),
  ]) {
    actor.send(event as never);
  }
  expect(actor.getSnapshot().value).toBe('editing');
  const type = (quantity: string, refund = '') => {
    actor.send({ type: 'return.quantity.change', lineId: toasterLine, value: quantity });
    actor.send({ type: 'return.refund.change', value: refund });
    actor.send({ type: 'return.submit' });
  };
  const saved = () => recorder.invoked.filter((invocation) => invocation.id === 'saveReturn').map((invocation) => invocation.input);
  return { actor, type, saved };
}

const line = `line.${toasterLine}`;

describe('return form: what the user types on the chosen purchase', () => {
  it.each([
    ['2x', 'Enter a whole number.'],
    ['x2', 'Enter a whole number.'],
    ['1.5', 'Enter a whole number.'],
    ['12345678', 'Enter a whole number.'],
    ['12', 'At most 4.'],
    ['5', 'At most 4.'],
  ])('refuses the quantity %j with %j and sends nothing', (quantity, message) => {
    const form = chosenPurchase();
    form.type(quantity);
    expect(englishOfEach(form.actor.getSnapshot().context.fieldErrors)).toEqual({ [line]: message });
    expect(form.saved()).toEqual([]);
  });

  it('asks for a quantity when only 0 is typed', () => {
    const form = chosenPurchase();
    form.type('0');
    expect(englishOfEach(form.actor.getSnapshot().context.fieldErrors)).toEqual({ lines: NO_LINES_MESSAGE });
  });

  it('sends the quantities and refund trimmed, through the default account, up to all that is returnable', () => {
    const form = chosenPurchase();
    form.type(' 4 ', ' 80 ');
    expect(form.actor.getSnapshot().value).toBe('saving');
    expect(form.saved()).toEqual([{ kind: 'purchase', purchase: purchaseId, lines: [{ lineId: toasterLine, quantity: 4 }], refundAmount: 80, accountId: cashId, method: 'Cash', note: '' }]);
  });

  it('asks for the account of a refund, and sends a return without refund with no account', () => {
    const form = chosenPurchase();
    form.actor.send({ type: 'return.account.choose', accountId: '' });
    form.type('1', '40');
    expect(englishOfEach(form.actor.getSnapshot().context.fieldErrors)).toEqual({ accountId: ACCOUNT_REQUIRED_MESSAGE });
    form.type('1', '0');
    expect(form.saved()).toEqual([expect.objectContaining({ lines: [{ lineId: toasterLine, quantity: 1 }], refundAmount: 0, accountId: null })]);
  });

  it('shows the server\'s refusal under the line and the fields it names, and nothing for a path it does not know', () => {
    const form = chosenPurchase();
    form.actor.send({ type: 'return.account.choose', accountId: bankId });
    form.type('2', '80');
    form.actor.send(
      doneEvent('saveReturn', {
        ok: false,
        status: 409,
        message: 'The return was refused.',
        issues: [
          { path: 'lines.0.quantity', message: 'Toaster (TS-1) needs 2, 1 in stock.' },
          { path: 'lines.1', message: 'No such line.' },
          { path: 'xlines.0', message: 'Unknown path.' },
          { path: 'refundAmount', message: 'Too much.' },
          { path: 'accountId', message: 'Closed account.' },
          { path: 'note', message: 'Too long.' },
          { path: 'method', message: 'Not shown under a field.' },
        ],
      }) as never,
    );
    const { context } = form.actor.getSnapshot();
    expect(form.actor.getSnapshot().value).toBe('editing');
    expect(context.message).toBe('The return was refused.');
    expect(englishOfEach(context.fieldErrors)).toEqual({ [line]: 'Toaster (TS-1) needs 2, 1 in stock.', refundAmount: 'Too much.', accountId: 'Closed account.', note: 'Too long.' });
  });
});

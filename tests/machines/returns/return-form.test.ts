import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { creditText, offersCredit, returnBody, returnFormMachine, selectRefundable, FIND_FAILED_MESSAGE, LOAD_FAILED_MESSAGE, NO_LINES_MESSAGE, SAVE_FAILED_MESSAGE } from '../../../src/machines/returns/return-form.machine';
import { doneEvent, leafStatePaths, pathTitle, replayPath, type StateAssertions } from '../model-helpers';
import type { ShownText } from '../../../src/machines/common/notifications';
import { englishOf } from '../common/english';
import {
  backOfficeTillModel,
  bankId,
  candidate,
  cashId,
  counterReturnModel,
  counterSearchModel,
  counterTill,
  drawerId,
  noShiftRefusal,
  findRefusal,
  goneRefusal,
  purchaseDocument,
  purchaseId,
  returnFormModel,
  saleCandidate,
  saleDocument,
  saleId,
  saleReturnModel,
  testableReturnFormMachine,
  tillId,
  toasterLine,
} from './return-form.model';
import { englishOfEach } from '../common/english';
import { walkInCreditMessage } from '../../../src/domain/returns.schemas';

type Check = Parameters<StateAssertions<any>[string]>[0];

/** What the form must say, worked out from the rules of docs/screens.md#returns: up to 4 returnable; the refund at most the total (2 × 40 or the last 4: 200 − 40). */
function expectedErrors(context: { quantities: Record<string, string>; refund: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  const typed = context.quantities[toasterLine] ?? '';
  const quantity = typed === '' ? 0 : Number(typed);
  if (typed === '') errors.lines = NO_LINES_MESSAGE;
  else if (quantity > 4) errors[`line.${toasterLine}`] = 'At most 4.';
  const total = quantity > 4 ? 0 : quantity === 4 ? 160 : quantity * 40;
  const refund = context.refund === '' ? 0 : Number(context.refund);
  if (refund > total) errors.refundAmount = `At most the return's total, ${total.toFixed(2)}.`;
  return errors;
}

/** The return's total by the same rules: 2 × 40, or the last 4 (200 − 40), nothing beyond the limit. */
function totalOf(context: { quantities: Record<string, string> }): number {
  const typed = context.quantities[toasterLine] ?? '';
  const quantity = typed === '' ? 0 : Number(typed);
  return quantity > 4 ? 0 : quantity === 4 ? 160 : quantity * 40;
}

/** A return of one kind: the document it starts from and what the server answers a save with. */
interface ReturnCase {
  kind: 'purchase' | 'sale';
  document: typeof purchaseDocument;
  candidate: typeof candidate;
  savedMessage: string;
  /** The form's input: at the POS it names the till and the sale. */
  input: object;
  /** Opened at the POS (input `till`): paid at its till, ended when closed. */
  atCounter?: boolean;
}

const purchaseCase: ReturnCase = { kind: 'purchase', document: purchaseDocument, candidate, savedMessage: 'Return RP-000001 of PR-000007 saved.', input: { kind: 'purchase' } };
const saleCase: ReturnCase = { kind: 'sale', document: saleDocument, candidate: saleCandidate, savedMessage: 'Return RS-000001 of SL-000004 saved.', input: { kind: 'sale' } };
const counterCase: ReturnCase = { ...saleCase, input: { kind: 'sale', till: counterTill, documentId: saleId }, atCounter: true };
const counterSearchCase: ReturnCase = { ...saleCase, input: { kind: 'sale', till: counterTill }, atCounter: true };
/** The back office on a browser bound to Till 1 with its shift open: the document is read with the till. */
const backOfficeTillCase: ReturnCase = { ...saleCase, document: { ...saleDocument, till: counterTill } as typeof saleDocument };

/** Where a refund by `method` starts: a cash refund at the till from its drawer; cards from General Setting's bank, as the till names none. */
const startingAccount = (context: { atTill: boolean; method: string }) => (context.method === 'Card' ? bankId : context.atTill ? drawerId : cashId);

const assertionsFor = ({ kind, document, candidate: listed, savedMessage, atCounter = false }: ReturnCase): StateAssertions<any> => ({
  // Passed through at once: the back office waits closed; the POS opens the dialog.
  starting: () => {},
  opening: () => {},
  closed: ({ event, emitted }: Check) => {
    expect(atCounter).toBe(false);
    if (event.type === 'xstate.done.actor.saveReturn') expect(emitted.map((event) => ({ ...event, message: englishOf((event as unknown as { message: ShownText }).message) }))).toEqual([{ type: 'notify', kind: 'success', message: savedMessage, place: 'layout' }]);
    else expect(emitted).toEqual([]);
  },
  // At the POS the form ends when it closes, with the return it saved (else null) for the till to tell.
  finished: ({ snapshot, event }: Check) => {
    expect(atCounter).toBe(true);
    expect(snapshot.output).toEqual({ saved: event.type === 'xstate.done.actor.saveReturn' ? { reference: 'RS-000001', document: 'SL-000004' } : null });
  },
  'finding.searching': ({ snapshot, event, invoked }: Check) => {
    // At the POS the search starts as the form opens.
    if (event.type === 'return.open' || event.type === 'return.search' || (atCounter && event.type === 'xstate.init')) expect(invoked).toEqual([{ id: 'findDocuments', input: { kind, q: snapshot.context.q } }]);
  },
  'finding.results': ({ snapshot, event }: Check) => {
    if (event.type === 'xstate.done.actor.findDocuments') {
      // The server's refusal (the user's access) is shown as it words it, with nothing to choose.
      const found = 'output' in event && (event.output as { ok: boolean }).ok;
      expect([snapshot.context.candidates, snapshot.context.message]).toEqual(found ? [[listed], null] : [[], findRefusal.message]);
    }
    if (event.type === 'xstate.error.actor.findDocuments') expect([snapshot.context.candidates, snapshot.context.message]).toEqual([[], FIND_FAILED_MESSAGE]);
    if (event.type === 'xstate.done.actor.loadDocument') expect(snapshot.context.message).toBe('Purchase not found.');
    if (event.type === 'xstate.error.actor.loadDocument') expect([snapshot.context.message, snapshot.context.chosen]).toEqual([LOAD_FAILED_MESSAGE, null]);
    if (event.type === 'return.back') expect(snapshot.context.chosen).toBeNull();
  },
  loading: ({ invoked }: Check) => {
    // A sale return in the back office reads this browser's till too; the POS's till is its own.
    expect(invoked).toEqual([{ id: 'loadDocument', input: { kind, id: document.document._id, offersBoundTill: kind === 'sale' && !atCounter } }]);
  },
  editing: ({ snapshot, event }: Check) => {
    const { context } = snapshot;
    expect(context.chosen).toEqual(document);
    // A sale's returned goods go back on the shelf unless the user says otherwise.
    // At the POS the refund is the till's, a cash one from its drawer; in the back office the till is offered, not chosen.
    if (event.type === 'xstate.done.actor.loadDocument') {
      expect([context.accountId, context.method, context.note, context.quantities, context.restock]).toEqual([atCounter ? drawerId : cashId, 'Cash', '', {}, true]);
      expect([context.till, context.atTill]).toEqual([atCounter || 'till' in document ? counterTill : null, atCounter]);
    }
    if (event.type === 'return.till.choose') expect([context.atTill, context.accountId]).toEqual([(event as unknown as { atTill: boolean }).atTill, startingAccount(context)]);
    if (event.type === 'return.restock.change') expect(context.restock).toBe((event as unknown as { restock: boolean }).restock);
    if (event.type === 'return.account.choose') expect([context.accountId, englishOfEach(context.fieldErrors)]).toEqual([bankId, {}]);
    // The account follows the method: General Setting sends cards to the bank.
    if (event.type === 'return.method.choose') expect([context.method, context.accountId]).toEqual(['Card', bankId]);
    // A paid sale's refund starts at the returned value (nothing is due on it), until the user types one.
    if (kind === 'sale' && (event.type === 'return.quantity.change' || event.type === 'xstate.done.actor.loadDocument')) expect(context.refund).toBe(totalOf(context).toFixed(2));
    if (event.type === 'return.note.change') expect(context.note).toBe('Dented on arrival');
    if (event.type === 'return.submit') {
      const expected = expectedErrors(context);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(englishOfEach(context.fieldErrors)).toEqual(expected);
    }
    if (event.type === 'xstate.done.actor.saveReturn') {
      // The till's shift was closed meanwhile: the server's words say what to do, where the till is named.
      const refusal = (event as unknown as { output: typeof goneRefusal }).output;
      if (refusal.status === 409 && refusal.issues[0]!.path === 'till') expect([context.message, englishOfEach(context.fieldErrors)]).toEqual([noShiftRefusal.message, { till: noShiftRefusal.message }]);
      else expect([context.message, englishOfEach(context.fieldErrors)]).toEqual([goneRefusal.message, { [`line.${toasterLine}`]: 'Toaster (TS-1) needs 2, 1 in stock.' }]);
    }
    if (event.type === 'xstate.error.actor.saveReturn') expect(context.message).toBe(SAVE_FAILED_MESSAGE);
  },
  saving: ({ snapshot, invoked }: Check) => {
    const { context } = snapshot;
    expect(expectedErrors(context)).toEqual({});
    // A paid sale's returned value goes back whole: refunded, or as the customer's credit.
    const crediting = kind === 'sale' && context.settlement === 'credit';
    const refund = crediting || context.refund === '' ? 0 : Number(context.refund);
    // The account, method and note the path chose: the default ones unless it chose the bank, card or a note.
    // Where the method starts (at the till, its drawer for cash), or the bank a path chose by hand.
    expect([startingAccount(context), bankId]).toContain(context.accountId);
    expect(['Cash', 'Card']).toContain(context.method);
    expect(['', 'Dented on arrival']).toContain(context.note);
    expect(invoked).toEqual([
      {
        id: 'saveReturn',
        input: {
          kind,
          ...(kind === 'sale' ? { sale: saleId, restock: context.restock, creditAmount: totalOf(context) - refund } : { purchase: purchaseId }),
          lines: [{ lineId: toasterLine, quantity: Number(context.quantities[toasterLine]) }],
          refundAmount: refund,
          accountId: refund > 0 ? context.accountId : null,
          method: context.method,
          note: context.note,
          // Paid at the till within its open shift, so its X and Z reports count it.
          ...(context.atTill ? { till: tillId } : {}),
        },
      },
    ]);
  },
});

/** What returnBody refuses, in English. */
const sentErrors = (sent: ReturnType<typeof returnBody>) => ('errors' in sent ? { errors: englishOfEach(sent.errors) } : sent);

describe('return form machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertionsFor(purchaseCase)).sort()).toEqual(leafStatePaths(returnFormMachine).sort());
  });
  for (const [title, returnCase, model] of [
    ['purchase return', purchaseCase, returnFormModel],
    ['sale return', saleCase, saleReturnModel],
    ['sale return at the POS', counterCase, counterReturnModel],
    ['sale return at the POS by receipt number', counterSearchCase, counterSearchModel],
    ['sale return in the back office of a browser whose till is open', backOfficeTillCase, backOfficeTillModel],
  ] as const) {
    describe(title, () => {
      const assertions = assertionsFor(returnCase);
      const paths = model().getShortestPaths();
      for (const path of paths) {
        it(pathTitle(path), () => replayPath(testableReturnFormMachine, path, assertions, returnCase.input));
      }
    });
  }
});

describe('after a return, the list reads again', () => {
  it('tells the list to reload once the return is saved, and sends a sale return with its restock choice', async () => {
    const heard: unknown[] = [];
    const sent: unknown[] = [];
    const list = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
    const machine = returnFormMachine.provide({
      actors: {
        findDocuments: fromPromise(async () => ({ ok: true, data: [candidate] })) as never,
        loadDocument: fromPromise(async () => ({ ok: true, data: purchaseDocument })) as never,
        saveReturn: fromPromise(async ({ input }) => {
          sent.push(input);
          return { ok: true, data: { reference: 'RS-000001', document: 'SL-000001' } };
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { kind: 'sale', list } }).start();
    actor.send({ type: 'return.open' });
    await waitFor(actor, (snapshot) => snapshot.matches({ finding: 'results' }));
    actor.send({ type: 'return.document.choose', id: purchaseId });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'return.quantity.change', lineId: toasterLine, value: '1' });
    actor.send({ type: 'return.restock.change', restock: false });
    actor.send({ type: 'return.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    // The sale was paid: the returned toaster's 40.00 is refunded (prefilled), from the cash account.
    expect(sent).toEqual([{ kind: 'sale', sale: purchaseId, restock: false, creditAmount: 0, lines: [{ lineId: toasterLine, quantity: 1 }], refundAmount: 40, accountId: cashId, method: 'Cash', note: '' }]);
    expect(heard).toEqual([{ type: 'list.reload' }]);
  });
});

describe('sale return form: the refund after what is still due on the sale', () => {
  /** SL-000004: 3 laptops at 212.75; `due` still owed on it. */
  const saleWith = (due: number) => ({
    ...purchaseDocument,
    document: { ...purchaseDocument.document, _id: 'sale-1', reference: 'SL-000004', status: 'Completed', due, lines: [{ ...purchaseDocument.document.lines[0]!, quantity: 3, returned: 0, returnable: 3, unitAmount: 212.75, subTotal: 638.25, returnedAmount: 0 }] },
  });
  const form = (due: number, refund: string) =>
    ({ kind: 'sale', chosen: saleWith(due), quantities: { [toasterLine]: '1' }, refund, accountId: cashId, method: 'Cash', restock: true, note: '', fieldErrors: {}, message: null }) as never;

  it('a paid sale refunds the whole return; one with money still due refunds only what the return leaves over', () => {
    expect(selectRefundable(form(0, ''))).toBe(21275);
    expect(returnBody(form(0, '212.75'))).toMatchObject({ body: { refundAmount: 212.75 } });
    // 100 still due: the return's 212.75 pays that first, 112.75 can go back.
    expect(selectRefundable(form(100, ''))).toBe(11275);
    expect(returnBody(form(100, '112.75'))).toMatchObject({ body: { refundAmount: 112.75 } });
    expect(sentErrors(returnBody(form(100, '112.76')))).toEqual({ errors: { refundAmount: 'At most 112.75 can be refunded: 100.00 is still due on SL-000004, and the return comes off that first.' } });
    // On credit: nothing to refund; the return comes off the due.
    expect(sentErrors(returnBody(form(1000, '0.01')))).toEqual({ errors: { refundAmount: 'At most 0.00 can be refunded: 1000.00 is still due on SL-000004, and the return comes off that first.' } });
    expect(returnBody(form(1000, ''))).toMatchObject({ body: { refundAmount: 0, accountId: null } });
  });

  it("a walk-in sale's return is refunded whole: the walk-in customer holds no credit", () => {
    const walkIn = (refund: string) => ({ ...(form(0, refund) as object), chosen: { ...saleWith(0), document: { ...saleWith(0).document, party: 'Walk-in Customer', creditAllowed: false } } }) as never;
    const named = (refund: string) => ({ ...(form(0, refund) as object), chosen: { ...saleWith(0), document: { ...saleWith(0).document, party: 'Bilal Ahmed', creditAllowed: true } } }) as never;
    expect(offersCredit(walkIn(''))).toBe(false);
    expect(creditText(walkIn('100.00'))).toBeNull();
    // The domain's sentence, which the server refuses with, word for word.
    expect(sentErrors(returnBody(walkIn('100.00')))).toEqual({ errors: { refundAmount: walkInCreditMessage('212.75') } });
    expect(returnBody(walkIn('212.75'))).toMatchObject({ body: { refundAmount: 212.75, creditAmount: 0 } });
    // A named customer's return may put the rest on their credit.
    expect(offersCredit(named(''))).toBe(true);
    expect(returnBody(named('100.00'))).toMatchObject({ body: { refundAmount: 100, creditAmount: 112.75 } });
  });
});

describe('a return at the POS', () => {
  it("pays a cash refund from the till's drawer within its open shift, and ends with the return for the till to tell", async () => {
    const sent: unknown[] = [];
    const read: unknown[] = [];
    const machine = returnFormMachine.provide({
      actors: {
        findDocuments: fromPromise(async () => ({ ok: true, data: [] })) as never,
        loadDocument: fromPromise(async ({ input }) => {
          read.push(input);
          return { ok: true, data: saleDocument };
        }) as never,
        saveReturn: fromPromise(async ({ input }) => {
          sent.push(input);
          return { ok: true, data: { reference: 'RS-000002', document: 'SL-000004', refunded: 40, credited: 0 } };
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { kind: 'sale', till: counterTill, documentId: saleId } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    // The till is the POS's own: nothing to choose, and this browser's till is not read again.
    expect(actor.getSnapshot().can({ type: 'return.till.choose', atTill: false })).toBe(false);
    expect(read).toEqual([{ kind: 'sale', id: saleId, offersBoundTill: false }]);
    actor.send({ type: 'return.quantity.change', lineId: toasterLine, value: '1' });
    actor.send({ type: 'return.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual([{ kind: 'sale', sale: saleId, restock: true, creditAmount: 0, lines: [{ lineId: toasterLine, quantity: 1 }], refundAmount: 40, accountId: drawerId, method: 'Cash', note: '', till: tillId }]);
    expect(done.output).toEqual({ saved: { reference: 'RS-000002', document: 'SL-000004', refunded: 40, credited: 0 } });
  });
});

describe('Refund at till, in the back office (docs/tills-and-shifts.md#refunds-at-the-till)', () => {
  /** A sale return opened in the back office on a browser bound to Till 1, 2 toasters typed. */
  function saleReturnOffered(till: typeof counterTill | null) {
    const actor = createActor(testableReturnFormMachine, { input: { kind: 'sale' } }).start();
    actor.send({ type: 'return.open' });
    actor.send(doneEvent('findDocuments', { ok: true, data: [saleCandidate] }) as never);
    actor.send({ type: 'return.document.choose', id: saleId });
    actor.send(doneEvent('loadDocument', { ok: true, data: { ...saleDocument, till } }) as never);
    actor.send({ type: 'return.quantity.change', lineId: toasterLine, value: '2' });
    return actor;
  }
  const bodyOf = (actor: ReturnType<typeof saleReturnOffered>) => {
    const checked = returnBody(actor.getSnapshot().context);
    if (!('body' in checked)) throw new Error(`refused: ${JSON.stringify(checked.errors)}`);
    return checked.body;
  };

  it("is offered, not chosen: the refund is the shop's until Refund at till is ticked, then the till's, then the shop's again", () => {
    const actor = saleReturnOffered(counterTill);
    expect(bodyOf(actor).till).toBeUndefined();
    actor.send({ type: 'return.till.choose', atTill: true });
    expect(actor.getSnapshot().context.atTill).toBe(true);
    expect(bodyOf(actor)).toMatchObject({ till: tillId, accountId: drawerId });
    actor.send({ type: 'return.till.choose', atTill: false });
    expect(bodyOf(actor).till).toBeUndefined();
  });

  it('is not offered for a sale with no till bound, nor for a purchase return', () => {
    const unbound = saleReturnOffered(null);
    unbound.send({ type: 'return.till.choose', atTill: true });
    expect(unbound.getSnapshot().context.atTill).toBe(false);

    const purchase = createActor(testableReturnFormMachine, { input: { kind: 'purchase', documentId: purchaseId } }).start();
    purchase.send(doneEvent('loadDocument', { ok: true, data: { ...purchaseDocument, till: counterTill } }) as never);
    purchase.send({ type: 'return.till.choose', atTill: true });
    expect(purchase.getSnapshot().context.atTill).toBe(false);
  });

  it('at the POS the refund is always the till’s: the choice is not offered there', () => {
    const actor = createActor(testableReturnFormMachine, { input: { kind: 'sale', till: counterTill, documentId: saleId } }).start();
    actor.send(doneEvent('loadDocument', { ok: true, data: saleDocument }) as never);
    actor.send({ type: 'return.till.choose', atTill: false });
    actor.send({ type: 'return.quantity.change', lineId: toasterLine, value: '2' });
    expect(actor.getSnapshot().context.atTill).toBe(true);
    expect(bodyOf(actor as never).till).toBe(tillId);
  });
});

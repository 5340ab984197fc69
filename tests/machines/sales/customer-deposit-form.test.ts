import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { customerDepositMachine, DEPOSIT_ACCOUNT_REQUIRED_MESSAGE, DEPOSIT_SAVE_FAILED_MESSAGE } from '../../../src/machines/sales/customer-deposit.machine';
import { bankAccount, bilal, cashAccount, savedDeposit } from './customer-deposit.model';
import { englishOfEach } from '../common/english';

// Kept apart from customer-deposit.test.ts: Stryker's --incremental reuses a test file's results only while the
// file is unchanged (the Vitest runner reports no test locations).

describe('the Add deposit form as a person fills it in', () => {
  /** The dialog for Bilal with `accounts`; each save answers the next of `answers`. */
  async function openDeposit(answers: unknown[], accounts = [cashAccount, bankAccount]) {
    const sent: { customerId: string; body: Record<string, unknown> }[] = [];
    const machine = customerDepositMachine.provide({
      actors: {
        loadAccounts: fromPromise(async () => ({ ok: true, data: { accounts, methodAccounts: {} } })) as never,
        saveDeposit: fromPromise(async ({ input }: { input: { customerId: string; body: Record<string, unknown> } }) => {
          sent.push(input);
          return answers[sent.length - 1];
        }) as never,
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'deposit.open', customer: bilal });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    return { actor, sent };
  }

  it('refuses a deposit of 0, then sends an amount and a note typed with spaces, trimmed, into the account chosen', async () => {
    const { actor, sent } = await openDeposit([savedDeposit]);
    actor.send({ type: 'deposit.change', field: 'amount', value: '0' });
    actor.send({ type: 'deposit.submit' });
    expect(englishOfEach(actor.getSnapshot().context.fieldErrors)).toEqual({ amount: 'A deposit is more than 0.' });

    actor.send({ type: 'deposit.change', field: 'amount', value: ' 250.50 ' });
    actor.send({ type: 'deposit.change', field: 'account', value: bankAccount._id });
    actor.send({ type: 'deposit.change', field: 'note', value: '  Advance for December  ' });
    expect(englishOfEach(actor.getSnapshot().context.fieldErrors)).toEqual({});
    actor.send({ type: 'deposit.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(sent).toEqual([{ customerId: 'c-bilal', body: { amount: 250.5, accountId: 'a-bank', method: 'Cash', note: 'Advance for December' } }]);
  });

  it('with no account to pay into, none is chosen and the form asks for one', async () => {
    const { actor, sent } = await openDeposit([], []);
    expect(actor.getSnapshot().context.values.account).toBe('');
    actor.send({ type: 'deposit.change', field: 'amount', value: '10' });
    actor.send({ type: 'deposit.submit' });
    expect(englishOfEach(actor.getSnapshot().context.fieldErrors)).toEqual({ account: DEPOSIT_ACCOUNT_REQUIRED_MESSAGE });
    expect(sent).toEqual([]);
  });

  it("puts the server's first word on each field it names under that field, and says it failed when it gave no message", async () => {
    const refusal = {
      ok: false,
      status: 400,
      message: '',
      issues: [
        { path: 'amount', message: 'The amount is too large.' },
        { path: 'amount', message: 'The amount has too many decimals.' },
        { path: 'method', message: 'Unknown method.' },
        { path: 'note', message: 'The note is too long.' },
        { path: 'customer', message: 'The customer is a walk-in.' },
      ],
    };
    const { actor } = await openDeposit([refusal]);
    actor.send({ type: 'deposit.change', field: 'amount', value: '10' });
    actor.send({ type: 'deposit.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    expect(englishOfEach(actor.getSnapshot().context.fieldErrors)).toEqual({ amount: 'The amount is too large.', method: 'Unknown method.', note: 'The note is too long.' });
    expect(actor.getSnapshot().context.message).toBe(DEPOSIT_SAVE_FAILED_MESSAGE);
  });
});

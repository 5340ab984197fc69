import { describe, expect, it } from 'vitest';
import type { ShownText } from '../../../src/machines/common/notifications';
import { englishOf } from '../common/english';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  customerDepositMachine,
  DEPOSIT_ACCOUNT_REQUIRED_MESSAGE,
  DEPOSIT_ACCOUNTS_FAILED_MESSAGE,
  DEPOSIT_SAVE_FAILED_MESSAGE,
  depositAddedMessage,
} from '../../../src/machines/sales/customer-deposit.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { bilal, cashAccount, bankAccount, customerDepositModel, refusedAccount, savedDeposit, testableCustomerDepositMachine } from './customer-deposit.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const notices = (emitted: { type: string; kind?: string; message?: ShownText }[]) => emitted.map((event) => `${event.kind}: ${event.message === undefined ? '' : englishOf(event.message)}`);

/** Every step: what the dialog holds, what it sent (the body of POST /api/customers/{id}/deposits), what it said. */
const assertions: StateAssertions<any> = {
  idle: ({ snapshot, event, emitted }: Check) => {
    expect(snapshot.can({ type: 'deposit.submit' })).toBe(false);
    if (event.type === 'xstate.done.actor.saveDeposit') expect(notices(emitted)).toEqual([`success: ${englishOf(depositAddedMessage('Bilal Ahmed'))}`]);
    else expect(emitted).toEqual([]);
  },
  'open.loading': ({ snapshot, invoked, event }: Check) => {
    expect(invoked).toEqual([{ id: 'loadAccounts', input: undefined }]);
    if (event.type === 'deposit.open') expect(snapshot.context.values).toEqual({ amount: '', account: '', method: 'Cash', note: '' });
    expect(snapshot.context.message).toBeNull();
  },
  'open.failed': ({ snapshot }: Check) => expect(snapshot.context.message).toBe(DEPOSIT_ACCOUNTS_FAILED_MESSAGE),
  'open.ready': ({ snapshot, event, emitted }: Check) => {
    const { context } = snapshot;
    expect(emitted).toEqual([]);
    // The default account (the picker's first) is chosen when the accounts arrive.
    if (event.type === 'xstate.done.actor.loadAccounts') expect([context.accounts.length, context.values.account]).toEqual([2, cashAccount._id]);
    if (event.type === 'deposit.submit') {
      const expected: Record<string, string> = {};
      if (context.values.amount === '') expected.amount = 'Amount must be a number.';
      if (context.values.account === '') expected.account = DEPOSIT_ACCOUNT_REQUIRED_MESSAGE;
      expect(Object.fromEntries(Object.entries(context.fieldErrors).filter(([, message]) => message))).toEqual(expected);
    }
    if (event.type === 'xstate.done.actor.saveDeposit') expect([context.fieldErrors.account, context.message]).toEqual([refusedAccount.message, refusedAccount.message]);
    if (event.type === 'xstate.error.actor.saveDeposit') expect(context.message).toBe(DEPOSIT_SAVE_FAILED_MESSAGE);
  },
  'open.saving': ({ snapshot, invoked, event }: Check) => {
    const { values } = snapshot.context;
    if (event.type === 'deposit.submit') expect(invoked).toEqual([{ id: 'saveDeposit', input: { customerId: 'c-bilal', body: { amount: 3000, accountId: values.account, method: values.method, note: '' } } }]);
    expect(snapshot.can({ type: 'deposit.submit' })).toBe(false);
  },
};

describe('customer deposit machine along its paths', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(customerDepositMachine).sort());
  });
  const paths = customerDepositModel().getShortestPaths();
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testableCustomerDepositMachine, path, assertions));
  }
  itTakesTheRecordedChart('customer-deposit', testableCustomerDepositMachine, paths);

  it('tells the customer list to read again after a deposit, not after a refusal', async () => {
    for (const [answer, reloads] of [
      [savedDeposit, 1],
      [refusedAccount, 0],
    ] as const) {
      const heard: unknown[] = [];
      const list = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
      const machine = customerDepositMachine.provide({
        actors: { loadAccounts: fromPromise(async () => ({ ok: true, data: { accounts: [bankAccount, cashAccount], methodAccounts: {} } })) as never, saveDeposit: fromPromise(async () => answer) as never },
      });
      const actor = createActor(machine, { input: { list } }).start();
      actor.send({ type: 'deposit.open', customer: bilal });
      await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
      actor.send({ type: 'deposit.change', field: 'amount', value: '12.5' });
      actor.send({ type: 'deposit.submit' });
      await waitFor(actor, (snapshot) => !snapshot.matches({ open: 'saving' }));
      expect(heard).toEqual(reloads ? [{ type: 'list.reload' }] : []);
      expect(actor.getSnapshot().matches('idle')).toBe(reloads === 1);
    }
  });
});

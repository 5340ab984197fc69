import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Customer } from '../../../src/domain/customers.schemas';
import { depositAddedMessage } from '../../../src/machines/sales/customer-deposit.machine';
import { ListActorContext } from '../../../src/views/common/use-list-actor';
import { englishOf } from '../../machines/common/english';
import { bankAccount, bilal, cashAccount, refusedAccount } from '../../machines/sales/customer-deposit.model';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';

/**
 * 'Add deposit' on the rendered Customer list: the row menu opens the dialog, the deposit is sent as
 * typed, and the list's Deposit column shows the new balance the server answers; a refusal is shown
 * in the dialog and nothing changes in the list.
 */
const walkIn: Customer = { ...bilal, _id: 'c-walk-in', name: 'Walk-in Customer', isWalkIn: true, customerGroup: 'Regular' };
let customers: Customer[] = [];
const sent: { customerId: string; body: Record<string, unknown> }[] = [];
let answer: typeof refusedAccount | null = null;

vi.mock('../../../src/api/sales/customer-deposits', () => ({
  // General Setting sends card payments to the bank.
  depositAccounts: async () => ({ ok: true, data: { accounts: [cashAccount, bankAccount], methodAccounts: { Card: bankAccount._id } } }),
  addCustomerDeposit: async (input: { customerId: string; body: { amount: number } }) => {
    sent.push(input);
    if (answer) return answer;
    customers = customers.map((row) => (row._id === input.customerId ? { ...row, depositBalance: row.depositBalance + input.body.amount } : row));
    return { ok: true, data: customers.find((row) => row._id === input.customerId) };
  },
}));

const listServer = () => ({
  actors: {
    fetchPage: fromPromise(async () => ({ ok: true, data: { rows: customers, total: customers.length, summary: null } })),
    fetchAllRows: fromPromise(async () => ({ ok: true, data: customers })),
    removeRows: fromPromise(async () => ({ ok: false as const, status: 405, message: 'Not here.', issues: [] })),
    saveExport: fromPromise(async () => {}),
  },
  actions: { rememberColumns: () => {}, printPage: () => {} },
  delays: { searchDebounce: 0 },
});

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  sent.length = 0;
  answer = null;
});

function renderCustomers() {
  customers = [walkIn, { ...bilal, depositBalance: 500 }];
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp('/customer/list', viewSessionMachine, (app) => <ListActorContext.Substitute implementations={listServer as never}>{app}</ListActorContext.Substitute>);
  stop = rendered.stop;
  act(() => rendered.actors.session.send({ type: 'xstate.done.actor.fetchMe', output: { ok: true, data: signedInAdmin } } as never));
  return rendered.user;
}

const rowOf = (name: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(name))!;

describe('Customer list: Add deposit', () => {
  it('sends the deposit as typed into the chosen account and the Deposit column shows the new balance', async () => {
    const user = renderCustomers();
    await waitFor(() => expect(rowOf('Bilal Ahmed').textContent).toContain('500.00'));
    // The walk-in customer is anyone at the till: no deposit is offered for it.
    await user.click(screen.getByRole('button', { name: 'Action for Walk-in Customer' }));
    expect(screen.queryByRole('menuitem', { name: 'Add deposit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Action for Bilal Ahmed' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add deposit for Bilal Ahmed' });
    await waitFor(() => expect((within(dialog).getByLabelText(/^Account/) as HTMLSelectElement).value).toBe(cashAccount._id));

    await user.click(within(dialog).getByRole('button', { name: 'Add deposit' }));
    expect(within(dialog).getByText('Amount must be a number.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Amount/), '2500.50');
    await user.selectOptions(within(dialog).getByLabelText(/^Account/), bankAccount._id);
    await user.selectOptions(within(dialog).getByLabelText(/^Method/), 'Card');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Advance for an order');
    await user.click(within(dialog).getByRole('button', { name: 'Add deposit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ customerId: 'c-bilal', body: { amount: 2500.5, accountId: 'a-bank', method: 'Card', note: 'Advance for an order' } }]);
    await waitFor(() => expect(rowOf('Bilal Ahmed').textContent).toContain('3,000.50'));
    expect(await screen.findByText(englishOf(depositAddedMessage('Bilal Ahmed')))).toBeTruthy();
  });

  it("starts the account on the method's account and moves it when the method changes", async () => {
    answer = null;
    const user = renderCustomers();
    await waitFor(() => expect(rowOf('Bilal Ahmed').textContent).toContain('500.00'));
    await user.click(screen.getByRole('button', { name: 'Action for Bilal Ahmed' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add deposit for Bilal Ahmed' });
    const account = within(dialog).getByLabelText(/^Account/) as HTMLSelectElement;
    await waitFor(() => expect(account.value).toBe(cashAccount._id));
    await user.selectOptions(within(dialog).getByLabelText(/^Method/), 'Card');
    expect(account.value).toBe(bankAccount._id);
    await user.selectOptions(within(dialog).getByLabelText(/^Method/), 'Cash');
    expect(account.value).toBe(cashAccount._id);
  });

  it('shows the server\u2019s refusal under the account and keeps the dialog and the list as they were', async () => {
    answer = refusedAccount;
    const user = renderCustomers();
    await waitFor(() => expect(rowOf('Bilal Ahmed').textContent).toContain('500.00'));
    await user.click(screen.getByRole('button', { name: 'Action for Bilal Ahmed' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add deposit for Bilal Ahmed' });
    await waitFor(() => expect((within(dialog).getByLabelText(/^Account/) as HTMLSelectElement).value).toBe(cashAccount._id));
    await user.type(within(dialog).getByLabelText(/^Amount/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add deposit' }));
    // Said once, under the field it names.
    await waitFor(() => expect(within(dialog).getAllByRole('alert').map((alert) => [alert.id, alert.textContent])).toEqual([['deposit-account-error', refusedAccount.message]]));
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('100');
    expect(rowOf('Bilal Ahmed').textContent).toContain('500.00');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

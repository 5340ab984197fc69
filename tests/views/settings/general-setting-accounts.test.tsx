import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/default-general-settings';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
});

const tillId = '00000000-0000-4000-8000-0000000000c1';
const bankId = '00000000-0000-4000-8000-0000000000b1';
const accounts = [
  { _id: tillId, accountNumber: 'CASH-1', name: 'Cash in Hand', initialBalance: 0, note: '', isDefault: true, balance: 0 },
  { _id: bankId, accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 0, note: '', isDefault: false, balance: 0 },
];
const settings = { ...DEFAULT_GENERAL_SETTINGS, systemLogo: `/uploads/${'3f'.repeat(32)}.png`, paymentAccounts: { Card: bankId } };

/** General Setting over a stubbed fetch: the settings and the accounts read, each PUT body kept. */
function fakeServer() {
  const put: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/api/settings' && request.method === 'GET') return json(settings);
    if (pathname === '/api/settings' && request.method === 'PUT') {
      const body = await request.json();
      put.push(body);
      return json({ success: true, message: 'Settings saved.', settings: { ...settings, ...body } });
    }
    if (pathname === '/api/accounts') return json(accounts);
    if (pathname === '/api/notifications') return json({ total: 0, items: [] });
    return json({ message: 'Not found.' }, 404);
  });
  return put;
}

/**
 * Each payment method's account (docs/money-and-payments.md, "Methods and accounts") is chosen on
 * General Setting: one picker per method over the shop's accounts, empty for the default account.
 */
describe('General Setting: the account of each payment method', () => {
  it('shows the saved choices and saves a changed one, every method named (null for the default account)', async () => {
    const put = fakeServer();
    localStorage.setItem('token', 'stored.token.value');
    const rendered = renderApp('/settings/general', viewSessionMachine.provide({ actors: { fetchMe: fromPromise(async () => ({ ok: true, data: signedInAdmin })) as never } }));
    stop = rendered.stop;
    const { user } = rendered;
    const group = await screen.findByRole('group', { name: 'Payment accounts' });
    const card = (await within(group).findByLabelText('Card account')) as HTMLSelectElement;
    await waitFor(() => expect(card.value).toBe(bankId));
    const cash = within(group).getByLabelText('Cash account') as HTMLSelectElement;
    expect(cash.value).toBe('');
    expect([...cash.options].map((option) => option.textContent)).toEqual(['Default account', 'Cash in Hand (CASH-1)', 'Meezan Bank (BANK-001)']);
    expect(within(group).getAllByRole('combobox').map((select) => select.getAttribute('id'))).toHaveLength(5);

    await user.selectOptions(within(group).getByLabelText('Cheque account'), bankId);
    await user.selectOptions(card, '');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.paymentAccounts).toEqual({ Cash: null, Card: null, Paypal: null, Cheque: bankId, GiftCard: null });
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });
});

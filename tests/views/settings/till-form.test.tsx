import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
});

const id = (last: string) => `00000000-0000-4000-8000-${last.padStart(12, '0')}`;
const warehouses = [
  { _id: id('a1'), name: 'Main', active: true },
  { _id: id('a2'), name: 'Old Bazaar Shop', active: false },
  { _id: id('a3'), name: 'Secondary', active: true },
];
const till = {
  _id: id('c1'),
  name: 'Till 1',
  code: '1',
  warehouse: id('a2'),
  warehouseName: 'Old Bazaar Shop',
  biller: id('b1'),
  billerName: 'Main Biller',
  cashAccount: id('d1'),
  cashAccountName: 'Cash in Hand',
  methodAccounts: { Card: null, Paypal: null, Cheque: null, GiftCard: null },
  openShift: null,
  lastReceipt: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

/** The till form's reads over a stubbed fetch; each PUT body kept. */
function fakeServer() {
  const put: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/api/warehouses') return json(warehouses);
    if (pathname === '/api/billers') return json([{ _id: id('b1'), name: 'Main Biller' }]);
    if (pathname === '/api/accounts') return json([{ _id: id('d1'), accountNumber: 'CASH-1', name: 'Cash in Hand', initialBalance: 0, note: '', isDefault: true, balance: 0 }]);
    if (pathname === `/api/tills/${till._id}` && request.method === 'GET') return json(till);
    if (pathname === `/api/tills/${till._id}` && request.method === 'PUT') {
      const body = await request.json();
      put.push(body);
      return json({ ...till, ...body });
    }
    if (pathname === '/api/tills') return json([till]);
    if (pathname === '/api/notifications') return json({ total: 0, items: [] });
    return json({ message: 'Not found.' }, 404);
  });
  return put;
}

/** docs/tills-and-shifts.md#tills: a till sells from an active warehouse; the form offers no other. */
describe('Edit Till: the warehouse picker', () => {
  it('leaves deactivated warehouses out, and a till left on one starts with none chosen and is saved onto an active one', async () => {
    const put = fakeServer();
    localStorage.setItem('token', 'stored.token.value');
    const rendered = renderApp(`/settings/till/edit/${till._id}`, viewSessionMachine.provide({ actors: { fetchMe: fromPromise(async () => ({ ok: true, data: signedInAdmin })) as never } }));
    stop = rendered.stop;
    const { user } = rendered;
    const picker = (await screen.findByLabelText(/^Warehouse/)) as HTMLSelectElement;
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Till 1'));
    expect([...picker.options].map((option) => option.textContent)).toEqual(['Choose the warehouse it sells from', 'Main', 'Secondary']);
    expect(picker.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(put).toHaveLength(0);
    await user.selectOptions(picker, 'Main');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({ name: 'Till 1', warehouse: id('a1') });
  });
});

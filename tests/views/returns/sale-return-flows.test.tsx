import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ListActorContext } from '../../../src/views/common/use-list-actor';
import { bankId, cashId, purchaseDocument, toasterLine } from '../../machines/returns/return-form.model';

import { renderApp, viewSessionMachine } from '../render-app';

/** A sentence as the screen reads it, with the customer's name in its own <bdi> inside it. */
const sentence = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

let stop: (() => void) | undefined;
afterEach(() => {
  walkIn = false;
  stop?.();
  stop = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
});

const saleId = '00000000-0000-4000-8000-00000000006a';
/** SL-000011: 5 toasters at 40.00 sold to Bilal Ahmed, 1 returned already; `due` still owed on it. */
let walkIn = false;
const saleWith = (due: number) => ({ ...purchaseDocument.document, _id: saleId, reference: 'SL-000011', party: walkIn ? 'Walk-in Customer' : 'Bilal Ahmed', creditAllowed: !walkIn, status: 'Completed', due });

/**
 * Add Sale Return for a paid sale and for one on credit (docs/money-and-payments.md, "Returns"),
 * through the rendered dialog over a stubbed fetch: each POSTed body is kept.
 */
function fakeServer(due: number) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/api/returns/sale/documents') return json([{ _id: saleId, reference: 'SL-000011', date: '2026-11-23', party: 'Bilal Ahmed', warehouse: 'Main', returnable: 4 }]);
    if (pathname === `/api/returns/sale/returnable/${saleId}`) return json(saleWith(due));
    if (pathname === '/api/accounts/picker') return json(purchaseDocument.accounts);
    if (pathname === '/api/settings') return json({ systemTitle: 'ShopDesk', paymentAccounts: { Card: bankId } });
    if (pathname === '/api/returns/sale' && request.method === 'POST') {
      posted.push(await request.json());
      return json({ _id: 'r1', reference: 'RS-000003', document: 'SL-000011' }, 201);
    }
    return json({ message: 'Not found.' }, 404);
  });
  return posted;
}

const emptyList = () => ({
  actors: {
    fetchPage: fromPromise(async () => ({ ok: true, data: { rows: [], total: 0 } })),
    fetchAllRows: fromPromise(async () => ({ ok: true, data: [] })),
    removeRows: fromPromise(async () => ({ ok: true, data: { success: true, message: '', deleted: 0 } })),
    saveExport: fromPromise(async () => undefined),
  },
  actions: { rememberColumns: () => {}, printPage: () => {} },
  delays: { searchDebounce: 0 },
});

async function openReturnOfSL11(due: number) {
  const posted = fakeServer(due);
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp('/return/sale', viewSessionMachine, (app) => <ListActorContext.Substitute implementations={emptyList as never}>{app}</ListActorContext.Substitute>);
  stop = rendered.stop;
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: '+ Add Return' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Sale Return' });
  await user.type(within(dialog).getByLabelText('Sale reference or customer'), 'SL-000011');
  await user.click(within(dialog).getByRole('button', { name: 'Find' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Choose SL-000011' }));
  await user.type(await within(dialog).findByLabelText('Return quantity of Toaster'), '2');
  return { user, dialog, posted };
}

describe('Add Sale Return: the returned value of a paid sale goes back as a refund or as credit', () => {
  it("a walk-in sale's return offers only a refund, and a smaller refund says why not", async () => {
    walkIn = true;
    const { user, dialog, posted } = await openReturnOfSL11(0);
    await waitFor(() => expect((within(dialog).getByLabelText('Refund amount') as HTMLInputElement).value).toBe('80.00'));
    expect(within(dialog).queryByLabelText('Give back as')).toBeNull();
    await user.clear(within(dialog).getByLabelText('Refund amount'));
    await user.type(within(dialog).getByLabelText('Refund amount'), '50');
    expect(within(dialog).queryByText(/goes on .*credit/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save return' }));
    expect(await within(dialog).findByText('A walk-in customer has no deposit to credit: refund 80.00 instead.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('prefills the refund with the returned value; a card refund starts on the bank, as General Setting says', async () => {
    const { user, dialog, posted } = await openReturnOfSL11(0);
    await waitFor(() => expect((within(dialog).getByLabelText('Refund amount') as HTMLInputElement).value).toBe('80.00'));
    expect((within(dialog).getByLabelText('Give back as') as HTMLSelectElement).value).toBe('refund');
    expect((within(dialog).getByLabelText('Refund from account') as HTMLSelectElement).value).toBe(cashId);
    await user.selectOptions(within(dialog).getByLabelText('Refund method'), 'Card');
    expect((within(dialog).getByLabelText('Refund from account') as HTMLSelectElement).value).toBe(bankId);
    // A smaller refund: the form says where the rest goes.
    await user.clear(within(dialog).getByLabelText('Refund amount'));
    await user.type(within(dialog).getByLabelText('Refund amount'), '50');
    expect(within(dialog).getByText(sentence("The rest, 30.00, goes on Bilal Ahmed's credit (their deposit balance)."))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save return' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ sale: saleId, lines: [{ lineId: toasterLine, quantity: 2 }], refundAmount: 50, creditAmount: 30, accountId: bankId, method: 'Card' });
  });

  it("Customer credit hides the refund's amount, account and method and sends the whole value as credit", async () => {
    const { user, dialog, posted } = await openReturnOfSL11(0);
    await user.selectOptions(within(dialog).getByLabelText('Give back as'), 'credit');
    expect(within(dialog).getByText(sentence("80.00 goes on Bilal Ahmed's credit (their deposit balance)."))).toBeTruthy();
    expect(within(dialog).queryByLabelText('Refund amount')).toBeNull();
    expect(within(dialog).queryByLabelText('Refund from account')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save return' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ refundAmount: 0, creditAmount: 80, accountId: null });
  });

  it('a sale on credit asks for neither: the return comes off what is due', async () => {
    const { user, dialog, posted } = await openReturnOfSL11(1000);
    await waitFor(() => expect((within(dialog).getByLabelText('Refund amount') as HTMLInputElement).value).toBe('0.00'));
    expect(within(dialog).queryByLabelText('Give back as')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save return' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ refundAmount: 0, creditAmount: 0, accountId: null });
  });
});

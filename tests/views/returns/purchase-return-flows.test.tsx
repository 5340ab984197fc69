import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { NO_LINES_MESSAGE } from '../../../src/machines/returns/return-form.machine';
import { ListActorContext } from '../../../src/views/common/use-list-actor';
import { candidate, cashId, goneRefusal, purchaseDocument, purchaseId, toasterLine } from '../../machines/returns/return-form.model';
import { renderApp, viewSessionMachine } from '../render-app';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
});

/**
 * The server behind the purchase return form, at the HTTP level (the form's machine is the list's
 * companion, so it runs with its real calls): the return model's purchase (5 toasters at 40.00, 1
 * already returned) and its accounts; each POSTed body is kept, and answered as `save` says.
 */
function fakeServer(save: 'saved' | 'gone') {
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/api/returns/purchase/documents') return json([candidate]);
    if (pathname === `/api/returns/purchase/returnable/${purchaseId}`) return json(purchaseDocument.document);
    if (pathname === '/api/accounts/picker') return json(purchaseDocument.accounts);
    if (pathname === '/api/settings') return json({ systemTitle: 'ShopDesk', paymentAccounts: purchaseDocument.methodAccounts });
    if (pathname === '/api/returns/purchase' && request.method === 'POST') {
      posted.push(await request.json());
      if (save === 'saved') return json({ _id: 'r1', reference: 'RP-000001', document: 'PR-000007' }, 201);
      return json({ success: false, message: goneRefusal.message, error: { details: [{ message: goneRefusal.issues[0]!.message, path: ['lines', 0] }] } }, 409);
    }
    return json({ message: 'Not found.' }, 404);
  });
  return posted;
}

/** The list of returns itself is empty and not what is tested here. */
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

async function openReturnOfPR7(save: 'saved' | 'gone') {
  const posted = fakeServer(save);
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp('/return/purchase', viewSessionMachine, (app) => <ListActorContext.Substitute implementations={emptyList as never}>{app}</ListActorContext.Substitute>);
  stop = rendered.stop;
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: '+ Add Return' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Purchase Return' });
  await user.type(within(dialog).getByLabelText('Purchase reference or supplier'), 'PR-000007');
  await user.click(within(dialog).getByRole('button', { name: 'Find' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Choose PR-000007' }));
  await within(dialog).findByLabelText('Return quantity of Toaster');
  return { user, dialog, posted };
}

describe('Add Purchase Return along the return form model, through the rendered dialog', () => {
  it('refuses no quantity, more than is returnable and a refund above the total, then saves the body the server names', async () => {
    const { user, dialog, posted } = await openReturnOfPR7('saved');
    const quantity = within(dialog).getByLabelText('Return quantity of Toaster');
    const save = within(dialog).getByRole('button', { name: 'Save return' });

    await user.click(save);
    expect(await within(dialog).findByText(NO_LINES_MESSAGE)).toBeTruthy();

    // 5 received, 1 already returned: at most 4.
    await user.type(quantity, '5');
    await user.click(save);
    expect(await within(dialog).findByText('At most 4.')).toBeTruthy();

    await user.clear(quantity);
    await user.type(quantity, '2');
    await waitFor(() => expect(within(dialog).getByText(/^Return total:/).textContent).toBe('Return total: 80.00'));
    await user.type(within(dialog).getByLabelText('Refund amount'), '80.01');
    await user.click(save);
    expect(await within(dialog).findByText("At most the return's total, 80.00.")).toBeTruthy();
    expect(posted).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Refund amount'));
    await user.type(within(dialog).getByLabelText('Refund amount'), '80');
    await user.type(within(dialog).getByLabelText('Note'), 'Dented on arrival');
    await user.click(save);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ purchase: purchaseId, lines: [{ lineId: toasterLine, quantity: 2 }], refundAmount: 80, accountId: cashId, method: 'Cash', note: 'Dented on arrival' });
    expect(await screen.findByText('Return RP-000001 of PR-000007 saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Purchase Return' })).toBeNull());
  });

  it("shows the server's 409 and the line it names, and stays open", async () => {
    const { user, dialog, posted } = await openReturnOfPR7('gone');
    await user.type(within(dialog).getByLabelText('Return quantity of Toaster'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save return' }));
    expect(await within(dialog).findByText(goneRefusal.message)).toBeTruthy();
    expect(within(dialog).getByText(goneRefusal.issues[0]!.message)).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add Purchase Return' })).toBeTruthy();
  });
});

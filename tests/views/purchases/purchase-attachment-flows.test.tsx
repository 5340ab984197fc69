import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Purchase, PurchaseRow } from '../../../src/domain/purchase.schemas';
import { ListActorContext } from '../../../src/views/common/use-list-actor';
import { PurchaseFormActorContext } from '../../../src/views/purchases/use-purchase-form';
import { editedPurchase } from '../../machines/purchases/purchase-machines.model';
import { suppliers, warehouses } from '../../machines/purchases/purchase-form.model';
import { renderApp, viewSessionMachine } from '../render-app';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
});

const invoice = `/uploads/${'3f'.repeat(32)}.pdf`;
const order = `/uploads/${'a7'.repeat(32)}.docx`;

/** A list row as GET /api/purchase answers it. */
function row(reference: string, attachment: string | null): PurchaseRow {
  return {
    _id: `id-${reference}`,
    reference,
    date: '2026-11-24',
    warehouse: 'Main',
    warehouseId: 'w-main',
    supplier: 'Karachi Traders',
    supplierId: 's-karachi',
    purchaseStatus: 'Received',
    orderTax: 0,
    orderTaxAmount: 0,
    discount: 0,
    shippingCost: 0,
    note: '',
    linesTotal: 339.25,
    total: 339.25,
    paid: 0,
    due: 339.25,
    paymentStatus: 'Due',
    attachment,
    createdBy: 'u1',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
  };
}

function signIn() {
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  // The list's filters read the warehouses and suppliers themselves: none is what they find here.
  vi.stubGlobal('fetch', async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

/** The Purchase List with the server's page played by the test. */
function renderList(rows: PurchaseRow[]) {
  signIn();
  const implementations = () => ({
    actors: {
      fetchPage: fromPromise(async () => ({ ok: true, data: { rows, total: rows.length } })),
      fetchAllRows: fromPromise(async () => ({ ok: true, data: rows })),
      removeRows: fromPromise(async () => ({ ok: true, data: { success: true, message: '', deleted: 0 } })),
      saveExport: fromPromise(async () => undefined),
    },
    actions: { rememberColumns: () => {}, printPage: () => {} },
    delays: { searchDebounce: 0 },
  });
  const rendered = renderApp('/purchase/list', viewSessionMachine, (app) => <ListActorContext.Substitute implementations={implementations as never}>{app}</ListActorContext.Substitute>);
  stop = rendered.stop;
  return rendered.user;
}

/** Edit Purchase of `purchase`, loaded as GET /api/purchase/{id} answers it. */
function renderEdit(purchase: Partial<Purchase>) {
  signIn();
  const implementations = {
    actors: {
      loadPurchaseForm: fromPromise(async () => ({ ok: true, data: { choices: { warehouses, suppliers }, purchase } })),
      savePurchase: fromPromise(async () => ({ ok: true, data: purchase })),
    },
  } as never;
  const rendered = renderApp(`/purchase/edit/${purchase._id}`, viewSessionMachine, (app) => (
    <PurchaseFormActorContext.Substitute implementations={implementations}>{app}</PurchaseFormActorContext.Substitute>
  ));
  stop = rendered.stop;
}

describe("a purchase's attached document", () => {
  it("the Purchase List's row menu offers 'Attached document' to download only for a purchase that has one", async () => {
    const user = renderList([row('PR-000001', invoice), row('PR-000002', null)]);

    await user.click(await screen.findByRole('button', { name: 'Action for PR-000001 Karachi Traders' }));
    const withDocument = screen.getByRole('menu', { name: 'Action for PR-000001 Karachi Traders' });
    const link = within(withDocument).getByRole('menuitem', { name: 'Attached document' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual([invoice, 'PR-000001.pdf']);

    await user.click(screen.getByRole('button', { name: 'Action for PR-000002 Karachi Traders' }));
    const without = screen.getByRole('menu', { name: 'Action for PR-000002 Karachi Traders' });
    expect(within(without).getByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(within(without).queryByText('Attached document')).toBeNull();
  });

  it("Edit Purchase offers 'Attached document' to download when the purchase has one", async () => {
    renderEdit({ ...editedPurchase, attachment: order } as Partial<Purchase>);
    const link = await screen.findByRole('link', { name: 'Attached document' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual([order, 'PR-000001.docx']);
  });

  it("Edit Purchase shows no 'Attached document' for a purchase without one", async () => {
    renderEdit({ ...editedPurchase, attachment: null } as Partial<Purchase>);
    await screen.findByRole('button', { name: 'Submit' });
    expect(await screen.findByText('Dell Inspiron 15 Laptop')).toBeTruthy();
    // Nothing by that name at all, a link or not.
    expect(screen.queryByText('Attached document')).toBeNull();
  });
});

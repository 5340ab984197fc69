import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { posTillMachine } from '../../../src/machines/pos/pos-till.machine';
import type { Implementations } from '../../../src/views/common/screen-actor-context';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { returnFormMachine } from '../../../src/machines/returns/return-form.machine';
import { recentRows } from '../../machines/pos/pos-till.model';
import { saleDocument, saleId, toasterLine } from '../../machines/returns/return-form.model';
import { renderOpenTill } from './render-open-till';

afterEach(cleanup);

const options = {
  customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }],
  accounts: [{ id: 'a-cash', name: 'Cash in Hand', isDefault: true }],
  accountFor: { Cash: 'a-cash', Card: 'a-cash', Paypal: 'a-cash', Cheque: 'a-cash', GiftCard: 'a-cash' },
};

/**
 * The POS at Till 1 (its drawer the account a-cash) against a fake server: Recent transaction lists
 * a completed sale; the return form reads SL-000004 (5 toasters at 40.00, 1 returned) and records
 * what it is asked to save.
 */
function renderTill(answer: (body: any) => unknown) {
  const saved: any[] = [];
  const returnForm = returnFormMachine.provide({
    actors: {
      findDocuments: fromPromise(async () => ({ ok: true, data: [] })) as never,
      // The accounts offered include the till's drawer, as the account picker lists every account.
      loadDocument: fromPromise(async () => ({ ok: true, data: { ...saleDocument, accounts: [...saleDocument.accounts, { _id: 'a-cash', name: 'Cash in Hand', accountNumber: 'CASH-1', isDefault: false }] } })) as never,
      saveReturn: fromPromise(async ({ input }: { input: any }) => {
        saved.push(input);
        return answer(input);
      }) as never,
    },
  });
  const till: Implementations<typeof posTillMachine> = {
    actors: {
      loadOptions: fromPromise(async () => ({ ok: true, data: options })) as never,
      loadRecent: fromPromise(async () => ({ ok: true, data: recentRows.map((row) => (row.saleStatus === 'Completed' ? { ...row, _id: saleId } : row)) })) as never,
      tiles: posTilesMachine.provide({
        actors: {
          loadFilters: fromPromise(async () => ({ ok: true, data: { categories: [], brands: [] } })) as never,
          loadProducts: fromPromise(async () => ({ ok: true, data: { rows: [], total: 0 } })) as never,
        },
      }),
      loadReturnForm: fromPromise(async ({ input }) => ({ logic: returnForm, input })) as never,
    },
  };
  const user = renderOpenTill(till);
  return { saved, user: user };
}

describe('a return at the POS', () => {
  it("opens on a sale from Recent transaction at this till, refunds it from the till's drawer, and the till says what went back", async () => {
    const { saved, user } = renderTill(() => ({ ok: true, data: { reference: 'RS-000009', document: 'SL-000004', refunded: 40, credited: 0 } }));
    await user.click(await screen.findByRole('button', { name: 'Recent transaction' }));
    await user.click(await screen.findByRole('button', { name: `Return ${recentRows.find((row) => row.saleStatus === 'Completed')!.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sale Return' });
    // The till's name sits in its own <bdi> inside the sentence (docs/right-to-left.md): the paragraph reads as a whole.
    expect(within(dialog).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Refunded at Till 1, within its open shift.')).toBeTruthy();
    // The till is the POS's own: there is nothing to choose.
    expect(within(dialog).queryByLabelText('Refund at till')).toBeNull();
    await user.type(within(dialog).getByLabelText('Return quantity of Toaster'), '1');
    expect((within(dialog).getByLabelText('Refund from account') as HTMLSelectElement).value).toBe('a-cash');
    await user.click(within(dialog).getByRole('button', { name: 'Save return' }));
    expect(await screen.findByText("Return RS-000009 of SL-000004 saved: 40.00 refunded.")).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add Sale Return' })).toBeNull();
    expect(saved).toEqual([{ kind: 'sale', sale: saleId, restock: true, creditAmount: 0, lines: [{ lineId: toasterLine, quantity: 1 }], refundAmount: 40, accountId: 'a-cash', method: 'Cash', note: '', till: 't-1' }]);
  });

  it("shows the server's refusal when the till's shift was closed meanwhile, and stays open", async () => {
    const refusal = 'Till 1 has no open shift. Open a shift at the POS to refund at it.';
    const { user } = renderTill(() => ({ ok: false, status: 409, message: refusal, issues: [{ path: 'till', message: refusal }] }));
    await user.click(await screen.findByRole('button', { name: 'Return a sale' }));
    // Return opens the search by receipt number at this till.
    const dialog = await screen.findByRole('dialog', { name: 'Add Sale Return' });
    expect(within(dialog).getByLabelText('Sale reference or customer')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add Sale Return' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Recent transaction' }));
    await user.click(await screen.findByRole('button', { name: /^Return POS-/ }));
    const again = await screen.findByRole('dialog', { name: 'Add Sale Return' });
    await user.type(within(again).getByLabelText('Return quantity of Toaster'), '1');
    await user.click(within(again).getByRole('button', { name: 'Save return' }));
    expect(await within(again).findByRole('alert')).toHaveProperty('textContent', refusal);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { laptop, phone } from '../../machines/pos/pos-cart.model';
import { searchFinding } from '../../machines/common/product-search.model';
import { renderOpenTill } from './render-open-till';

afterEach(cleanup);

const options = {
  customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }],
  accounts: [{ id: 'acc-cash', name: 'Cash in Hand', isDefault: true }],
  accountFor: { Cash: 'acc-cash', Card: 'acc-cash', Paypal: 'acc-cash', Cheque: 'acc-cash', GiftCard: 'acc-cash' },
};

/** The till against a fake server: what the screen sends is recorded; the first checkout gets no answer. */
function renderTill() {
  const sent: { key: string; draftId: string | null; body: any }[] = [];
  const prints: number[] = [];
  let keys = 0;
  const implementations = {
    actors: {
      loadOptions: fromPromise(async () => ({ ok: true, data: options })),
      submitSale: fromPromise(async ({ input }: { input: any }) => {
        sent.push(input);
        if (sent.length === 1) throw new TypeError('Failed to fetch');
        return { ok: true, data: { _id: 's1', reference: 'POS-000007', createdAt: '2026-11-23T10:00:00Z', createdBy: 'Ayesha Khan', customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', products: [], payments: [], total: 0, items: 2, orderTax: 0, orderTaxAmount: 0, orderDiscount: 0, coupon: 0, shippingCost: 0, grandTotal: 184.5, change: 15.5, due: 0 } };
      }),
      cart: posCartMachine.provide({ actors: { productSearch: searchFinding((code) => (code === 'OPPO-17' ? phone : null)) } }),
      tiles: posTilesMachine.provide({
        actors: {
          loadFilters: fromPromise(async () => ({ ok: true, data: { categories: [{ id: 'cat-1', name: 'Phones', image: null }], brands: [] } })) as never,
          loadProducts: fromPromise(async () => ({ ok: true, data: { rows: [laptop, phone], total: 2 } })) as never,
        },
      }),
    },
    actions: { printReceipt: () => prints.push(1) },
    delays: { checkoutRetry: 1e9 },
  };
  const user = renderOpenTill(implementations as never);
  return { sent, prints, user: user, keys: () => keys++ };
}

describe('the POS screen', () => {
  it('adds by tile and scan, pays cash with change, sends one key through a lost answer, prints and empties the cart', async () => {
    const { sent, prints, user } = renderTill();
    const search = await screen.findByLabelText('Scan/Search product by name/code');
    expect(document.activeElement).toBe(search);
    const products = await screen.findByRole('region', { name: 'Products' });
    await user.click(within(products).getByRole('button', { name: `Add ${laptop.name}` }));
    await user.click(within(products).getByRole('button', { name: `Add ${laptop.name}` }));
    expect(document.activeElement).toBe(search);
    await user.type(search, 'OPPO-17{Enter}');
    const rows = await screen.findAllByTestId('cart-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('cart-items').textContent).toContain('3');
    // Main's laptop price, the phone's promotion (both from the test products): 2 × 18,000 + 10% + 22.50.
    expect(within(rows[0]).getByText('Main price')).toBeTruthy();
    expect(within(rows[1]).getByText('Promotion price')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `One less ${laptop.name}` }));
    await user.click(screen.getByRole('button', { name: `One less ${laptop.name}` }));
    expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
    await user.click(within(products).getByRole('button', { name: `Add ${laptop.name}` }));
    await user.clear(screen.getByLabelText('Discount'));
    await user.type(screen.getByLabelText('Discount'), '-1');
    expect(screen.getByRole('alert').textContent).toContain('Amount must not be negative.');
    await user.clear(screen.getByLabelText('Discount'));
    await user.type(screen.getByLabelText('Discount'), '22.5');
    expect(screen.getByTestId('grand-total').textContent).toContain('19,800.00');

    // An unknown code is said and the cart is kept.
    await user.type(search, 'NOPE-9{Enter}');
    expect(await screen.findByText('No product has the code "NOPE-9".')).toBeTruthy();
    expect(screen.getAllByTestId('cart-row')).toHaveLength(2);

    await user.keyboard('{F2}');
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    await user.clear(within(dialog).getByLabelText('Amount received'));
    await user.type(within(dialog).getByLabelText('Amount received'), '19000');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Cash' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('The amount received is less than the 19800.00 to pay.');
    await user.clear(within(dialog).getByLabelText('Amount received'));
    await user.type(within(dialog).getByLabelText('Amount received'), '20000');
    expect(within(dialog).getByTestId('payment-change').textContent).toContain('200.00');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Cash' }));

    // No answer: the cart stays, the till says so, and sends again with the same key.
    expect(await screen.findByText(/The server did not answer\. The sale is kept/)).toBeTruthy();
    expect(screen.getAllByTestId('cart-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Send again now' }));
    expect(await screen.findByRole('region', { name: 'Receipt POS-000007' })).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[0].body).toEqual(sent[1].body);
    expect(sent[0].body).toMatchObject({
      tillId: 't-1',
      customerId: 'c-walk',
      warehouseId: 'w-main',
      billerId: 'b-main',
      status: 'Completed',
      lines: [
        { productId: phone.id, quantity: 1, unitPrice: 2250, subtotal: 2250 },
        { productId: laptop.id, quantity: 1, unitPrice: 1_800_000, subtotal: 1_980_000 },
      ],
      discount: 2250,
      grandTotal: 1_980_000,
      payments: [{ method: 'Cash', amount: 1_980_000, accountId: 'acc-cash', received: 2_000_000 }],
    });
    expect(prints).toHaveLength(1);
    expect(screen.queryAllByTestId('cart-row')).toHaveLength(0);
    expect(document.activeElement).toBe(search);

    // The receipt sits beside the cart, not over it: the next customer's first product closes it.
    expect(screen.getByRole('region', { name: 'Sale' }).contains(screen.getByRole('region', { name: 'Receipt POS-000007' }))).toBe(false);
    // The next cart gets a new key.
    await user.click(within(products).getByRole('button', { name: `Add ${phone.name}` }));
    expect(screen.queryByRole('region', { name: 'Receipt POS-000007' })).toBeNull();
    await user.keyboard('{F3}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Pay Card' }));
    await act(async () => {});
    expect(sent).toHaveLength(3);
    // Esc closes the receipt too.
    expect(await screen.findByRole('region', { name: 'Receipt POS-000007' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Receipt POS-000007' })).toBeNull();
    expect(sent[2].key).not.toBe(sent[0].key);
    expect(sent[2].body.payments).toEqual([{ method: 'Card', amount: 2250, accountId: 'acc-cash' }]);
  });

  it("Cancel asks first ('Keep selling' keeps the cart), then empties the cart", async () => {
    const { user } = renderTill();
    const products = await screen.findByRole('region', { name: 'Products' });
    await user.click(await within(products).findByRole('button', { name: `Add ${phone.name}` }));
    await user.keyboard('{F8}');
    await user.click(await screen.findByRole('button', { name: 'Keep selling' }));
    expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
    await user.keyboard('{F8}');
    await user.click(await screen.findByRole('button', { name: 'Empty the cart' }));
    expect(screen.queryAllByTestId('cart-row')).toHaveLength(0);
  });
});

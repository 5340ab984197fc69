import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { laptop, phone } from '../../machines/pos/pos-cart.model';
import { searchFinding } from '../../machines/common/product-search.model';
import { renderOpenTill } from './render-open-till';

/**
 * The POS search box as a cashier uses it with the keyboard (docs/screens.md#point-of-sale): Enter on a
 * name lists the matches, the arrow keys move over them (the box keeps the focus, aria-activedescendant
 * names the option), Enter adds, Escape closes the list; `3*` before a code and `*5` after an add;
 * a quantity typed in a line. The server is a table of two products.
 */
afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const options = {
  customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }],
  accounts: [{ id: 'acc-cash', name: 'Cash in Hand', isDefault: true }],
  accountFor: { Cash: 'acc-cash', Card: 'acc-cash', Paypal: 'acc-cash', Cheque: 'acc-cash', GiftCard: 'acc-cash' },
};
const byCode: Record<string, typeof laptop> = { 'LAP-1': laptop, 'OPPO-17': phone };
const byText = (text: string) => [laptop, phone].filter((product) => product.name.toLowerCase().includes(text.toLowerCase()) || product.code.toLowerCase().includes(text.toLowerCase()));

function renderTill() {
  const implementations = {
    actors: {
      loadOptions: fromPromise(async () => ({ ok: true, data: options })),
      submitSale: fromPromise(() => new Promise<never>(() => {})),
      cart: posCartMachine.provide({ actors: { productSearch: searchFinding((code) => byCode[code.toUpperCase()], byText) } }),
      tiles: posTilesMachine.provide({
        actors: { loadFilters: fromPromise(async () => ({ ok: true, data: { categories: [], brands: [] } })) as never, loadProducts: fromPromise(async () => ({ ok: true, data: { rows: [laptop, phone], total: 2 } })) as never },
      }),
    },
    actions: { printReceipt: () => {} },
  };
  const user = renderOpenTill(implementations as never);
  return user;
}

const rows = () => screen.queryAllByTestId('cart-row').map((row) => [row.querySelector('td')!.firstChild!.textContent, (within(row).getByLabelText(/^Quantity of /) as HTMLInputElement).value]);

describe('the POS search box with the keyboard', () => {
  it('lists the matches of a name on Enter, moves over them with the arrows and adds the one chosen with Enter', async () => {
    const user = renderTill();
    const box = await screen.findByRole('combobox', { name: 'Scan/Search product by name/code' });
    // Each tile shows its stock (in the till's warehouse, as the server answers it).
    expect((await screen.findByRole('button', { name: `Add ${laptop.name}` })).textContent).toContain('5 in stock');
    await user.type(box, 'o{Enter}');
    // No product has the code 'o': a word is searched by name, and both products match.
    const list = await screen.findByRole('listbox', { name: 'Matching products' });
    expect(screen.queryByText(/No product has the code/)).toBeNull();
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining(laptop.name), expect.stringContaining(phone.name)]);
    // Each suggestion shows the stock (in the till's warehouse, as the server answers it).
    expect(within(list).getAllByRole('option')[1].textContent).toContain('9 in stock');
    expect([box.getAttribute('aria-expanded'), box.getAttribute('aria-activedescendant')]).toEqual(['true', null]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const [first, second] = within(list).getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect([first.getAttribute('aria-selected'), second.getAttribute('aria-selected')]).toEqual(['false', 'true']);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(rows()).toEqual([[phone.name, '1']]));
    expect([(box as HTMLInputElement).value, screen.queryByRole('listbox'), document.activeElement]).toEqual(['', null, box]);

    // Escape closes the list and keeps the text; the arrows are back in the box.
    await user.type(box, 'lap');
    await screen.findByRole('listbox', { name: 'Matching products' });
    await user.keyboard('{Escape}');
    expect([(box as HTMLInputElement).value, screen.queryByRole('listbox'), box.getAttribute('aria-expanded')]).toEqual(['lap', null, 'false']);
  });

  it('adds three for 3* then a scan, makes the last product five for *5, and takes a quantity typed in its line', async () => {
    const user = renderTill();
    const box = await screen.findByRole('combobox', { name: 'Scan/Search product by name/code' });
    await user.type(box, '3*LAP-1{Enter}');
    await waitFor(() => expect(rows()).toEqual([[laptop.name, '3']]));
    await user.type(box, '*5{Enter}');
    await waitFor(() => expect(rows()).toEqual([[laptop.name, '5']]));
    expect(screen.getByTestId('cart-items').textContent).toBe('5');

    const quantity = screen.getByLabelText(`Quantity of ${laptop.name}`);
    await user.clear(quantity);
    await user.type(quantity, '0');
    // Refused: the box keeps the 0, says why under the name, and the line stays at 5.
    expect([(quantity as HTMLInputElement).value, quantity.getAttribute('aria-invalid'), screen.getByTestId('cart-items').textContent]).toEqual(['0', 'true', '5']);
    expect(document.getElementById(quantity.getAttribute('aria-describedby')!)!.textContent).toBe('Quantity must be a whole number of at least 1.');
    await user.clear(quantity);
    await user.type(quantity, '7{Enter}');
    expect([rows(), screen.getByTestId('cart-items').textContent, quantity.getAttribute('aria-invalid')]).toEqual([[[laptop.name, '7']], '7', 'false']);
    // Enter in the Qty box goes back to the search box for the next scan.
    expect(document.activeElement).toBe(box);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { phone, shirt, shirtM } from '../../machines/pos/pos-cart.model';
import { searchFinding } from '../../machines/common/product-search.model';
import { renderOpenTill } from './render-open-till';

afterEach(cleanup);

const options = {
  customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }],
  accounts: [{ id: 'acc-cash', name: 'Cash in Hand', isDefault: true }],
  accountFor: { Cash: 'acc-cash', Card: 'acc-cash', Paypal: 'acc-cash', Cheque: 'acc-cash', GiftCard: 'acc-cash' },
};

/** The till with the T-shirt (S, M, L) and the phone on its tiles; the M barcode and the shirt's own code scan. */
function renderTill() {
  const byCode: Record<string, typeof shirt> = { '4006381333931': shirtM, 'TS-1': shirt, 'OPPO-17': phone };
  return renderOpenTill({
    actors: {
      loadOptions: fromPromise(async () => ({ ok: true, data: options })),
      cart: posCartMachine.provide({ actors: { productSearch: searchFinding((code) => byCode[code] ?? null) } }),
      tiles: posTilesMachine.provide({
        actors: {
          loadFilters: fromPromise(async () => ({ ok: true, data: { categories: [], brands: [] } })) as never,
          loadProducts: fromPromise(async () => ({ ok: true, data: { rows: [shirt, phone], total: 2 } })) as never,
        },
      }),
    },
  } as never);
}

const cartNames = () => screen.queryAllByTestId('cart-row').map((row) => within(row).getAllByRole('cell')[0].textContent);

/** docs/screens.md#point-of-sale: a product with sizes asks for the size in one tap; a size's barcode adds that size. */
describe('the POS size question', () => {
  it('asks which size for a tile, with each size’s price and stock at the till, and adds the size tapped', async () => {
    const user = renderTill();
    const products = await screen.findByRole('region', { name: 'Products' });
    await user.click(await within(products).findByRole('button', { name: 'Add T-Shirt' }));
    const question = await screen.findByRole('dialog', { name: 'Which T-Shirt?' });
    const sizes = within(question).getAllByRole('button').filter((button) => button.getAttribute('aria-label'));
    expect(sizes.map((button) => [button.getAttribute('aria-label'), button.textContent?.replace(/\s/g, ' ')])).toEqual([
      ['S, 4 in stock', 'SRs 15.004 in stock'],
      ['M, 1 in stock', 'MRs 15.001 in stock'],
      ['L, 0 in stock', 'LRs 17.000 in stock'],
    ]);
    // The focus starts on the first size in stock: one tap, or Enter.
    expect(document.activeElement).toBe(sizes[0]);
    expect(cartNames()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'L, 0 in stock' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cartNames()[0]).toContain('T-Shirt (L)');
    expect(document.activeElement).toBe(screen.getByLabelText('Scan/Search product by name/code'));
  });

  it('adds nothing when Esc or Cancel answers, and asks again for the shirt’s own code', async () => {
    const user = renderTill();
    const products = await screen.findByRole('region', { name: 'Products' });
    await user.click(await within(products).findByRole('button', { name: 'Add T-Shirt' }));
    await screen.findByRole('dialog', { name: 'Which T-Shirt?' });
    await user.keyboard('{Escape}');
    expect([screen.queryByRole('dialog'), cartNames()]).toEqual([null, []]);
    const search = screen.getByLabelText('Scan/Search product by name/code');
    await user.type(search, 'TS-1{Enter}');
    const question = await screen.findByRole('dialog', { name: 'Which T-Shirt?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect([screen.queryByRole('dialog'), cartNames()]).toEqual([null, []]);
  });

  it('adds the M at once from its barcode, and a second M to the same line', async () => {
    const user = renderTill();
    const search = await screen.findByLabelText('Scan/Search product by name/code');
    await user.type(search, '4006381333931{Enter}');
    await screen.findAllByTestId('cart-row');
    expect(screen.queryByRole('dialog')).toBeNull();
    const products = await screen.findByRole('region', { name: 'Products' });
    await user.click(within(products).getByRole('button', { name: 'Add T-Shirt' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Which T-Shirt?' })).getByRole('button', { name: 'M, 1 in stock' }));
    expect(cartNames()).toHaveLength(1);
    expect(cartNames()[0]).toContain('T-Shirt (M)');
    expect(screen.getByTestId('cart-items').textContent).toContain('2');
  });
});

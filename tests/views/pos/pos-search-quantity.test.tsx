import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { laptop } from '../../machines/pos/pos-cart.model';
import { searchFinding } from '../../machines/common/product-search.model';
import { renderOpenTill } from './render-open-till';

afterEach(cleanup);

function renderTill() {
  return renderOpenTill({
    actors: {
      loadOptions: fromPromise(async () => ({ ok: true, data: { customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }], accounts: [], accountFor: {} } })),
      cart: posCartMachine.provide({ actors: { productSearch: searchFinding(() => null) } }),
      tiles: posTilesMachine.provide({
        actors: {
          loadFilters: fromPromise(async () => ({ ok: true, data: { categories: [{ id: 'cat-1', name: 'Computers', image: null }], brands: [] } })) as never,
          loadProducts: fromPromise(async () => ({ ok: true, data: { rows: [laptop], total: 1 } })) as never,
        },
      }),
    },
  } as never);
}

/** docs/screens.md#point-of-sale: quantities typed in the search box, `*3` and `3*`, with the tiles. */
describe('the POS search box and the tiles', () => {
  it('says `*3` with nothing added under the search box, not under the totals; `3*` then a tile adds three and empties the box', async () => {
    const user = renderTill();
    const search = (await screen.findByLabelText('Scan/Search product by name/code')) as HTMLInputElement;
    await user.type(search, '*3{Enter}');
    const said = await screen.findByTestId('pos-search-problem');
    expect(said.textContent).toBe('Add a product first: *3 then makes it 3.');
    // Right after the box (and its own message), before the cart table.
    expect(said.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(said.compareDocumentPosition(screen.getByRole('table', { name: 'Cart' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('Add a product first: *3 then makes it 3.')).toHaveLength(1);

    await user.clear(search);
    await user.type(search, '3*');
    const products = await screen.findByRole('region', { name: 'Products' });
    await user.click(within(products).getByRole('button', { name: `Add ${laptop.name}` }));
    const [row] = await screen.findAllByTestId('cart-row');
    expect((within(row!).getByLabelText(`Quantity of ${laptop.name}`) as HTMLInputElement).value).toBe('3');
    expect(search.value).toBe('');
    expect(screen.queryByTestId('pos-search-problem')).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-item';
import type { Minor } from '../../../src/domain/money';
import { parsePercent } from '../../../src/domain/percent';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { laptop, phone } from '../../machines/pos/pos-cart.model';
import { searchFinding } from '../../machines/common/product-search.model';
import { renderOpenTill } from './render-open-till';

afterEach(cleanup);

/** A product taxed at New York's 8.875 % (three decimals, docs/pricing.md#amounts-and-rates), added on top. */
const tape: PosItem = { ...laptop, id: 'p-tape', name: 'Packing Tape', code: 'TP-1', pricing: { price: 1000 as Minor, promotion: null, warehousePrices: null }, taxRate: parsePercent(8.875) };

function renderTill() {
  const byCode: Record<string, PosItem> = { [phone.code]: phone, [tape.code]: tape };
  return renderOpenTill({
    actors: {
      loadOptions: fromPromise(async () => ({ ok: true, data: { customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }], accounts: [], accountFor: {} } })),
      cart: posCartMachine.provide({ actors: { productSearch: searchFinding((code) => byCode[code] ?? null) } }),
      tiles: posTilesMachine.provide({
        actors: {
          loadFilters: fromPromise(async () => ({ ok: true, data: { categories: [{ id: 'cat-1', name: 'Computers', image: null }], brands: [] } })) as never,
          loadProducts: fromPromise(async () => ({ ok: true, data: { rows: [laptop], total: 1 } })) as never,
        },
      }),
    },
  } as never);
}

describe('the POS cart shows the tax (docs/pricing.md#tax-total)', () => {
  it('each line says its product tax, added or inside the price, and the totals say the lines\' tax plus the order tax', async () => {
    const user = renderTill();
    const search = await screen.findByLabelText('Scan/Search product by name/code');
    const products = await screen.findByRole('region', { name: 'Products' });
    await user.click(within(products).getByRole('button', { name: `Add ${laptop.name}` }));
    await user.type(search, 'OPPO-17{Enter}');
    await user.type(search, '2*TP-1{Enter}');
    const rows = await screen.findAllByTestId('cart-row');
    expect(rows).toHaveLength(3);
    // Worked by hand: the laptop at Main's 18,000.00 with 10 % added: 1,800.00.
    expect(within(rows[0]).getByTestId('cart-line-tax').textContent).toBe('Tax 10% Rs\u00a01,800.00');
    // The phone's promotion 22.50 holds 20 %: 22.50 − 22.50 / 1.2 = 3.75, nothing added.
    expect(within(rows[1]).getByTestId('cart-line-tax').textContent).toBe('Tax 20% incl. Rs\u00a03.75');
    // 2 × 10.00 at 8.875 %: 1.775, half away from zero: 1.78.
    expect(within(rows[2]).getByTestId('cart-line-tax').textContent).toBe('Tax 8.875% Rs\u00a01.78');
    expect(screen.getByTestId('cart-total').textContent).toBe('Rs\u00a019,844.28');
    expect(screen.getByTestId('cart-tax-total').textContent).toBe('Rs\u00a01,805.53');

    // An order tax of 5 % on the total 19,844.28 is 992.214: 992.21, and the tax total takes it in.
    await user.clear(screen.getByLabelText('Tax (%)'));
    await user.type(screen.getByLabelText('Tax (%)'), '5');
    expect(screen.getByTestId('cart-tax-total').textContent).toBe('Rs\u00a02,797.74');
    expect(screen.getByTestId('grand-total').textContent).toBe('Rs\u00a020,836.49');
  });
});

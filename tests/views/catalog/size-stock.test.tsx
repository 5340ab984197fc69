import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { SizeStock } from '../../../src/views/catalog/SizeStock';

afterEach(cleanup);

describe('the stock by size on the product list', () => {
  it('shows the total, and one click opens each size by location', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <I18nProvider i18n={i18n}>
        <SizeStock
        productName="T-Shirt"
        total={17}
        low={false}
        stock={{ locations: ['Main', 'Mall Road'], rows: [{ key: 'VRT-2', name: 'M', quantities: [7, 3], total: 10, low: false }, { key: '', name: 'Not on a size', quantities: [null, null], total: 7, low: false }] }}
        />
      </I18nProvider>,
    );
    const grid = screen.getByRole('table', { name: 'Stock of T-Shirt by size and location', hidden: true });
    expect(grid.closest('details')?.open).toBe(false);
    await user.click(screen.getByLabelText('17 in stock, by size and location'));
    expect(grid.closest('details')?.open).toBe(true);
    const rows = within(grid).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Size', 'Main', 'Mall Road', 'Total'],
      ['M', '7', '3', '10'],
      ['Not on a size', '—', '—', '7'],
    ]);
  });
});

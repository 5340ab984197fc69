import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createActor } from 'xstate';
import { orderLinesMachine } from '../../../src/machines/common/order-lines.machine';
import { startAppActors } from '../../../src/machines/common/app-actors';
import { AppActorsProvider } from '../../../src/views/app-actors';
import { DocumentOrderLines } from '../../../src/views/common/DocumentOrderLines';
import { viewSessionMachine, viewShopSettingsMachine } from '../render-app';
import { searchFinding } from '../../machines/common/product-search.model';
import { laptop8Scanned, laptopSizes, phone } from '../../machines/common/order-lines.model';

afterEach(cleanup);

/** A purchase's Order Table whose search finds the laptop (in 16 GB and 8 GB) by its code, the 8 GB by its own, and the phone. */
function renderPurchaseLines() {
  const byCode: Record<string, unknown> = { 'LAP-1': laptopSizes, 'LAP-1-VRT-8': laptop8Scanned, 'OPPO-17': phone };
  const lines = createActor(orderLinesMachine.provide({ actors: { productSearch: searchFinding((code) => (byCode[code] ?? null) as never) } }), {
    input: { pricing: { kind: 'purchase' } },
  }).start();
  const actors = startAppActors({ navigate: () => {}, path: '/purchase/add', session: viewSessionMachine, shopSettings: viewShopSettingsMachine });
  render(
    <I18nProvider i18n={i18n}>
      <AppActorsProvider actors={actors}>
        <DocumentOrderLines lines={lines} document="purchase" />
      </AppActorsProvider>
    </I18nProvider>,
  );
  return { lines, user: userEvent.setup({ delay: null }) };
}

const names = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

/** docs/screens.md#purchases: a product with sizes asks which size goes on the line; a size's code adds that size. */
describe('the order lines asking for the size', () => {
  it('asks which size for a product found by its own code, and adds the size pressed on a line of its own', async () => {
    const { user } = renderPurchaseLines();
    const box = screen.getByLabelText('Product');
    await user.type(box, '2*LAP-1{Enter}');
    const question = await screen.findByRole('dialog', { name: 'Which Laptop 18500?' });
    expect(within(question).getByText('Each size is a line of its own. Choose the size to add 2 of.')).toBeTruthy();
    expect(within(question).getAllByRole('button').map((button) => button.textContent)).toEqual(['16 GB', '8 GB', 'Cancel']);
    await user.click(within(question).getByRole('button', { name: '16 GB' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(box);
    await user.type(box, 'LAP-1-VRT-8{Enter}');
    await screen.findByText('Laptop 18500 (8 GB)');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names()).toEqual(['Laptop 18500 (16 GB)', 'Laptop 18500 (8 GB)']);
  });

  it('adds nothing when Esc answers', async () => {
    const { user } = renderPurchaseLines();
    await user.type(screen.getByLabelText('Product'), 'LAP-1{Enter}');
    await screen.findByRole('dialog', { name: 'Which Laptop 18500?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('No products selected.')).toBeTruthy();
  });
});

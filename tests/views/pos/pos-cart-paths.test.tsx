import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { startAppActors } from '../../../src/machines/common/app-actors';
import { posCartMachine, priceCart } from '../../../src/machines/pos/pos-cart.machine';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { AppActorsProvider } from '../../../src/views/app-actors';
import { PosImplementationsContext, PosScreen } from '../../../src/views/pos/PosScreen';
import { viewSessionMachine, viewShopSettingsMachine } from '../render-app';
import { cartModel, laptop, phone } from '../../machines/pos/pos-cart.model';

/**
 * The cart's generated paths over its lines (SPEC.md section 4: a tile adds 1, again increments,
 * plus and minus, at 0 the line goes, Cancel empties) driven through the rendered POS: each event is
 * a click on the screen, and after each the cart shows the lines, Items and Grand Total of the state
 * the path says the cart machine is in.
 */
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const options = {
  warehouses: [{ id: 'w-main', name: 'Main' }],
  billers: [{ id: 'b-1', name: 'Main Biller' }],
  customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }],
  accounts: [{ id: 'acc-cash', name: 'Cash in Hand' }],
  remembered: { warehouseId: null, billerId: null },
};

function renderTill() {
  const implementations = {
    actors: {
      loadOptions: fromPromise(async () => options),
      submitSale: fromPromise(() => new Promise<never>(() => {})),
      cart: posCartMachine,
      tiles: posTilesMachine.provide({
        actors: {
          loadFilters: fromPromise(async () => ({ categories: [], brands: [] })) as never,
          loadProducts: fromPromise(async () => ({ rows: [laptop, phone], total: 2 })) as never,
        },
      }),
    },
    actions: { printReceipt: () => {} },
  };
  const actors = startAppActors({ navigate: () => {}, path: '/POS', session: viewSessionMachine, shopSettings: viewShopSettingsMachine });
  render(
    <AppActorsProvider actors={actors}>
      <PosImplementationsContext.Provider value={implementations as never}>
        <PosScreen />
      </PosImplementationsContext.Provider>
    </AppActorsProvider>,
  );
  return userEvent.setup({ delay: null });
}

const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const nameOf = (key: string) => (key === laptop.id ? laptop.name : phone.name);

/** The cart as the screen shows it: each row's product and quantity. */
function shownLines(): [string, number][] {
  return screen.queryAllByTestId('cart-row').map((row) => {
    const quantity = within(row).getByLabelText(/^Quantity of /);
    return [quantity.getAttribute('aria-label')!.replace('Quantity of ', ''), Number(quantity.textContent)];
  });
}

describe('the POS cart along its generated paths (lines)', () => {
  for (const path of cartModel('lines').getShortestPaths()) {
    const steps = path.steps.slice(1);
    it(steps.map((step) => (step.event.type === 'cart.product.add' ? `add ${(step.event as any).product.name}` : `${step.event.type} ${(step.event as any).key ?? ''}`.trim())).join(' → ') || 'opens empty', async () => {
      const user = renderTill();
      const products = await screen.findByRole('region', { name: 'Products' });
      await within(products).findByRole('button', { name: `Add ${laptop.name}` });
      for (const step of steps) {
        const event = step.event as any;
        const before = shownLines();
        if (event.type === 'cart.product.add') await user.click(within(products).getByRole('button', { name: `Add ${event.product.name}` }));
        else if (event.type === 'cart.line.increment') await user.click(screen.getByRole('button', { name: `One more ${nameOf(event.key)}` }));
        else if (event.type === 'cart.line.decrement') {
          const minus = screen.queryByRole('button', { name: `One less ${nameOf(event.key)}` });
          // Not in the cart: no minus button, nothing to take away.
          if (minus) await user.click(minus);
          else expect(before.some(([name]) => name === nameOf(event.key))).toBe(false);
        } else if (event.type === 'cart.clear') {
          await user.click(screen.getByRole('button', { name: /^Cancel/ }));
          const question = await screen.findByRole('alertdialog', { name: 'Cancel this sale?' });
          await user.click(within(question).getByRole('button', { name: 'Empty the cart' }));
        } else throw new Error(`no screen action for ${event.type}`);
        const expected = step.state.context.lines.map((line: any): [string, number] => [line.product.name, line.quantity]);
        await waitFor(() => expect(shownLines()).toEqual(expected));
        const items = expected.reduce((sum: number, [, quantity]: [string, number]) => sum + quantity, 0);
        expect(screen.getByTestId('cart-items').textContent).toContain(String(items));
        expect(screen.getByTestId('grand-total').textContent).toContain(money(priceCart(step.state.context).totals.grandTotal));
      }
      await act(async () => {});
    });
  }
});

import { afterEach, describe, it, vi } from 'vitest';
import { act, cleanup, configure, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { cartModel, laptop, phone } from '../../machines/pos/pos-cart.model';
import { expectCart, perform } from './pos-dom-driver';
import { cartAction, describeStep } from './pos-path-steps';
import { renderOpenTill } from './render-open-till';

/**
 * The cart's generated paths over its lines (docs/screens.md#point-of-sale: a tile adds 1, again increments,
 * plus and minus, at 0 the line goes, Cancel empties) driven through the rendered POS: each event is
 * a click on the screen, and after each the cart shows the lines, Items and Grand Total of the state
 * the path says the cart machine is in. The actions and checks are pos-path-steps.ts's, which the
 * browser journeys (tests/e2e/pos-paths.spec.ts) drive too.
 */
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const options = {
  customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }],
  accounts: [{ id: 'acc-cash', name: 'Cash in Hand', isDefault: true }],
  accountFor: { Cash: 'acc-cash', Card: 'acc-cash', Paypal: 'acc-cash', Cheque: 'acc-cash', GiftCard: 'acc-cash' },
};

function renderTill() {
  const implementations = {
    actors: {
      loadOptions: fromPromise(async () => ({ ok: true, data: options })),
      submitSale: fromPromise(() => new Promise<never>(() => {})),
      cart: posCartMachine,
      tiles: posTilesMachine.provide({
        actors: {
          loadFilters: fromPromise(async () => ({ ok: true, data: { categories: [], brands: [] } })) as never,
          loadProducts: fromPromise(async () => ({ ok: true, data: { rows: [laptop, phone], total: 2 } })) as never,
        },
      }),
    },
    actions: { printReceipt: () => {} },
  };
  const user = renderOpenTill(implementations as never);
  return user;
}

describe('the POS cart along its generated paths (lines)', () => {
  for (const path of cartModel('lines').getShortestPaths()) {
    const steps = path.steps.slice(1);
    it(steps.map((step) => describeStep(step.event)).join(' → ') || 'opens empty', async () => {
      const user = renderTill();
      const products = await screen.findByRole('region', { name: 'Products' });
      await within(products).findByRole('button', { name: `Add ${laptop.name}` });
      for (const [index, step] of steps.entries()) {
        for (const action of cartAction(step.event, path.steps[index].state.context, (key) => (key === laptop.id ? laptop.name : phone.name))) await perform(user, action);
        await expectCart(step.state.context);
      }
      await act(async () => {});
    });
  }
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-item';
import type { Minor } from '../../../src/domain/money';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { phone } from '../../machines/pos/pos-cart.model';
import { paymentModel, walkInInput } from '../../machines/pos/pos-payment.model';
import { expectPaymentDialog, perform } from './pos-dom-driver';
import { describeStep, paymentAction, paymentView } from './pos-path-steps';
import { renderOpenTill } from './render-open-till';

/**
 * The payment dialog's generated paths for the walk-in customer (each method, too little cash, a
 * missing cheque number, the walk-in customer refused a deposit, another account, removing and
 * cancelling) driven through the rendered POS: a cart of 77.50, F2 opens Cash, each event is a click
 * or a typed value, and after each the dialog shows the payments, the problem and what is still due
 * of the state the path says; a paid sale is sent with exactly the path's payments. The actions and
 * checks are pos-path-steps.ts's, which the browser journeys (tests/e2e/pos-paths.spec.ts) drive too.
 */
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** 77.50, no tax: the payment model's sale. */
const kettle: PosItem = { ...phone, id: 'p-kettle', name: 'Kettle', code: 'KT-1', pricing: { price: 7750 as Minor, promotion: null, warehousePrices: null }, taxRate: 0 as never, taxMethod: 'Exclusive' };

function renderTill() {
  const sent: { body: { payments: unknown[] } }[] = [];
  const implementations = {
    actors: {
      loadOptions: fromPromise(async () => ({
        ok: true,
        data: {
          customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }],
          accounts: walkInInput.accounts,
          accountFor: walkInInput.accountFor,
        },
      })),
      submitSale: fromPromise(({ input }: { input: any }) => {
        sent.push(input);
        return new Promise<never>(() => {});
      }),
      cart: posCartMachine,
      tiles: posTilesMachine.provide({
        actors: {
          loadFilters: fromPromise(async () => ({ ok: true, data: { categories: [], brands: [] } })) as never,
          loadProducts: fromPromise(async () => ({ ok: true, data: { rows: [kettle], total: 1 } })) as never,
        },
      }),
    },
    actions: { printReceipt: () => {} },
  };
  const user = renderOpenTill(implementations as never);
  return { sent, user: user };
}

describe('the POS payment dialog along its generated paths (walk-in customer)', () => {
  for (const path of paymentModel(walkInInput).getShortestPaths()) {
    const steps = path.steps.slice(1);
    it(steps.map((step) => describeStep(step.event)).join(' → ') || 'opens on Cash', async () => {
      const { sent, user } = renderTill();
      const products = await screen.findByRole('region', { name: 'Products' });
      await user.click(await within(products).findByRole('button', { name: `Add ${kettle.name}` }));
      await user.keyboard('{F2}');
      const dialog = await screen.findByRole('dialog', { name: 'Payment' });
      expect(within(dialog).getByTestId('payment-remaining').textContent).toContain('77.50');
      for (const step of steps) {
        for (const action of paymentAction(step.event)) await perform(user, action);
        const view = paymentView(step.state);
        if (view.open) await expectPaymentDialog(view);
        else if (view.outcome === 'paid') {
          // The dialog closes and the sale goes with the payments the path made.
          await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull());
          await waitFor(() => expect(sent.map((entry) => entry.body.payments)).toEqual([view.payments]));
        } else {
          await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull());
          expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
          expect(sent).toEqual([]);
        }
      }
    });
  }
});

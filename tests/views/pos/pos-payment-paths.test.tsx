import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-catalog';
import type { Minor } from '../../../src/domain/money';
import { startAppActors } from '../../../src/machines/common/app-actors';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { remainingDue } from '../../../src/machines/pos/pos-payment.machine';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { AppActorsProvider } from '../../../src/views/app-actors';
import { PosImplementationsContext, PosScreen } from '../../../src/views/pos/PosScreen';
import { viewSessionMachine, viewShopSettingsMachine } from '../render-app';
import { phone } from '../../machines/pos/pos-cart.model';
import { paymentModel, walkInInput } from '../../machines/pos/pos-payment.model';

/**
 * The payment dialog's generated paths for the walk-in customer (each method, too little cash, a
 * missing cheque number, the walk-in customer refused a deposit, another account, removing and
 * cancelling) driven through the rendered POS: a cart of 77.50, F2 opens Cash, each event is a click
 * or a typed value, and after each the dialog shows the payments, the problem and what is still due
 * of the state the path says; a paid sale is sent with exactly the path's payments.
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
        warehouses: [{ id: 'w-main', name: 'Main' }],
        billers: [{ id: 'b-1', name: 'Main Biller' }],
        customers: [{ id: 'c-walk', name: 'Walk-in Customer', isWalkIn: true }],
        accounts: walkInInput.accounts,
        remembered: { warehouseId: null, billerId: null },
      })),
      submitSale: fromPromise(({ input }: { input: any }) => {
        sent.push(input);
        return new Promise<never>(() => {});
      }),
      cart: posCartMachine,
      tiles: posTilesMachine.provide({
        actors: {
          loadFilters: fromPromise(async () => ({ categories: [], brands: [] })) as never,
          loadProducts: fromPromise(async () => ({ rows: [kettle], total: 1 })) as never,
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
  return { sent, user: userEvent.setup({ delay: null }) };
}

const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const describeStep = (event: any) => [event.type.replace('payment.', ''), event.method ?? event.text ?? event.id ?? event.index].filter((part) => part !== undefined).join(' ');

describe('the POS payment dialog along its generated paths (walk-in customer)', () => {
  for (const path of paymentModel(walkInInput).getShortestPaths()) {
    const steps = path.steps.slice(1);
    it(steps.map((step) => describeStep(step.event)).join(' → ') || 'opens on Cash', async () => {
      const { sent, user } = renderTill();
      const products = await screen.findByRole('region', { name: 'Products' });
      await user.click(await within(products).findByRole('button', { name: `Add ${kettle.name}` }));
      await user.keyboard('{F2}');
      let dialog = await screen.findByRole('dialog', { name: 'Payment' });
      expect(within(dialog).getByTestId('payment-remaining').textContent).toContain('77.50');
      for (const step of steps) {
        const event = step.event as any;
        if (event.type === 'payment.cancel') await user.click(within(dialog).getByRole('button', { name: 'Back to cart' }));
        else if (event.type === 'payment.method.choose') await user.click(within(within(dialog).getByRole('group', { name: 'Method' })).getByRole('button', { name: event.method }));
        else if (event.type === 'payment.received.change') fireEvent.change(within(dialog).getByLabelText('Amount received'), { target: { value: event.text } });
        else if (event.type === 'payment.amount.change') fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: event.text } });
        else if (event.type === 'payment.number.change') fireEvent.change(within(dialog).getByLabelText('Cheque number'), { target: { value: event.text } });
        else if (event.type === 'payment.account.choose') await user.selectOptions(within(dialog).getByLabelText('Account'), event.id);
        else if (event.type === 'payment.add') await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
        else if (event.type === 'payment.remove') await user.click(within(dialog).getAllByRole('button', { name: 'Remove' })[event.index]);
        else throw new Error(`no screen action for ${event.type}`);

        const state = step.state;
        if (state.value === 'paid') {
          // The dialog closes and the sale goes with the payments the path made.
          await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull());
          await waitFor(() => expect(sent.map((entry) => entry.body.payments)).toEqual([state.output.payments]));
        } else if (state.value === 'cancelled') {
          await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull());
          expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
          expect(sent).toEqual([]);
        } else {
          dialog = screen.getByRole('dialog', { name: 'Payment' });
          const { context } = state;
          await waitFor(() => expect(within(dialog).queryByRole('alert')?.textContent ?? null).toBe(context.problem));
          expect(within(dialog).queryAllByRole('listitem').map((item) => item.textContent)).toEqual(context.payments.map((entry: any) => expect.stringContaining(`${entry.method} `)));
          expect(within(dialog).getByTestId('payment-remaining').textContent).toContain(money(remainingDue(context)));
          expect(within(within(dialog).getByRole('group', { name: 'Method' })).getByRole('button', { name: context.method }).getAttribute('aria-pressed')).toBe('true');
          expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe(context.amountText);
        }
      }
    });
  }
});

import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PosCartContext } from '../../../src/machines/pos/pos-cart.machine';
import { CHARGE_LABELS, cartView, type PaymentView, type ScreenAction, type Scope } from './pos-path-steps';

/**
 * The rendered-POS tests' driver for the cashier actions and screen checks of pos-path-steps.ts (the
 * browser journeys have their own, in tests/e2e/pos-paths.spec.ts): Testing Library queries and
 * user-event, where a string name matches exactly.
 */
async function scoped(scope: Scope) {
  switch (scope) {
    case 'screen':
      return screen;
    case 'products':
      return within(screen.getByRole('region', { name: 'Products' }));
    case 'payment':
      return within(screen.getByRole('dialog', { name: 'Payment' }));
    case 'methods':
      return within(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('group', { name: 'Method' }));
    case 'cancelQuestion':
      return within(await screen.findByRole('alertdialog', { name: 'Cancel this sale?' }));
  }
}

export async function perform(user: UserEvent, action: ScreenAction) {
  switch (action.kind) {
    case 'click': {
      const scope = await scoped(action.scope);
      await user.click(action.nth === undefined ? scope.getByRole('button', { name: action.name }) : scope.getAllByRole('button', { name: action.name })[action.nth]);
      return;
    }
    case 'fill':
      fireEvent.change((await scoped(action.scope)).getByLabelText(action.label), { target: { value: action.text } });
      return;
    case 'press':
      await user.type(screen.getByLabelText(action.label), `{${action.key}}`);
      return;
    case 'select':
      await user.selectOptions((await scoped(action.scope)).getByLabelText(action.label), action.value);
      return;
    case 'none':
      if (action.absent) expect((await scoped(action.absent.scope)).queryByRole('button', { name: action.absent.name })).toBeNull();
  }
}

/** The cart's rows as the screen shows them: each row's product and what its Qty box holds. */
function shownLines(): [string, string][] {
  return screen.queryAllByTestId('cart-row').map((row) => {
    const quantity = within(row).getByLabelText(/^Quantity of /) as HTMLInputElement;
    return [quantity.getAttribute('aria-label')!.replace('Quantity of ', ''), quantity.value];
  });
}

/** The cart, totals, messages and charge boxes the state's context says. */
export async function expectCart(context: PosCartContext) {
  const view = cartView(context);
  await waitFor(() => expect(shownLines()).toEqual(view.lines.map(([name], index) => [name, view.quantityBoxes[index]])));
  expect(screen.getByTestId('cart-items').textContent).toBe(String(view.items));
  expect(screen.getByTestId('grand-total').textContent).toContain(view.grandTotal);
  expect(document.querySelector('[id^="pos-quantity-problem-"]')?.textContent ?? null).toBe(view.quantityProblem);
  expect(document.getElementById('pos-charge-problem')?.textContent ?? null).toBe(view.chargeProblem);
  expect(document.querySelector('[data-testid="pos-search-problem"]')?.textContent ?? null).toBe(view.searchProblem);
  for (const [field, label] of Object.entries(CHARGE_LABELS)) {
    expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(view.chargeTexts[field as keyof typeof CHARGE_LABELS]);
  }
}

/** The open payment dialog as the state says: its problem, payments, what is still due, the method, the amount and the change. */
export async function expectPaymentDialog(view: Extract<PaymentView, { open: true }>) {
  const dialog = within(screen.getByRole('dialog', { name: 'Payment' }));
  await waitFor(() => expect(dialog.queryByRole('alert')?.textContent ?? null).toBe(view.problem));
  expect(dialog.queryAllByRole('listitem').map((item) => item.textContent)).toEqual(view.paymentMethods.map((method) => expect.stringMatching(new RegExp(`^${method} `))));
  expect(dialog.getByTestId('payment-remaining').textContent).toContain(view.remaining);
  expect(dialog.getByRole('button', { name: view.method, pressed: true })).toBeDefined();
  expect((dialog.getByLabelText('Amount') as HTMLInputElement).value).toBe(view.amountText);
  if (view.change !== null) expect(dialog.getByTestId('payment-change').textContent).toContain(view.change);
}

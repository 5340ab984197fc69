import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiResult } from '../../../src/api/common/http';
import type { Sale } from '../../../src/domain/sales.schemas';
import type { SaveSaleInput } from '../../../src/machines/sales/sale-form.machine';
import { SaleFormActorContext } from '../../../src/views/sales/use-sale-form';
import { choices, paymentAccounts, saved as savedAnswer, variantSale } from '../../machines/sales/sale-form.model';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/**
 * Edit Sale of a paid sale (docs/money-and-payments.md, "Payment status" and "Editing a sale"): the
 * form has no Payment Status to choose (choosing 'Paid' used to record a Cash payment nobody took);
 * it shows the status the payments give with the lines on screen, sends no paymentStatus, and shows
 * the server's refusal of an edit below what was paid. The server is played by the test.
 */
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
});

/** Two S T-shirts at 10.00 and one M at 12.00, paid in full (32.00). */
const paidSale: Sale = { ...variantSale, paymentStatus: 'Paid', paid: 32, due: 0, payments: [] };
const belowPaid = 'This sale has been paid 32.00; the new total 22.00 is 10.00 less. Return the goods with a refund instead.';
const refusedBelowPaid: ApiResult<Sale> = { ok: false, status: 409, message: belowPaid, issues: [{ path: 'products', message: belowPaid }] };

function renderEditSale(answers: ApiResult<Sale>[]) {
  const sent: SaveSaleInput[] = [];
  const implementations = {
    actors: {
      loadSaleForm: fromPromise(async () => ({ ok: true, data: { choices, sale: paidSale, paymentAccounts } })),
      saveSale: fromPromise(async ({ input }: { input: SaveSaleInput }) => {
        sent.push(input);
        return answers[sent.length - 1]!;
      }),
    },
  } as never;
  localStorage.setItem('token', 'stored.token.value');
  const rendered = renderApp(`/sale/edit/${paidSale._id}`, viewSessionMachine, (app) => <SaleFormActorContext.Substitute implementations={implementations}>{app}</SaleFormActorContext.Substitute>);
  stop = rendered.stop;
  act(() => rendered.actors.session.send({ type: 'xstate.done.actor.fetchMe', output: { ok: true, data: signedInAdmin } } as never));
  return { user: rendered.user, sent };
}

describe('Edit Sale of a paid sale', () => {
  it('shows the derived Payment Status, with no status to choose, and a raised total leaves the rest due', async () => {
    const { user, sent } = renderEditSale([savedAnswer as ApiResult<Sale>]);
    const small = (await screen.findByRole('spinbutton', { name: 'Quantity of Cotton T-shirt (S)' })) as HTMLInputElement;
    await waitFor(() => expect(small.value).toBe('2'));
    expect(screen.queryByRole('combobox', { name: 'Payment Status' })).toBeNull();
    const status = screen.getByTestId('sale-payment-status');
    expect(status.textContent).toBe('Paid');

    fireEvent.change(small, { target: { value: '3' } });
    await waitFor(() => expect(status.textContent).toBe('Due'));
    expect(screen.getByRole('group', { name: 'Payment Status' }).textContent).toMatch(/paid .*32\.00 of .*42\.00/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // No paymentStatus and no payment: the server leaves the 10.00 due.
    expect(sent[0]!.body).not.toHaveProperty('paymentStatus');
    expect(sent[0]!.body).not.toHaveProperty('payments');
  });

  it('takes the rest as a payment the person enters: Card into the bank, as General Setting says, and the status becomes Paid', async () => {
    const { user, sent } = renderEditSale([savedAnswer as ApiResult<Sale>]);
    const small = (await screen.findByRole('spinbutton', { name: 'Quantity of Cotton T-shirt (S)' })) as HTMLInputElement;
    await waitFor(() => expect(small.value).toBe('2'));
    fireEvent.change(small, { target: { value: '3' } });
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    const payment = screen.getByRole('group', { name: 'Payment 1' });
    expect((within(payment).getByLabelText('Amount') as HTMLInputElement).value).toBe('10.00');
    expect((within(payment).getByLabelText('Account') as HTMLSelectElement).value).toBe('a-cash');
    await user.selectOptions(within(payment).getByLabelText('Method'), 'Card');
    expect((within(payment).getByLabelText('Account') as HTMLSelectElement).value).toBe('a-bank');
    await waitFor(() => expect(screen.getByTestId('sale-payment-status').textContent).toBe('Paid'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.payments).toEqual([{ method: 'Card', amount: 10, accountId: 'a-bank' }]);
  });

  it("shows the server's refusal of an edit below what was paid and stays on the form", async () => {
    const { user, sent } = renderEditSale([refusedBelowPaid]);
    const small = (await screen.findByRole('spinbutton', { name: 'Quantity of Cotton T-shirt (S)' })) as HTMLInputElement;
    await waitFor(() => expect(small.value).toBe('2'));
    fireEvent.change(small, { target: { value: '1' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(belowPaid);
    expect(sent).toHaveLength(1);
    expect(window.location.pathname).toBe(`/sale/edit/${paidSale._id}`);
  });
});

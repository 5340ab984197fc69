import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiResult } from '../../../src/api/common/http';
import type { Sale } from '../../../src/domain/sales.schemas';
import { SALE_UPDATED_MESSAGE, type SaveSaleInput } from '../../../src/machines/sales/sale-form.machine';
import { SaleFormActorContext } from '../../../src/views/sales/use-sale-form';
import { choices, paymentAccounts, saved as savedAnswer, storedSale, storedSaleBody, variantSale } from '../../machines/sales/sale-form.model';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';
import { englishOf } from '../../machines/common/english';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** The server's 409 for an edit that would take a sale below what its customer brought back. */
const returnedMessage = 'Dell Inspiron 15 Laptop (DL-INS15): 2 already returned by the customer; the sale cannot hold fewer than 2.';
const returnedRefusal: ApiResult<Sale> = { ok: false, status: 409, message: returnedMessage, issues: [{ path: 'products.0.quantity', message: returnedMessage }] };

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
});

/** Three laptops: `storedSale` with its quantity raised. */
const threeLaptops: Sale = { ...storedSale, products: [{ ...storedSale.products[0]!, quantity: 3, tax: 8325, subTotal: 63825 }] };

/** Edit Sale of `sale` (3 laptops unless told) with the server played by the test: each save answers the next of `answers`. */
function renderEditSale(answers: ApiResult<Sale>[], sale: Sale = threeLaptops) {
  const sent: SaveSaleInput[] = [];
  const implementations = {
    actors: {
      loadSaleForm: fromPromise(async () => ({ ok: true, data: { choices, sale, paymentAccounts } })),
      saveSale: fromPromise(async ({ input }: { input: SaveSaleInput }) => {
        sent.push(input);
        return answers[sent.length - 1]!;
      }),
    },
  } as never;
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp(`/sale/edit/${sale._id}`, viewSessionMachine, (app) => <SaleFormActorContext.Substitute implementations={implementations}>{app}</SaleFormActorContext.Substitute>);
  stop = rendered.stop;
  act(() => rendered.actors.session.send({ type: 'xstate.done.actor.fetchMe', output: { ok: true, data: signedInAdmin } } as never));
  return { user: rendered.user, sent };
}

describe('Edit Sale: a refusal from the server', () => {
  it('shows the 409 of a sale with returns in the red banner, stays on the form, and saves once corrected', async () => {
    const { user, sent } = renderEditSale([returnedRefusal, savedAnswer as ApiResult<Sale>]);
    const quantity = (await screen.findByRole('spinbutton', { name: 'Quantity of Dell Inspiron 15 Laptop' })) as HTMLInputElement;
    await waitFor(() => expect(quantity.value).toBe('3'));

    fireEvent.change(quantity, { target: { value: '1' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(returnedMessage);
    expect(banner.getAttribute('data-testid')).toBe('sale-banner');
    // The refused line's quantity box is marked.
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.id).toBe(storedSale._id);
    expect(sent[0]!.body).toMatchObject({ products: [{ _id: 'p-laptop', quantity: 1, unitPrice: 18500 }] });
    expect(window.location.pathname).toBe(`/sale/edit/${storedSale._id}`);
    expect(quantity.value).toBe('1');

    fireEvent.change(quantity, { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sale/list'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ orderTax: storedSaleBody.orderTax, products: [{ _id: 'p-laptop', quantity: 2, unitPrice: 18500, subTotal: 42550 }] });
    await screen.findByText(englishOf(SALE_UPDATED_MESSAGE));
  });
});

describe('Edit Sale: a sale with variants', () => {
  it('shows each variant on its own line with its name, changes one size alone, and sends each back with its item code', async () => {
    const { user, sent } = renderEditSale([savedAnswer as ApiResult<Sale>], variantSale);
    const small = (await screen.findByRole('spinbutton', { name: 'Quantity of Cotton T-shirt (S)' })) as HTMLInputElement;
    const medium = screen.getByRole('spinbutton', { name: 'Quantity of Cotton T-shirt (M)' }) as HTMLInputElement;
    const names = () => screen.getAllByRole('cell').filter((cell) => cell.getAttribute('data-label') === 'Name').map((cell) => cell.textContent);
    expect(names()).toEqual(['Cotton T-shirt (S)', 'Cotton T-shirt (M)']);
    await waitFor(() => expect([small.value, medium.value]).toEqual(['2', '1']));

    fireEvent.change(medium, { target: { value: '3' } });
    expect([small.value, medium.value]).toEqual(['2', '3']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sale/list'));
    const line = { _id: 'p-tshirt', productName: 'Cotton T-shirt', productCode: 'TSH-1', discount: 0, taxRate: 0 };
    expect(sent.map((save) => [save.id, save.body.products, save.body.totalAmount])).toEqual([
      [
        variantSale._id,
        [
          { ...line, quantity: 2, unitPrice: 10, subTotal: 20, variant: 'TS-S' },
          { ...line, quantity: 3, unitPrice: 12, subTotal: 36, variant: 'TS-M' },
        ],
        56,
      ],
    ]);
  });
});

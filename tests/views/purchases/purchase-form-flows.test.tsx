import { refusedValue } from '../../../src/views/common/DocumentForm.css';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { englishOf } from '../../machines/common/english';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_SHOP_SETTINGS, formatMoney } from '../../../src/domain/format';
import type { Minor } from '../../../src/domain/money';
import { orderLinesMachine } from '../../../src/machines/common/order-lines.machine';
import type { ApiResult } from '../../../src/api/common/http';
import type { Purchase } from '../../../src/domain/purchase.schemas';
import { PURCHASE_ADDED_MESSAGE, PURCHASE_UPDATED_MESSAGE, type SavePurchaseInput } from '../../../src/machines/purchases/purchase-form.machine';
import { PurchaseFormActorContext } from '../../../src/views/purchases/use-purchase-form';
import { expectedBody, expectedOrder, laptop, mouse, productsByCode, purchaseFormModel, purchaseModelMachine, suppliers, warehouses, type PurchaseModelContext, type PurchaseModelEvent } from '../../machines/purchases/purchase-form.model';
import { editedPurchase } from '../../machines/purchases/purchase-machines.model';
import { renderApp, viewSessionMachine } from '../render-app';
import { searchFinding } from '../../machines/common/product-search.model';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
});

const money = (amount: number) => formatMoney(amount as Minor, DEFAULT_SHOP_SETTINGS);

/** Add Purchase with the server played by the test: the choices at once, codes looked up, every saved body kept. */
function renderAddPurchase() {
  const saved: SavePurchaseInput[] = [];
  const implementations = {
    actors: {
      loadPurchaseForm: fromPromise(async () => ({ ok: true, data: { choices: { warehouses, suppliers }, purchase: null } })),
      savePurchase: fromPromise(async ({ input }: { input: SavePurchaseInput }) => {
        saved.push(input);
        return { ok: true, data: {} };
      }),
      orderLines: orderLinesMachine.provide({ actors: { productSearch: searchFinding((code) => productsByCode[code]) } }),
    },
  } as never;
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp('/purchase/add', viewSessionMachine, (app) => <PurchaseFormActorContext.Substitute implementations={implementations}>{app}</PurchaseFormActorContext.Substitute>);
  stop = rendered.stop;
  return { user: rendered.user, saved };
}

type User = ReturnType<typeof userEvent.setup>;

const orderTable = () => screen.getByRole('table', { name: 'Order Table' });

/** The Order Table as the person reads it: each product's code and the quantity in its box. */
function shownLines(): [string, number][] {
  const rows = within(orderTable()).getAllByRole('row').slice(1);
  if (rows.length === 1 && within(rows[0]!).queryByText('No products selected.')) return [];
  return rows.map((row) => {
    const cells = within(row).getAllByRole('cell');
    return [cells[1]!.textContent!, Number((within(row).getByRole('spinbutton', { name: /^Quantity of/ }) as HTMLInputElement).value)];
  });
}

/** One model step done with the mouse and keyboard on the rendered form. */
async function perform(user: User, event: PurchaseModelEvent) {
  switch (event.type) {
    case 'warehouse':
      return user.selectOptions(screen.getByLabelText(/^Warehouse/), event.id);
    case 'status':
      return user.selectOptions(screen.getByLabelText(/^Purchase Status/), event.status);
    case 'paidInFull':
      return user.click(screen.getByLabelText(/^Paid in full/));
    case 'shipping':
      return fireEvent.change(screen.getByLabelText(/^Shipping Cost/), { target: { value: event.text } });
    case 'remove':
      return user.click(screen.getByRole('button', { name: `Remove ${productsByCode[event.code]!.name}` }));
    case 'add': {
      // A scanner types the code and Enter; the line shows once the server has answered.
      const search = screen.getByLabelText('Product');
      await user.clear(search);
      await user.type(search, `${event.code}{Enter}`);
      await waitFor(() => expect(within(orderTable()).getAllByText(productsByCode[event.code]!.name).length).toBe(1));
      await waitFor(() => expect((screen.getByLabelText('Product') as HTMLInputElement).value).toBe(''));
      return;
    }
    case 'submit':
      return user.click(screen.getByRole('button', { name: 'Submit' }));
  }
}

/** What the person must see after each step, and what a submit sent or refused. */
async function check(model: PurchaseModelContext, state: string, saved: SavePurchaseInput[]) {
  if (state === 'saved') {
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: null, body: expectedBody(model) });
    await screen.findByText(englishOf(PURCHASE_ADDED_MESSAGE));
    await waitFor(() => expect(window.location.pathname).toBe('/purchase/list'));
    return;
  }
  await waitFor(() => expect(shownLines()).toEqual(model.lines));
  const order = expectedOrder(model);
  expect(screen.getByLabelText('Grand Total').textContent).toBe(money(order.grandTotal));
  for (const line of order.lines) {
    const row = within(orderTable()).getByText(line.product.name).closest('tr')!;
    expect(row.textContent).toContain(money(line.subtotal));
  }
  expect((screen.getByLabelText(/^Warehouse/) as HTMLSelectElement).value).toBe(model.warehouse);
  expect(saved).toEqual([]);
  if (model.refusal) await screen.findByText(model.refusal, { selector: '[data-sonner-toast] *' });
  if (model.refusal === 'Please select a warehouse') expect(screen.getByLabelText(/^Warehouse/).getAttribute('aria-invalid')).toBe('true');
}

type Path = ReturnType<ReturnType<typeof purchaseFormModel>['getShortestPaths']>[number];
const events = (path: Path) => path.steps.map((step) => step.event as PurchaseModelEvent);
const has = (path: Path, type: PurchaseModelEvent['type']) => events(path).some((event) => event.type === type);

/**
 * The machine test walks all 208 shortest paths; a rendered form takes up to a second a path, so the
 * view walks the shortest path to each thing the model can do: both refusals, an increment, a
 * removal, and saves with every field the body carries.
 */
const wanted: [string, (path: Path) => boolean][] = [
  ['refuses without a warehouse', (path) => path.state.context.refusal === 'Please select a warehouse'],
  ['refuses without products', (path) => path.state.context.refusal === 'Please add at least one product.'],
  ['adds a product twice', (path) => path.state.context.lines.some(([, quantity]) => quantity === 2) && path.state.context.lines.length === 2],
  ['saves an increment', (path) => path.state.value === 'saved' && path.state.context.lines.some(([, quantity]) => quantity === 2)],
  ['saves shipping, Pending and Paid in full', (path) => path.state.value === 'saved' && has(path, 'shipping') && has(path, 'status') && has(path, 'paidInFull')],
];

describe('Add Purchase along the purchase form model paths, through the rendered form', () => {
  const paths = purchaseFormModel()
    .getShortestPaths()
    .sort((a, b) => a.steps.length - b.steps.length);
  const chosen = wanted.map(([why, fits]) => [why, paths.find(fits)] as const);
  it('finds a model path for each thing to show', () => {
    expect(chosen.filter(([, path]) => !path).map(([why]) => why)).toEqual([]);
  });

  // A removal leads back to a state reachable without it, so no shortest path holds one: walk it by hand, the model saying what each step must show.
  it('removes a line and saves the rest: warehouse, laptop, mouse, remove the laptop, submit', async () => {
    const walk: PurchaseModelEvent[] = [{ type: 'warehouse', id: 'w-main' }, { type: 'add', code: laptop.code }, { type: 'add', code: mouse.code }, { type: 'remove', code: laptop.code }, { type: 'submit' }];
    const model = createActor(purchaseModelMachine).start();
    const { user, saved } = renderAddPurchase();
    await screen.findByRole('table', { name: 'Order Table' });
    for (const event of walk) {
      model.send(event);
      await act(async () => {
        await perform(user, event);
      });
      const state = model.getSnapshot();
      await check(state.context, String(state.value), saved);
    }
    expect(saved[0]!.body).toMatchObject({ warehouse: 'w-main', products: [{ productCode: mouse.code, quantity: 1 }] });
  });

  for (const [why, path] of chosen) {
    if (!path) continue;
    it(`${why}: ${path.description}`, async () => {
      const { user, saved } = renderAddPurchase();
      await screen.findByRole('table', { name: 'Order Table' });
      await check(path.steps[0]!.state.context, 'editing', saved);
      for (const step of path.steps.slice(1)) {
        await act(async () => {
          await perform(user, step.event as PurchaseModelEvent);
        });
        await check(step.state.context, String(step.state.value), saved);
      }
    });
  }
});

/** The server's 409 for an edit that would reprice a line the supplier already took goods back from. */
const returnedMessage = "Dell Inspiron 15 Laptop (DL-INS15): 2 already returned to the supplier at this line's cost; its unit cost, discount and tax cannot change.";
const returnedRefusal: ApiResult<Purchase> = { ok: false, status: 409, message: returnedMessage, issues: [{ path: 'products.0.discount', message: returnedMessage }] };

/** Edit Purchase of `editedPurchase` (3 laptops at 100 less 5) with the server played by the test: each save answers the next of `answers`. */
function renderEditPurchase(answers: ApiResult<Purchase>[]) {
  const saved: SavePurchaseInput[] = [];
  const implementations = {
    actors: {
      loadPurchaseForm: fromPromise(async () => ({ ok: true, data: { choices: { warehouses, suppliers }, purchase: editedPurchase } })),
      savePurchase: fromPromise(async ({ input }: { input: SavePurchaseInput }) => {
        saved.push(input);
        return answers[saved.length - 1]!;
      }),
    },
  } as never;
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp(`/purchase/edit/${editedPurchase._id}`, viewSessionMachine, (app) => <PurchaseFormActorContext.Substitute implementations={implementations}>{app}</PurchaseFormActorContext.Substitute>);
  stop = rendered.stop;
  return { user: rendered.user, saved };
}

describe('Edit Purchase: a refusal from the server', () => {
  it('shows the 409 of a purchase with returns under the Order Table, stays on the form, and saves once corrected', async () => {
    const { user, saved } = renderEditPurchase([returnedRefusal, { ok: true, data: editedPurchase as never }]);
    const discount = (await screen.findByRole('spinbutton', { name: 'Discount on Dell Inspiron 15 Laptop' })) as HTMLInputElement;
    await waitFor(() => expect(discount.value).toBe('5'));

    fireEvent.change(discount, { target: { value: '10' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(returnedMessage, { selector: '[data-sonner-toast] *' });
    const alerts = screen.getAllByRole('alert').filter((alert) => !alert.closest('[data-sonner-toast]'));
    expect(alerts.map((alert) => alert.textContent)).toEqual([returnedMessage]);
    // The refused line's own box is marked, not the others.
    expect(discount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Dell Inspiron 15 Laptop' }).hasAttribute('aria-invalid')).toBe(false);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: editedPurchase._id, body: { products: [{ quantity: 3, discount: 10 }] } });
    expect(window.location.pathname).toBe(`/purchase/edit/${editedPurchase._id}`);
    expect(discount.value).toBe('10');

    fireEvent.change(discount, { target: { value: '5' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/purchase/list'));
    expect(saved).toHaveLength(2);
    expect(saved[1]!.body).toMatchObject({ products: [{ quantity: 3, discount: 5 }] });
    await screen.findByText(englishOf(PURCHASE_UPDATED_MESSAGE));
  });
});

describe("Edit Purchase: a returned line's cost refused", () => {
  it('marks the Net Unit Cost of that line, which is not typed in the table', async () => {
    const costMessage = "Dell Inspiron 15 Laptop (DL-INS15): 2 already returned to the supplier at this line's cost; its unit cost, discount and tax cannot change.";
    const { user } = renderEditPurchase([{ ok: false, status: 409, message: costMessage, issues: [{ path: 'products.0.productCost', message: costMessage }] }]);
    await screen.findByRole('spinbutton', { name: 'Discount on Dell Inspiron 15 Laptop' });
    const costCell = () => document.querySelector('td[data-label="Net Unit Cost"] > span')!;
    expect(costCell().textContent).toMatch(/100\.00/);
    expect(costCell().className).not.toContain(refusedValue);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(costMessage, { selector: '[data-sonner-toast] *' });
    expect(costCell().className).toContain(refusedValue);
    expect(screen.getAllByRole('spinbutton').filter((box) => box.getAttribute('aria-invalid') === 'true')).toEqual([]);
  });
});

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { GeneratedPath } from '../machines/machine-models';
import { cartModel, laptop, phone, shirt, type CartFacet } from '../machines/pos/pos-cart.model';
import { paymentModel, walkInInput } from '../machines/pos/pos-payment.model';
import { priceCart } from '../../src/machines/pos/pos-cart.machine';
import {
  cartAction,
  cartView,
  CHARGE_LABELS,
  coveringPaths,
  describeStep,
  money,
  paymentAction,
  paymentView,
  SEARCH_LABEL,
  type ScreenAction,
  type Scope,
} from '../views/pos/pos-path-steps';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { sellAt } from './pos-till';

/**
 * The POS cart and payment models' generated paths in Chromium against the real server
 * (docs/quality.md#tests): a few paths of each, chosen to take the most steps no other chosen path takes.
 * Each step is what a cashier does, from the mapping the rendered-POS tests use; after each the screen
 * shows what the model's state says. A path that ends with something sold is paid, and the sale is
 * read back from GET /api/sales/{id}.
 */

/** The model's products as the server sells them: the same names, codes, prices, taxes, variant and promotion. */
const CATEGORY = 'POS paths';
const KETTLE = 'Kettle';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Shop {
  headers: Record<string, string>;
  /** The model's account ids as the server's: the default account first, then a bank. */
  accounts: Record<string, string>;
}

let shop: Promise<Shop> | undefined;

/** Creates the category, products, stock and bank account once for the whole file. */
function openShop(request: APIRequestContext): Promise<Shop> {
  shop ??= (async () => {
    const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
    const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
    const categories = await (await request.get(`/api/categories?q=${encodeURIComponent(CATEGORY)}`, { headers })).json();
    if (!categories.some((category: { name: string }) => category.name === CATEGORY)) {
      expect((await request.post('/api/categories', { headers, data: { name: CATEGORY } })).status()).toBe(201);
    }
    const common = { productType: 'Standard', barcodeSymbology: 'Code 128', category: CATEGORY, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 10 };
    const products = [
      {
        ...common,
        productName: laptop.name,
        productCode: laptop.code,
        productPrice: 18_500,
        productTax: 'VAT 10%',
        taxMethod: 'Exclusive',
        hasWarehousePrice: true,
        warehousePrices: { Main: 18_000 },
      },
      // The T-shirt in S, M and L, each size with its own item code, barcode and price adjustment.
      {
        ...common,
        productName: shirt.name,
        productCode: shirt.code,
        productPrice: shirt.pricing.price / 100,
        productTax: 'No Tax',
        hasVariant: true,
        variantList: shirt.variants.map((size) => ({ name: size.name, itemCode: size.itemCode, barcode: size.barcode, additionalPrice: size.additionalPrice / 100 })),
      },
      // The promotion runs around today, as the model's runs around its day.
      { ...common, productName: phone.name, productCode: phone.code, productPrice: 24.99, productTax: 'VAT 20%', taxMethod: 'Inclusive', hasPromotion: true, promotionPrice: 22.5, promotionStart: isoDay(-10), promotionEnd: isoDay(10) },
      // The payment model's sale of 77.50.
      { ...common, productName: KETTLE, productCode: 'KT-1', productPrice: 77.5, productTax: 'No Tax' },
    ];
    for (const product of products) {
      const existing = await (await request.get(`/api/products?q=${product.productCode}`, { headers })).json();
      if (existing.some((row: { productCode: string }) => row.productCode === product.productCode)) continue;
      const created = await request.post('/api/products', { headers, data: product });
      expect(created.status(), await created.text()).toBe(201);
      // Stock is counted onto each size of a product with sizes (docs/decisions/021-warehouses-and-variants.md).
      const sizes: (string | null)[] = 'variantList' in product ? product.variantList.map((size) => size.itemCode) : [null];
      for (const variant of sizes) {
        const stocked = await request.post('/api/stock/adjustments', { headers, data: { productId: (await created.json())._id, variant, warehouseId: main._id, mode: 'count', quantity: 500, reason: 'opening' } });
        expect(stocked.status(), await stocked.text()).toBe(201);
      }
    }
    let picker: { _id: string; name: string }[] = await (await request.get('/api/accounts/picker', { headers })).json();
    if (!picker.some((account) => account.name === 'Bank')) {
      expect((await request.post('/api/accounts', { headers, data: { accountNumber: 'BANK-PATHS', name: 'Bank' } })).status()).toBe(201);
      picker = await (await request.get('/api/accounts/picker', { headers })).json();
    }
    return { headers, accounts: { [walkInInput.accounts[0].id]: picker[0]._id, [walkInInput.accounts[1].id]: picker.find((account) => account.name === 'Bank')!._id } };
  })();
  return shop;
}

async function openTill(page: Page, request: APIRequestContext) {
  await sellAt(page, request);
  await logIn(page, owner, '/POS');
  await expect(page.getByLabel(SEARCH_LABEL)).toBeFocused();
  const products = page.getByRole('region', { name: 'Products' });
  await products.getByRole('button', { name: CATEGORY }).click();
  await expect(products.getByRole('button', { name: `Add ${laptop.name}`, exact: true })).toBeVisible();
}

function scoped(page: Page, scope: Scope): Page | Locator {
  const payment = page.getByRole('dialog', { name: 'Payment' });
  switch (scope) {
    case 'screen':
      return page;
    case 'products':
      return page.getByRole('region', { name: 'Products' });
    case 'payment':
      return payment;
    case 'methods':
      return payment.getByRole('group', { name: 'Method' });
    case 'cancelQuestion':
      return page.getByRole('alertdialog', { name: 'Cancel this sale?' });
  }
}

/** Does one cashier action with Playwright. */
async function perform(page: Page, action: ScreenAction) {
  switch (action.kind) {
    case 'click': {
      const buttons = scoped(page, action.scope).getByRole('button', { name: action.name, exact: typeof action.name === 'string' });
      await (action.nth === undefined ? buttons : buttons.nth(action.nth)).click();
      return;
    }
    case 'fill':
      return scoped(page, action.scope).getByLabel(action.label, { exact: true }).fill(action.text);
    case 'press':
      return page.getByLabel(action.label, { exact: true }).press(action.key);
    case 'select':
      await scoped(page, action.scope).getByLabel(action.label, { exact: true }).selectOption(action.value);
      return;
    case 'none':
      if (action.absent) await expect(scoped(page, action.absent.scope).getByRole('button', { name: action.absent.name, exact: true })).toHaveCount(0);
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An amount shown after the currency: '77.50' in 'Rs 77.50', never in 'Rs 177.50'. */
const amount = (digits: string) => new RegExp(`(^|[^\\d,.])${escaped(digits)}$`);

async function expectCart(page: Page, context: any) {
  const view = cartView(context);
  const rows = page.getByTestId('cart-row');
  await expect(rows).toHaveCount(view.lines.length);
  for (const [index, [name]] of view.lines.entries()) {
    await expect(rows.nth(index).getByLabel(`Quantity of ${name}`, { exact: true })).toHaveValue(view.quantityBoxes[index]);
  }
  await expect(page.getByTestId('cart-items')).toHaveText(String(view.items));
  await expect(page.getByTestId('grand-total')).toHaveText(amount(view.grandTotal));
  const quantityProblem = page.locator('[id^="pos-quantity-problem-"]');
  await (view.quantityProblem === null ? expect(quantityProblem).toHaveCount(0) : expect(quantityProblem).toHaveText(view.quantityProblem));
  const problem = page.locator('#pos-charge-problem');
  await (view.chargeProblem === null ? expect(problem).toHaveCount(0) : expect(problem).toHaveText(view.chargeProblem));
  const searchProblem = page.getByTestId('pos-search-problem');
  await (view.searchProblem === null ? expect(searchProblem).toHaveCount(0) : expect(searchProblem).toHaveText(view.searchProblem));
  for (const [field, label] of Object.entries(CHARGE_LABELS)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(view.chargeTexts[field as keyof typeof CHARGE_LABELS]);
  }
}

/** The receipt of the sale just made, and the sale as GET /api/sales/{id} reads it back. */
async function soldSale(page: Page, request: APIRequestContext, headers: Record<string, string>) {
  const receipt = page.getByRole('region', { name: /^Receipt POS-/ });
  await expect(receipt).toBeVisible();
  const reference = (await receipt.getAttribute('aria-label'))!.replace('Receipt ', '');
  const [row] = await (await request.get(`/api/sales?q=${encodeURIComponent(reference)}`, { headers })).json();
  expect(row?.reference).toBe(reference);
  const read = await request.get(`/api/sales/${row._id}`, { headers });
  expect(read.status()).toBe(200);
  return { receipt, sale: await read.json() };
}

const cartDrivable = (facet: CartFacet) => (path: GeneratedPath) =>
  // Another warehouse's prices and a held cart stay with the machine and view tests.
  path.steps.slice(1).every((step) => !/^cart\.(restore|warehouse)/.test(step.event.type)) &&
  // The charges are worth checking on a sale: their paths end with something in the cart.
  (facet !== 'charges' || path.steps.at(-1)!.state.context.lines.length > 0);

const CART_CAPS: [CartFacet, number][] = [
  ['lines', 3],
  ['search', 3],
  ['quantity', 2],
  ['charges', 3],
];

test.describe('the POS cart along generated paths, in Chromium against the server', () => {
  for (const [facet, cap] of CART_CAPS) {
    for (const path of coveringPaths(cartModel(facet).getShortestPaths() as GeneratedPath[], cartDrivable(facet), cap)) {
      const steps = path.steps.slice(1);
      test(`${facet}: ${steps.map((step) => describeStep(step.event)).join(' → ')}`, async ({ page, request }) => {
        const errors = failOnConsoleErrors(page);
        const { headers } = await openShop(request);
        await openTill(page, request);
        for (const [index, step] of steps.entries()) {
          const before = path.steps[index].state.context;
          for (const action of cartAction(step.event, before, (key) => [laptop, phone, shirt].find((item) => key.startsWith(item.id))!.name)) await perform(page, action);
          await expectCart(page, step.state.context);
        }
        const end = path.steps.at(-1)!.state.context;
        if (end.lines.length > 0) {
          // What is left in the cart is sold for cash, and the server keeps it as the model priced it.
          const totals = priceCart(end).totals;
          await page.keyboard.press('F2');
          const dialog = page.getByRole('dialog', { name: 'Payment' });
          await expect(dialog.getByTestId('payment-remaining')).toHaveText(amount(money(totals.grandTotal)));
          await dialog.getByRole('button', { name: 'Pay Cash' }).click();
          const { receipt, sale } = await soldSale(page, request, headers);
          await expect(receipt.getByTestId('receipt-grand-total')).toHaveText(amount(money(totals.grandTotal)));
          expect(sale.products.map((line: any) => [line.variant ? `${line.productName} (${line.variant})` : line.productName, line.quantity])).toEqual(cartView(end).lines);
          expect([sale.grandTotal, sale.orderDiscount, sale.coupon, sale.shippingCost, sale.orderTax]).toEqual([
            totals.grandTotal / 100,
            end.charges.discount / 100,
            end.charges.coupon / 100,
            end.charges.shipping / 100,
            end.charges.taxRate / 100,
          ]);
          expect(sale.payments.map((payment: any) => [payment.method, payment.amount])).toEqual([['Cash', totals.grandTotal / 100]]);
          await expect(page.getByTestId('cart-row')).toHaveCount(0);
        }
        expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
      });
    }
  }
});

test.describe('the POS payment dialog along generated paths (walk-in customer), in Chromium against the server', () => {
  for (const path of coveringPaths(paymentModel(walkInInput).getShortestPaths() as GeneratedPath[], () => true, 4)) {
    const steps = path.steps.slice(1);
    test(steps.map((step) => describeStep(step.event)).join(' → '), async ({ page, request }) => {
      const errors = failOnConsoleErrors(page);
      const { headers, accounts } = await openShop(request);
      await openTill(page, request);
      await page.getByRole('region', { name: 'Products' }).getByRole('button', { name: `Add ${KETTLE}`, exact: true }).click();
      await page.keyboard.press('F2');
      const dialog = page.getByRole('dialog', { name: 'Payment' });
      await expect(dialog.getByTestId('payment-remaining')).toHaveText(amount(money(walkInInput.due)));
      for (const step of steps) {
        for (const action of paymentAction(step.event, (id) => accounts[id])) await perform(page, action);
        const view = paymentView(step.state);
        if (view.open) {
          const problem = dialog.getByRole('alert');
          await (view.problem === null ? expect(problem).toHaveCount(0) : expect(problem).toHaveText(view.problem));
          const items = dialog.getByRole('listitem');
          await expect(items).toHaveCount(view.paymentMethods.length);
          for (const [index, method] of view.paymentMethods.entries()) await expect(items.nth(index)).toHaveText(new RegExp(`^${method} `));
          await expect(dialog.getByTestId('payment-remaining')).toHaveText(amount(view.remaining));
          await expect(dialog.getByRole('group', { name: 'Method' }).getByRole('button', { name: view.method, exact: true })).toHaveAttribute('aria-pressed', 'true');
          await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue(view.amountText);
          if (view.change !== null) await expect(dialog.getByTestId('payment-change')).toHaveText(view.change === '—' ? '—' : amount(view.change));
        } else {
          await expect(dialog).toHaveCount(0);
          if (view.outcome === 'cancelled') {
            await expect(page.getByTestId('cart-row')).toHaveCount(1);
            await expect(page.getByRole('region', { name: /^Receipt / })).toHaveCount(0);
          } else {
            // The sale on the server carries exactly the path's payments, into the accounts chosen.
            const { receipt, sale } = await soldSale(page, request, headers);
            expect(sale.grandTotal).toBe(walkInInput.due / 100);
            expect(sale.paymentStatus).toBe('Paid');
            expect(sale.payments.map((payment: any) => [payment.method, payment.amount, payment.accountId, payment.methodNumber])).toEqual(
              view.payments.map((payment) => [payment.method, payment.amount / 100, payment.accountId === null ? null : accounts[payment.accountId], payment.methodNumber ?? '']),
            );
            // The change is worked out by the server when the sale is made (what was handed over is not
            // kept, so a read-back says 0): the receipt shows the checkout's answer.
            const change = view.payments.reduce((sum, payment) => sum + (payment.received === undefined ? 0 : payment.received - payment.amount), 0);
            const changeLine = receipt.getByTestId('receipt-change');
            await (change === 0 ? expect(changeLine).toHaveCount(0) : expect(changeLine).toHaveText(amount(money(change))));
          }
        }
      }
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }
});

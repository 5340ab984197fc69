import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ownerToken } from './accounts';

/**
 * What the journeys of the offline till share (docs/offline-till.md): a product with stock, a scan, a
 * cash payment, the till's copy of the catalog, and the sales the server holds under a receipt number.
 */

export interface Made {
  headers: { Authorization: string };
  product: { id: string; code: string; name: string };
}

export async function stockedProduct(request: APIRequestContext, stamp: string, units: number): Promise<Made> {
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const category = `Outbox ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const name = `Lantern ${stamp}`;
  const code = `LN${stamp}`;
  const created = await request.post('/api/products', {
    headers,
    data: { productType: 'Standard', productName: name, productCode: code, barcodeSymbology: 'Code 128', category, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 6, productPrice: 12.5, productTax: 'No Tax' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json())._id as string;
  const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
  const stocked = await request.post('/api/stock/adjustments', { headers, data: { productId: id, warehouseId: main._id, mode: 'count', quantity: units, reason: 'opening' } });
  expect(stocked.status(), await stocked.text()).toBe(201);
  return { headers, product: { id, code, name } };
}

export async function scan(page: Page, code: string, count: number) {
  const search = page.getByLabel('Scan/Search product by name/code');
  await search.pressSequentially(code, { delay: 5 });
  await search.press('Enter');
  await expect(page.getByTestId('cart-items')).toHaveText(String(count));
}

export async function payCash(page: Page, received: string) {
  await page.keyboard.press('F2');
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Amount received').fill(received);
  await dialog.getByRole('button', { name: 'Pay Cash' }).click();
}

/** Whether the till has copied the whole catalog into the browser (docs/offline-till.md#the-catalog-on-the-till). */
const catalogComplete = (page: Page) =>
  page.evaluate(async () => {
    // Only a database the app has opened (and so upgraded) is read: opening a missing one here would create it empty.
    if (!(await indexedDB.databases()).some((db) => db.name === 'shopdesk-till')) return false;
    return new Promise<boolean>((resolve) => {
      const opening = indexedDB.open('shopdesk-till');
      opening.onerror = () => resolve(false);
      opening.onsuccess = () => {
        const db = opening.result;
        try {
          const read = db.transaction('meta').objectStore('meta').getAll();
          read.onsuccess = () => resolve(read.result.some((fact: { complete?: boolean } | null) => fact?.complete === true));
          read.onerror = () => resolve(false);
        } catch {
          resolve(false);
        } finally {
          db.close();
        }
      };
    });
  });

/**
 * Waits until the till has copied the whole catalog. Polled from here: page.waitForFunction takes the
 * promise an async predicate returns for a true answer, and would not wait at all.
 */
export async function catalogKept(page: Page) {
  await expect.poll(() => catalogComplete(page), { timeout: 30_000, intervals: [250] }).toBe(true);
}

/** The paths the service worker holds an answer for (docs/offline-till.md#opening-without-the-server). */
export const keptReads = (page: Page) => page.evaluate(async () => (await (await caches.open('shopdesk-till-reads')).keys()).map((read) => new URL(read.url).pathname));

/**
 * Waits until the till in `page` would open and sell with no network: the service worker controls the
 * page, the catalog is copied, and the worker holds the reads the till opens with (those made before it
 * controlled the page are asked again through it).
 */
export async function tillKeptOffline(page: Page, tillId: string) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await catalogKept(page);
  for (const read of ['/api/me', '/api/settings', '/api/customers/choices', '/api/accounts/picker', `/api/tills/${tillId}`]) {
    await expect.poll(() => keptReads(page), { timeout: 10_000 }).toContain(read);
  }
}

export const receiptNumber = async (page: Page) => (await page.getByTestId('receipt-reference').textContent())!;

/** The sales stored under a receipt number: a number is one sale or none. */
export async function salesNumbered(request: APIRequestContext, headers: Made['headers'], reference: string): Promise<{ reference: string; grandTotal: number }[]> {
  const rows: { reference: string; grandTotal: number }[] = await (await request.get(`/api/sales?q=${encodeURIComponent(reference)}&pageSize=100`, { headers })).json();
  return rows.filter((row) => row.reference === reference);
}

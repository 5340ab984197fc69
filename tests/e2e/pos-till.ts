import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ownerToken } from './accounts';

/** Where the POS keeps the till this browser is bound to (src/api/pos/till-preferences.ts). */
const BOUND_TILL = 'shopdesk.pos.till';

interface TillRow {
  _id: string;
  name: string;
  code: string;
  warehouseName: string;
  openShift: { _id: string } | null;
}

/**
 * For journeys about selling, not about the counter (tests/e2e/pos-day.spec.ts walks the counter):
 * a till on `warehouse` (Till 1 on Main; another made once on any other), its shift open (a float
 * of 0.00 when none was), and the page's browser bound to it before the app loads.
 */
export async function sellAt(page: Page, request: APIRequestContext, warehouse = 'Main'): Promise<TillRow> {
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const tills: TillRow[] = await (await request.get('/api/tills?pageSize=1000', { headers })).json();
  let till = tills.find((row) => row.warehouseName === warehouse);
  if (!till) {
    const [found] = await (await request.get(`/api/warehouses?q=${encodeURIComponent(warehouse)}`, { headers })).json();
    const [biller] = await (await request.get('/api/billers', { headers })).json();
    const [account] = await (await request.get('/api/accounts', { headers })).json();
    const code = `W${String(Date.now()).slice(-5)}`;
    const made = await request.post('/api/tills', { headers, data: { name: `Till ${warehouse}`, code, warehouse: found._id, biller: biller._id, cashAccount: account._id } });
    expect(made.status(), await made.text()).toBe(201);
    till = (await made.json()) as TillRow;
  }
  if (!till.openShift) {
    const opened = await request.post(`/api/tills/${till._id}/shifts`, { headers, data: { float: 0 } });
    expect(opened.status(), await opened.text()).toBe(201);
  }
  await bindBrowser(page, till._id);
  return till;
}

/** Binds the page's browser to the till before every load, as an admin's choice on the POS would. */
export async function bindBrowser(page: Page, tillId: string): Promise<void> {
  await page.addInitScript(([key, id]) => localStorage.setItem(key, JSON.stringify({ tillId: id })), [BOUND_TILL, tillId] as const);
}

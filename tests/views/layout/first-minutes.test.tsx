import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Product } from '../../../src/domain/product.schemas';
import type { LowStockAnswer } from '../../../src/domain/notifications.schemas';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/default-general-settings';
import { ListActorContext } from '../../../src/views/common/use-list-actor';
import { RecordFormActorContext } from '../../../src/views/common/use-record-form';
import { LowStockActorContext } from '../../../src/views/layout/NotificationsMenu';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';
import { productOptions } from '../../machines/common/record-form.model';

/**
 * What a new user meets in the first minutes, as admin and as staff. Each test here failed
 * before its fix.
 */

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

const staffMember = { ...signedInAdmin, _id: 'u2', name: 'Bilal Ahmed', role: 'staff' as const, access: 'all' as const };
const sessionOf = (user: typeof signedInAdmin | typeof staffMember) => viewSessionMachine.provide({ actors: { fetchMe: fromPromise(async () => ({ ok: true, data: user })) as never } });

const noLowStock: LowStockAnswer = { total: 0, items: [] };

function product(overrides: Partial<Product>): Product {
  return {
    _id: 'p1',
    productType: 'Standard',
    productName: 'Clean Code',
    productCode: '9780132350884',
    barcodeSymbology: 'EAN-13',
    barcode: 'EAN-13',
    brand: null,
    brandId: null,
    category: 'Books',
    categoryId: 'c1',
    productUnit: 'Per PC',
    productUnitId: 'u1',
    saleUnit: null,
    saleUnitId: null,
    purchaseUnit: 'Per PC',
    purchaseUnitId: 'u1',
    productCost: 26,
    productPrice: 40,
    alertQuantity: 2,
    productTax: 'No Tax',
    productTaxId: 't0',
    productTaxRate: 0,
    taxMethod: 'Exclusive',
    featured: false,
    description: '',
    hasWarehousePrice: false,
    warehousePrices: {},
    hasVariant: false,
    variantString: '',
    variantList: [],
    hasPromotion: false,
    promotionPrice: null,
    promotionStart: null,
    promotionEnd: null,
    image: null,
    quantity: 1,
    unassignedQuantity: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const unanswered = fromPromise(() => Promise.reject(new Error('Not answered in these tests.')));

interface RenderOptions {
  user?: typeof signedInAdmin | typeof staffMember;
  rows?: unknown[];
  lowStock?: () => Promise<{ ok: true; data: LowStockAnswer }>;
}

function renderAt(path: string, options: RenderOptions = {}) {
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rows = options.rows ?? [];
  // Only the page read answers; the other list calls fail as the list machine's own do when nothing is provided.
  const lists = (() => ({
    actors: { fetchPage: fromPromise(async () => ({ ok: true, data: { rows, total: rows.length } })), fetchAllRows: unanswered, removeRows: unanswered, saveExport: unanswered },
    actions: { rememberColumns: () => {}, printPage: () => {} },
    delays: { searchDebounce: 0 },
  })) as never;
  const forms = { actors: { loadForm: fromPromise(async () => ({ ok: true, data: { options: productOptions, record: null } })) } } as never;
  const lowStock = { actors: { fetchLowStock: fromPromise(options.lowStock ?? (async () => ({ ok: true as const, data: noLowStock }))) } } as never;
  const rendered = renderApp(path, sessionOf(options.user ?? signedInAdmin), (app) => (
    <LowStockActorContext.Substitute implementations={lowStock}>
      <ListActorContext.Substitute implementations={lists}>
        <RecordFormActorContext.Substitute implementations={forms}>{app}</RecordFormActorContext.Substitute>
      </ListActorContext.Substitute>
    </LowStockActorContext.Substitute>
  ));
  stop = rendered.stop;
  return rendered;
}

async function signedInAs(rendered: ReturnType<typeof renderAt>, access: string) {
  await waitFor(() => expect(rendered.actors.session.getSnapshot().context.user?.access).toBe(access));
}

describe('staff are shown only what the server allows (src/domain/access-rules.ts)', () => {
  it('the account menu offers Settings to an admin only', async () => {
    const admin = renderAt('/dashboard');
    await signedInAs(admin, 'admin');
    await admin.user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    expect(within(await screen.findByRole('menu', { name: 'Account' })).getByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    stop!();

    const staff = renderAt('/dashboard', { user: staffMember });
    await signedInAs(staff, 'all');
    await staff.user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(within(menu).queryByRole('menuitem', { name: 'Settings' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeTruthy();
  });

  it.each([
    ['/settings/general', 'General Setting', 'System Title'],
    ['/settings/unit/add', 'Add Unit', 'Unit Name'],
    ['/settings/tax/add', 'Add Tax', 'Tax Name'],
  ])('staff opening %s are told it is admin-only instead of a form they cannot save', async (path, title) => {
    const staff = renderAt(path, { user: staffMember });
    await signedInAs(staff, 'all');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Only an admin can do this.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });
});

describe('the Users screen', () => {
  it("does not offer the signed-in admin a change to their own role or account, which would lock them out (the last admin's is refused)", async () => {
    const member = (id: string, name: string, role: 'admin' | 'staff') => ({ _id: id, name, email: `${id}@shop.test`, role, status: 'active', createdAt: '2026-01-01T00:00:00.000Z' });
    const rendered = renderAt('/settings/users', { rows: [member('u1', 'Ayesha Khan', 'admin'), member('u2', 'Bilal Ahmed', 'staff')] });
    await signedInAs(rendered, 'admin');
    await rendered.user.click(await screen.findByRole('button', { name: 'Action for Bilal Ahmed' }));
    expect(within(screen.getByRole('menu', { name: 'Action for Bilal Ahmed' })).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Make admin', 'Deactivate']);
    await rendered.user.click(screen.getByRole('button', { name: 'Action for Ayesha Khan' }));
    const own = screen.getByRole('menu', { name: 'Action for Ayesha Khan' });
    expect(within(own).queryByRole('menuitem', { name: 'Make staff' })).toBeNull();
    expect(within(own).queryByRole('menuitem', { name: 'Deactivate' })).toBeNull();
    expect(within(own).getByText('This is your own account.')).toBeTruthy();
  });
});

describe('the tab title', () => {
  it("follows the shop's title from General Setting", async () => {
    const rendered = renderAt('/dashboard');
    await signedInAs(rendered, 'admin');
    act(() => rendered.actors.shopSettings.send({ type: 'settings.saved', settings: { ...DEFAULT_GENERAL_SETTINGS, systemTitle: 'Lahore Electronics' } }));
    await waitFor(() => expect(document.title).toBe('Dashboard · Lahore Electronics'));
  });
});

describe('Add Product', () => {
  it('an empty submit moves focus to the first invalid field and scrolls it into view', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    const rendered = renderAt('/product/add');
    await signedInAs(rendered, 'admin');
    await screen.findByRole('textbox', { name: /Product Name/ });
    await rendered.user.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByRole('textbox', { name: /Product Name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(scrolled).toContain(name);
  });

  it('leaving with unsaved changes asks first; staying keeps them, an untouched form leaves at once', async () => {
    const rendered = renderAt('/product/add');
    await signedInAs(rendered, 'admin');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await rendered.user.click(await screen.findByRole('link', { name: 'Back to list' }));
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(window.location.pathname).toBe('/product/list'));
    stop!();

    const again = renderAt('/product/add');
    await signedInAs(again, 'admin');
    await again.user.type(await screen.findByRole('textbox', { name: /Product Name/ }), 'Clean Code');
    await again.user.click(screen.getByRole('link', { name: 'Back to list' }));
    expect(confirm).toHaveBeenCalledWith('Leave this form? Your changes are not saved.');
    expect(window.location.pathname).toBe('/product/add');
    expect((screen.getByRole('textbox', { name: /Product Name/ }) as HTMLInputElement).value).toBe('Clean Code');
    confirm.mockReturnValue(true);
    await again.user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/product/list'));
  });

  it('choosing Service or Digital hides the stock field (Alert Quantity)', async () => {
    const rendered = renderAt('/product/add');
    await signedInAs(rendered, 'admin');
    expect(await screen.findByRole('textbox', { name: /Alert Quantity/ })).toBeTruthy();
    for (const type of ['Service', 'Digital']) {
      await rendered.user.selectOptions(screen.getByRole('combobox', { name: /Product Type/ }), type);
      expect(screen.queryByRole('textbox', { name: /Alert Quantity/ })).toBeNull();
    }
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: /Product Type/ }), 'Standard');
    expect(screen.getByRole('textbox', { name: /Alert Quantity/ })).toBeTruthy();
  });
});

describe('product list rows', () => {
  const today = new Date().toISOString().slice(0, 10);
  const rows = [
    product({ _id: 'p1' }),
    product({ _id: 'p2', productType: 'Service', productName: 'Laptop Setup Service', productCode: 'SV-SETUP', quantity: 0, alertQuantity: 0 }),
    product({ _id: 'p3', productType: 'Digital', productName: 'Antivirus Licence', productCode: 'SW-AV1Y', quantity: 0, alertQuantity: 0 }),
    product({ _id: 'p4', productName: 'Green Tea', productCode: 'TEA', productPrice: 5, hasPromotion: true, promotionPrice: 4.25, promotionStart: '2020-01-01', promotionEnd: '2999-12-31', quantity: 50 }),
    product({ _id: 'p5', productName: 'Old Offer', productCode: 'OLD', productPrice: 9, hasPromotion: true, promotionPrice: 7, promotionStart: '2020-01-01', promotionEnd: '2020-02-01', quantity: 50 }),
  ];
  const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
  const cellsOf = (name: string) => within(rowOf(name)).getAllByRole('cell');

  it('services and digital products show no stock, not a red 0', async () => {
    const rendered = renderAt('/product/list', { rows });
    await signedInAs(rendered, 'admin');
    await screen.findByText('Laptop Setup Service');
    expect(cellsOf('Clean Code')[6].textContent).toBe('1');
    for (const name of ['Laptop Setup Service', 'Antivirus Licence']) {
      const quantity = cellsOf(name)[6];
      expect(quantity.textContent).toBe('—');
      expect(within(quantity).getByTitle('No stock: a service or digital product')).toBeTruthy();
    }
    expect(today).toMatch(/^\d{4}/);
  });

  it('shows the promotion price with a badge while the promotion runs, the usual price otherwise', async () => {
    const rendered = renderAt('/product/list', { rows });
    await signedInAs(rendered, 'admin');
    await screen.findByText('Green Tea');
    const price = cellsOf('Green Tea')[8];
    expect(price.textContent).toContain('Rs\u00a04.25');
    expect(within(price).getByText('Promotion')).toBeTruthy();
    expect(price.querySelector('s')?.textContent).toBe('Rs\u00a05.00');
    expect(cellsOf('Old Offer')[8].textContent).toBe('Rs\u00a09.00');
  });

  it('a row menu opens on its first item and moves with the arrow keys, Home and End', async () => {
    const rendered = renderAt('/product/list', { rows });
    await signedInAs(rendered, 'admin');
    await screen.findByText('Green Tea');
    await rendered.user.click(screen.getByRole('button', { name: 'Action for Green Tea' }));
    const items = within(screen.getByRole('menu', { name: 'Action for Green Tea' })).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(items.at(-1)!, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'End' });
    expect(document.activeElement).toBe(items.at(-1));
  });
});

describe('the bell lists products at or below their alert quantity (GET /api/notifications)', () => {
  const lowStock: LowStockAnswer = {
    total: 3,
    items: [
      { productId: 'p1', productName: 'Clean Code', productCode: '9780132350884', warehouseId: 'w2', warehouse: 'Secondary', variantId: null, variant: null, quantity: 0, alertQuantity: 2 },
      { productId: 'p1', productName: 'Clean Code', productCode: '9780132350884', warehouseId: 'w1', warehouse: 'Main', variantId: null, variant: null, quantity: 1, alertQuantity: 2 },
      { productId: 'p9', productName: 'USB Cable', productCode: 'USB-1', warehouseId: null, warehouse: null, variantId: null, variant: null, quantity: 0, alertQuantity: 0 },
    ],
  };

  it('shows the count on the bell and each product with its warehouse and a link to it', async () => {
    const rendered = renderAt('/dashboard', { lowStock: async () => ({ ok: true, data: lowStock }) });
    await signedInAs(rendered, 'admin');
    const bell = await screen.findByRole('button', { name: 'Notifications: 3 products at or below their alert quantity' });
    expect(within(bell).getByText('3')).toBeTruthy();
    await rendered.user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Clean Code · Secondary0 in stock, alert at 2',
      'Clean Code · Main1 in stock, alert at 2',
      'USB Cable · every warehouse0 in stock, alert at 0',
    ]);
    expect(links[0].getAttribute('href')).toBe('/product/edit/p1');
    expect(screen.queryByText(/^No notifications/)).toBeNull();
  });

  it('puts stock sold offline beyond the books first, under Needs attention, and counts it on the bell (docs/offline-till.md#stock-short)', async () => {
    const shortfall = {
      _id: 's1', saleId: 'sale1', saleReference: 'POS-1-000004', productId: 'p1', productName: 'Clean Code', productCode: '9780132350884', variantId: null, variant: null,
      warehouseId: 'w1', warehouse: 'Main', short: 2, onHandAfter: -2, createdAt: '2026-11-27T07:00:00.000Z', resolvedAt: null, resolvedBy: null,
    };
    const rendered = renderAt('/dashboard', { lowStock: async () => ({ ok: true, data: { ...lowStock, shortfalls: { total: 1, items: [shortfall] } } }) });
    await signedInAs(rendered, 'admin');
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 stock shortfall needs attention' });
    expect(within(bell).getByText('4')).toBeTruthy();
    await rendered.user.click(bell);
    const attention = within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('region', { name: 'Needs attention: sold offline beyond the stock' });
    expect(within(attention).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Clean Code · MainPOS-1-000004 sold 2 more than the stock held; -2 in stock now']);
  });

  it('says so when nothing is low, and says when the list could not be read', async () => {
    const rendered = renderAt('/dashboard');
    await signedInAs(rendered, 'admin');
    await rendered.user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No product is at or below its alert quantity.')).toBeTruthy();
    stop!();

    const failing = renderAt('/dashboard', { lowStock: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await signedInAs(failing, 'admin');
    await failing.user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Could not read the low-stock list.')).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise, type EventObject } from 'xstate';
import type { Product } from '../../../src/domain/product.schemas';
import { listMachine, type ExportRequest } from '../../../src/machines/common/list.machine';
import { exportTable, type ListSource } from '../../../src/machines/common/list.actors';
import { storeHiddenColumns } from '../../../src/api/common/list-preferences';
import type { ListQuery } from '../../../src/api/common/resource';
import { ListActorContext } from '../../../src/views/common/use-list-actor';
import { leafStatePaths, pathTitle } from '../../machines/model-helpers';
import { listModel, firstPage } from '../../machines/common/list.model';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';

function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    _id: `p${n}`,
    productType: 'Standard',
    productName: `Product ${String(n).padStart(2, '0')}`,
    productCode: `CODE-${String(n).padStart(3, '0')}`,
    barcode: 'Code 128',
    barcodeSymbology: 'Code 128',
    brand: 'Dell',
    brandId: 'b1',
    category: 'Electronics',
    categoryId: 'c1',
    productUnit: 'Per PC',
    productUnitId: 'u1',
    saleUnit: null,
    saleUnitId: null,
    purchaseUnit: 'Piece',
    purchaseUnitId: 'u2',
    productCost: 100,
    productPrice: 18500,
    alertQuantity: 5,
    productTax: 'No Tax',
    productTaxId: 't1',
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
    quantity: 10,
    unassignedQuantity: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The products API as the list machine's actors see it: a small in-memory shop. */
function fakeServer(products: Product[], options: { inUse?: string[] } = {}) {
  const calls = { pages: [] as ListQuery[], removed: [] as string[][], exports: [] as ExportRequest[], prints: 0 };
  const matches = (q: string) => products.filter((row) => `${row.productName} ${row.productCode}`.toLowerCase().includes(q.toLowerCase()));
  const implementations = (source: ListSource<any>) => ({
    actors: {
      fetchPage: fromPromise(async ({ input }: { input: ListQuery }) => {
        calls.pages.push(input);
        const found = matches(input.q);
        return { ok: true, data: { rows: found.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: found.length } };
      }),
      fetchAllRows: fromPromise(async ({ input }: { input: { q: string; onProgress: (loaded: number, total: number) => void } }) => {
        const found = matches(input.q);
        input.onProgress(found.length, found.length);
        return { ok: true, data: found };
      }),
      removeRows: fromPromise(async ({ input }: { input: { ids: string[] } }) => {
        calls.removed.push(input.ids);
        const used = input.ids.find((id) => options.inUse?.includes(id));
        if (used) return { ok: false as const, status: 409, message: `${products.find((row) => row._id === used)?.productName} has sales and cannot be deleted.`, issues: [] };
        products = products.filter((row) => !input.ids.includes(row._id));
        return { ok: true as const, data: { success: true as const, message: `${input.ids.length} deleted.`, deleted: input.ids.length } };
      }),
      saveExport: fromPromise(async ({ input }: { input: ExportRequest }) => {
        calls.exports.push({ ...input, rows: exportTable(source.columns, input.rows, input.columns).body as never });
      }),
    },
    actions: {
      rememberColumns: (_: unknown, params: { listId: string; hidden: string[] }) => storeHiddenColumns(params.listId, params.hidden),
      printPage: () => {
        calls.prints += 1;
      },
    },
    delays: { searchDebounce: 0 },
  });
  return { calls, implementations: implementations as never };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function renderList(path: string, server: ReturnType<typeof fakeServer>, session = viewSessionMachine) {
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp(path, session, (app) => <ListActorContext.Substitute implementations={server.implementations}>{app}</ListActorContext.Substitute>);
  stop = rendered.stop;
  return { actors: rendered.actors, user: rendered.user };
}

const table = () => screen.getByRole('table', { name: 'Product List' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent);
const showing = () => screen.getByText(/^Showing \d+ to \d+ of \d+ results$/).textContent;

describe('product list along generated paths (menus, columns, print, delete question)', () => {
  // The model's first page: Laptop 18500 and Oppo A17 of 12.
  const modelRows = firstPage.rows.map((row, index) => product(index + 1, { _id: row._id, productName: row.productName }));

  async function perform(user: ReturnType<typeof userEvent.setup>, event: EventObject) {
    const payload = event as EventObject & Record<string, string>;
    const rowName = (id: string) => modelRows.find((row) => row._id === id)!.productName;
    switch (event.type) {
      case 'xstate.done.actor.fetchPage':
        return;
      case 'list.menu.toggle':
        if (payload.menu === 'columns') return user.click(screen.getByRole('button', { name: 'Column visibility' }));
        return user.click(screen.getByRole('button', { name: `Action for ${rowName(payload.menu)}` }));
      case 'list.menu.close':
        fireEvent.pointerDown(screen.getByRole('heading', { name: 'Product List' }));
        return;
      case 'list.column.toggle': {
        const label = payload.column === 'code' ? 'Code' : 'Name';
        await user.click(within(screen.getByRole('group', { name: 'Columns shown' })).getByRole('checkbox', { name: label }));
        return;
      }
      case 'list.print':
        return user.click(screen.getByRole('button', { name: 'Print' }));
      case 'list.delete.row': {
        if (!screen.queryByRole('menu', { name: `Action for ${rowName(payload.id)}` })) await user.click(screen.getByRole('button', { name: `Action for ${rowName(payload.id)}` }));
        return user.click(within(screen.getByRole('menu', { name: `Action for ${rowName(payload.id)}` })).getByRole('menuitem', { name: 'Delete' }));
      }
      case 'list.delete.cancel':
        return user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      default:
        throw new Error(`No way to perform ${event.type}`);
    }
  }

  /** What a person sees in each state. */
  const seen: Record<string, (state: any) => void> = {
    'rows.loading': () => expect(screen.getByRole('table', { name: 'Product List' }).getAttribute('aria-busy')).toBe('true'),
    'rows.ready': (state) => {
      expect(names().length).toBe(2);
      expect(showing()).toBe('Showing 1 to 2 of 12 results');
      const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
      for (const [id, label] of [['name', 'Name'], ['code', 'Code']]) expect(headers.includes(label)).toBe(!state.context.hiddenColumns.includes(id));
      const open = screen.queryAllByRole('menu').map((menu) => menu.getAttribute('aria-label'));
      const expected = state.context.openMenu && state.context.openMenu !== 'columns' ? [`Action for ${modelRows.find((row) => row._id === state.context.openMenu)!.productName}`] : [];
      expect(open).toEqual(expected);
      expect(screen.queryByRole('group', { name: 'Columns shown' }) !== null).toBe(state.context.openMenu === 'columns');
    },
    'rows.failed': () => expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy(),
    'rows.confirmingDelete': () => {
      const dialog = screen.getByRole('alertdialog', { name: 'Delete product' });
      expect(within(dialog).getByText('Are you sure you want to delete this product')).toBeTruthy();
      expect(screen.queryAllByRole('menu')).toEqual([]);
    },
    'rows.deleting': () => expect(screen.getByRole('button', { name: 'Deleting…' })).toBeTruthy(),
    'search.idle': (state) => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(state.context.search),
    'search.pausing': (state) => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(state.context.search),
    'export.idle': () => expect(screen.queryByText(/^Exporting /)).toBeNull(),
    'export.fetching': () => expect(screen.getByText(/^Exporting /)).toBeTruthy(),
    'export.saving': () => expect(screen.getByText(/^Building the /)).toBeTruthy(),
  };

  it('has a view assertion for every list state', () => {
    expect(Object.keys(seen).sort()).toEqual(leafStatePaths(listMachine).sort());
  });

  for (const path of listModel('menus').getShortestPaths()) {
    it(pathTitle(path), async () => {
      const server = fakeServer(modelRows);
      // The page answers when the path says so, with the model's answer: two rows of twelve.
      const answers: (() => void)[] = [];
      const make = server.implementations as any;
      (server as any).implementations = (source: ListSource<any>) => {
        const made = make(source);
        const fetchPage = fromPromise(() => new Promise((resolve) => answers.push(() => resolve({ ok: true, data: { rows: modelRows, total: 12 } }))));
        return { ...made, actors: { ...made.actors, fetchPage } };
      };
      const { user } = renderList('/product/list', server);
      for (const step of path.steps) {
        if (step.event.type === 'xstate.done.actor.fetchPage') {
          await waitFor(() => expect(answers.length).toBeGreaterThan(0));
          act(() => answers.shift()!());
        } else if (step.event.type !== 'xstate.init') await perform(user, step.event);
        if (step.event.type === 'xstate.init') continue;
        await waitFor(() => {
          for (const leaf of leafStatePaths(listMachine).filter((candidate) => step.state.matches(candidate))) seen[leaf](step.state);
        });
      }
      if (path.steps.some((step) => step.event.type === 'list.print')) expect(server.calls.prints).toBeGreaterThan(0);
    });
  }
});

describe('product list against a shop of 23 products', () => {
  const shop = () => Array.from({ length: 23 }, (_, index) => product(index + 1, index === 0 ? { productName: '=HYPERLINK("x")', quantity: 5 } : {}));

  it('pages with Previous and Next at each page size, and says which rows it shows', async () => {
    const server = fakeServer(shop());
    const { user } = renderList('/product/list', server);
    await waitFor(() => expect(showing()).toBe('Showing 1 to 10 of 23 results'));
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(showing()).toBe('Showing 11 to 20 of 23 results'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(showing()).toBe('Showing 21 to 23 of 23 results'));
    expect(names()).toEqual(['Product 21', 'Product 22', 'Product 23']);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(showing()).toBe('Showing 11 to 20 of 23 results'));
    await user.selectOptions(screen.getByRole('combobox'), '25');
    await waitFor(() => expect(showing()).toBe('Showing 1 to 23 of 23 results'));
    expect(server.calls.pages.at(-1)).toEqual({ q: '', filters: {}, sort: null, page: 1, pageSize: 25 });
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('searches on the server by code and shows the empty text when nothing matches', async () => {
    const server = fakeServer(shop());
    const { user } = renderList('/product/list', server);
    await waitFor(() => expect(showing()).toBe('Showing 1 to 10 of 23 results'));
    await user.type(screen.getByRole('searchbox', { name: 'Search products by name or code' }), 'CODE-017');
    await waitFor(() => expect(names()).toEqual(['Product 17']));
    expect(server.calls.pages.at(-1)).toEqual({ q: 'CODE-017', filters: {}, sort: null, page: 1, pageSize: 10 });
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'no such thing');
    await waitFor(() => expect(screen.getByText('No products found matching your search.')).toBeTruthy());
    expect(showing()).toBe('Showing 0 to 0 of 0 results');
  });

  it('shows stock on hand, red at or below the alert quantity, and the price through formatMoney', async () => {
    const server = fakeServer(shop());
    renderList('/product/list', server);
    await waitFor(() => expect(names().length).toBe(10));
    const [low, healthy] = bodyRows().map((row) => within(row).getAllByRole('cell'));
    expect(low[6].textContent).toBe('5');
    expect(low[6].querySelector('span')!.className).not.toBe(healthy[6].querySelector('span')!.className);
    expect(healthy[8].textContent).toBe('Rs\u00a018,500.00');
  });

  it('deletes the selected rows after one confirmation and reloads the page', async () => {
    const server = fakeServer(shop());
    const { user } = renderList('/product/list', server);
    await waitFor(() => expect(names().length).toBe(10));
    await user.click(screen.getByRole('checkbox', { name: 'Select Product 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Product 03' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 2 products' });
    expect(within(dialog).getByText('Are you sure you want to delete these 2 products')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(showing()).toBe('Showing 1 to 10 of 21 results'));
    expect(server.calls.removed).toEqual([['p2', 'p3']]);
    expect(names()).not.toContain('Product 02');
    expect(await screen.findByText('2 deleted.')).toBeTruthy();
  });

  it('offers staff no Delete, in the toolbar or a row menu: deleting is admin-only (src/domain/access-rules.ts)', async () => {
    const staffMember = { ...signedInAdmin, role: 'staff' as const, access: 'all' as const };
    const staffSession = viewSessionMachine.provide({ actors: { fetchMe: fromPromise(async () => ({ ok: true, data: staffMember })) as never } });
    const { actors, user } = renderList('/product/list', fakeServer(shop()), staffSession);
    await waitFor(() => expect(actors.session.getSnapshot().context.user?.access).toBe('all'));
    await waitFor(() => expect(names().length).toBe(10));
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Action for Product 02' }));
    const menu = screen.getByRole('menu', { name: 'Action for Product 02' });
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(0);
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('selects every row of the page with select-all, and clears them again', async () => {
    const server = fakeServer(shop());
    const { user } = renderList('/product/list', server);
    await waitFor(() => expect(names().length).toBe(10));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('button', { name: 'Delete 10 selected' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('button', { name: 'Delete selected' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's reason when a product is still in use, and keeps it", async () => {
    const server = fakeServer(shop(), { inUse: ['p4'] });
    const { user } = renderList('/product/list', server);
    await waitFor(() => expect(names().length).toBe(10));
    await user.click(screen.getByRole('button', { name: 'Action for Product 04' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product 04 has sales and cannot be deleted.')).toBeTruthy();
    expect(names()).toContain('Product 04');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('exports the whole filtered list, not just the page, with formulas neutralised by the CSV writer', async () => {
    const server = fakeServer(shop());
    const { user } = renderList('/product/list', server);
    await waitFor(() => expect(names().length).toBe(10));
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(server.calls.exports.length).toBe(1));
    const [request] = server.calls.exports;
    expect(request.format).toBe('csv');
    expect(request.rows.length).toBe(23);
    expect(request.rows[0]).toEqual(['=HYPERLINK("x")', 'CODE-001', 'Dell', 'Electronics', 5, 'Per PC', '18500.00']);
    expect(await screen.findByText('Exported 23 products to CSV.')).toBeTruthy();
  });

  it('remembers hidden columns for the list in this browser, and exports only the shown ones', async () => {
    storeHiddenColumns('products', ['brand']);
    const server = fakeServer(shop());
    const { user } = renderList('/product/list', server);
    await waitFor(() => expect(names().length).toBe(10));
    expect(within(table()).queryByRole('columnheader', { name: 'Brand' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Column visibility' }));
    await user.click(within(screen.getByRole('group', { name: 'Columns shown' })).getByRole('checkbox', { name: 'Category' }));
    expect(JSON.parse(localStorage.getItem('shopdesk.list.products.hiddenColumns')!)).toEqual(['brand', 'category']);
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(server.calls.exports.length).toBe(1));
    expect(server.calls.exports[0].columns).toEqual(['image', 'name', 'code', 'quantity', 'unit', 'price']);
  });

  it('shows an error with Retry when the page cannot be loaded, and loads it on Retry', async () => {
    const server = fakeServer(shop());
    let failing = true;
    const make = server.implementations as any;
    (server as any).implementations = (source: ListSource<any>) => {
      const made = make(source);
      const real = made.actors.fetchPage;
      return {
        ...made,
        actors: {
          ...made.actors,
          fetchPage: fromPromise(async (args: any) => {
            if (failing) throw new TypeError('Failed to fetch');
            return (real as any).config(args);
          }),
        },
      };
    };
    const { user } = renderList('/product/list', server);
    expect(await screen.findByText('The list could not be loaded. Check the connection and try again.')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(showing()).toBe('Showing 1 to 10 of 23 results'));
  });
});


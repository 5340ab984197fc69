import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishOf } from './english';
import { createActor, waitFor } from 'xstate';
import type { ApiResult } from '../../../src/api/common/http';
import type { ListPage, ListQuery, ResourceClient } from '../../../src/api/common/resource';
import { readHiddenColumns, storeHiddenColumns } from '../../../src/api/common/list-preferences';
import type { DeleteAnswer } from '../../../src/domain/list.schemas';
import { exportTable, listImplementations, listInput, type ListSource } from '../../../src/machines/common/list.actors';
import { listMachine } from '../../../src/machines/common/list.machine';
import { selectFilters, selectHiddenColumns, selectRows, selectSelected, selectSort, selectSummary, showingText } from '../../../src/machines/common/list.selectors';

/**
 * The list machine with a resource's real actors (list.actors.ts) over a stand-in API client: what
 * the Product list reads, deletes, remembers and exports, as the screen would run it.
 */
interface Product {
  _id: string;
  name: string;
  code: string;
  price: number | null;
}

const laptop: Product = { _id: 'p1', name: 'Laptop', code: 'LAP-1', price: 185_00 };
const phone: Product = { _id: 'p2', name: 'Oppo A17', code: 'OPPO-17', price: null };

function stubClient(answers: { list?: ApiResult<ListPage<Product>>; remove?: ApiResult<DeleteAnswer> } = {}) {
  const asked: { list: ListQuery[]; listAll: unknown[]; remove: (readonly string[])[] } = { list: [], listAll: [], remove: [] };
  const client: ResourceClient<Product> = {
    route: 'GET /api/products',
    list: async (query) => {
      asked.list.push(query);
      return answers.list ?? { ok: true, data: { rows: [laptop, phone], total: 2 } };
    },
    listAll: async (selection, onProgress) => {
      asked.listAll.push(selection);
      onProgress(2, 2, false);
      return { ok: true, data: [laptop, phone] };
    },
    remove: async (ids) => {
      asked.remove.push(ids);
      return answers.remove ?? { ok: true, data: { success: true, message: '1 product deleted.' } as DeleteAnswer };
    },
  };
  return { client, asked };
}

function productSource(client: ResourceClient<Product>): ListSource<Product> {
  return {
    listId: 'products',
    title: 'Product List',
    noun: { one: { id: 'product', message: 'product' }, many: { id: 'products', message: 'products' } },
    client,
    columns: [
      // Shown, but not in files: it has no text.
      { id: 'image', label: 'Image' },
      { id: 'name', label: 'Name', text: (row) => row.name },
      { id: 'code', label: 'Code', text: (row) => row.code },
      { id: 'price', label: 'Price', text: (row) => row.price },
    ],
    filters: { category: '' },
    sortable: ['name'],
  };
}

async function openList(client: ResourceClient<Product>) {
  const source = productSource(client);
  const actor = createActor(listMachine.provide(listImplementations(source) as never), { input: listInput(source) }).start();
  const notices: unknown[] = [];
  actor.on('notify', (event) => notices.push({ kind: event.kind, message: englishOf(event.message) }));
  await waitFor(actor, (snapshot) => !snapshot.matches({ rows: 'loading' }));
  return { actor, notices };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a list screen with its resource actors (list.actors.ts)', () => {
  it('starts with the columns this browser hid on the list last time', () => {
    storeHiddenColumns('products', ['code']);
    storeHiddenColumns('brands', ['name']);
    const { client } = stubClient();
    expect(listInput(productSource(client))).toEqual({
      listId: 'products',
      noun: { one: { id: 'product', message: 'product' }, many: { id: 'products', message: 'products' } },
      columns: ['image', 'name', 'code', 'price'],
      hiddenColumns: ['code'],
      companion: undefined,
      filters: { category: '' },
      sortable: ['name'],
    });
  });

  it('reads the first page from the server and shows its rows', async () => {
    const { client, asked } = stubClient();
    const { actor } = await openList(client);
    expect(asked.list).toEqual([{ q: '', filters: { category: '' }, sort: null, page: 1, pageSize: 10 }]);
    // What the table, its filter bar and footer read.
    const snapshot = actor.getSnapshot();
    expect([selectRows(snapshot), selectFilters(snapshot), selectSort(snapshot), selectSummary(snapshot)]).toEqual([[laptop, phone], { category: '' }, null, null]);
    actor.send({ type: 'list.row.toggle', id: 'p2' });
    expect(selectSelected(actor.getSnapshot())).toEqual(['p2']);
    actor.stop();
  });

  it('shows the server\'s reason when it refuses the read', async () => {
    const { client } = stubClient({ list: { ok: false, status: 403, message: 'Staff cannot see this list.', issues: [] } });
    const { actor } = await openList(client);
    expect(actor.getSnapshot().matches({ rows: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.loadError).toBe('Staff cannot see this list.');
    actor.stop();
  });

  it('deletes the row asked for and says what the server said', async () => {
    const { client, asked } = stubClient();
    const { actor, notices } = await openList(client);
    actor.send({ type: 'list.delete.row', id: 'p2' });
    actor.send({ type: 'list.delete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ rows: 'ready' }));
    expect(asked.remove).toEqual([['p2']]);
    expect(notices).toEqual([{ kind: 'success', message: '1 product deleted.' }]);
    actor.stop();
  });

  it('remembers a hidden column for the next visit, and forgets the choice when every column shows again', async () => {
    const { client } = stubClient();
    const { actor } = await openList(client);
    actor.send({ type: 'list.menu.toggle', menu: 'columns' });
    actor.send({ type: 'list.column.toggle', column: 'price' });
    expect(readHiddenColumns('products')).toEqual(['price']);
    expect(selectHiddenColumns(actor.getSnapshot())).toEqual(['price']);
    actor.send({ type: 'list.column.toggle', column: 'price' });
    expect(localStorage.length).toBe(0);
    actor.stop();
  });

  it('prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('window', { print });
    const { client } = stubClient();
    const { actor } = await openList(client);
    actor.send({ type: 'list.print' });
    expect(print).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('downloads the whole list as products-<today>.csv with the shown columns that have text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'], now: new Date('2026-11-24T10:00:00Z') });
    try {
      const links: { tag: string; href: string; download: string; style: Record<string, string>; clicked: boolean; removed: boolean }[] = [];
      vi.stubGlobal('document', {
        createElement: (tag: string) => {
          const link = { tag, href: '', download: '', style: {}, clicked: false, removed: false, click: () => (link.clicked = true), remove: () => (link.removed = true) };
          links.push(link);
          return link;
        },
        body: { append: () => {} },
      });
      const files: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        files.push(blob as Blob);
        return 'blob:export';
      });
      const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      const { client, asked } = stubClient();
      const { actor, notices } = await openList(client);
      actor.send({ type: 'list.menu.toggle', menu: 'columns' });
      actor.send({ type: 'list.column.toggle', column: 'code' });
      actor.send({ type: 'list.export', format: 'csv' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true));
      expect(asked.listAll).toHaveLength(1);
      // A hidden link to the file, clicked and taken away again.
      expect(links.map(({ tag, href, download, style, clicked, removed }) => ({ tag, href, download, style, clicked, removed }))).toEqual([
        { tag: 'a', href: 'blob:export', download: 'products-2026-11-24.csv', style: { display: 'none' }, clicked: true, removed: true },
      ]);
      expect(files.map((file) => file.type)).toEqual(['text/csv;charset=utf-8']);
      // With the byte order mark that spreadsheet programs read UTF-8 by.
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0]!.arrayBuffer())).toBe('\ufeffName,Price\r\nLaptop,18500\r\nOppo A17,\r\n');
      expect(notices).toEqual([{ kind: 'success', message: 'Exported 2 products to CSV.' }]);
      // The file's memory is freed once the browser has had time to take it.
      expect(revoke).not.toHaveBeenCalled();
      vi.advanceTimersByTime(10_000);
      expect(revoke).toHaveBeenCalledWith('blob:export');
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('exportTable', () => {
  it('takes the shown columns with text in display order, an empty cell for a missing value', () => {
    const { client } = stubClient();
    const { columns } = productSource(client);
    expect(exportTable(columns, [laptop, phone], ['price', 'image', 'name'])).toEqual({
      header: ['Name', 'Price'],
      body: [
        ['Laptop', 18500],
        ['Oppo A17', ''],
      ],
    });
  });
});

describe('showingText', () => {
  it('shows 0 to 0 while a counted list has no rows on screen, or nothing matches', () => {
    expect(englishOf(showingText({ total: 12, rows: [] }))).toBe('Showing 0 to 0 of 12 results');
    expect(englishOf(showingText({ total: 0, rows: [] }))).toBe('Showing 0 to 0 of 0 results');
    expect(englishOf(showingText({ total: 1200, rows: [laptop, phone], page: 3, pageSize: 10, capped: true }))).toBe('Showing 21 to 22 of 1,200+ results');
  });
});

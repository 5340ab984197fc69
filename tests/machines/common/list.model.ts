import { fromPromise } from 'xstate';
import { listMachine, type ListRow } from '../../../src/machines/common/list.machine';
import { answered, delayedEvents, doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const rowA: ListRow & { productName: string } = { _id: 'p1', productName: 'Laptop 18500' };
export const rowB: ListRow & { productName: string } = { _id: 'p2', productName: 'Oppo A17' };

/** Twelve products at 10 a page: two pages, so Next and Previous both have somewhere to go. */
export const firstPage = { rows: [rowA, rowB], total: 12 };
export const noMatches = { rows: [], total: 0 };
/** The last rows of page 2 were deleted: page 2 is now past the end. */
export const pastTheEnd = { rows: [], total: 10 };
export const deleted = { ok: true, data: { success: true, message: '', deleted: 1 } };
export const inUse = { ok: false, status: 409, message: 'Laptop 18500 is used by 3 sales and cannot be deleted.', issues: [] };

export const listInput = { listId: 'products', noun: { one: { id: 'product', message: 'product' }, many: { id: 'products', message: 'products' } }, columns: ['name', 'code'], hiddenColumns: [] };

const pending = () => fromPromise(() => new Promise<never>(() => {})) as never;

export const testableListMachine = listMachine.provide({
  actors: { fetchPage: pending(), fetchAllRows: pending(), saveExport: pending(), removeRows: pending() },
  // The browser effects do nothing here; each path's reference model checks when they run (model-helpers).
  actions: { rememberColumns: () => {}, printPage: () => {} },
  delays: { searchDebounce: 1e9 },
});

type Facet = 'paging' | 'deleting' | 'exporting' | 'menus';

/** The server refusing a read (the user's access): its reason is what the list says. */
export const listRefused = { ok: false, status: 403, message: 'Only an admin can see this list.', issues: [] };

/** A page answer that fits where the list is: 'zz' finds nothing; page 2 after a delete is past the end. */
function pageAnswers(snapshot: any) {
  const { context } = snapshot;
  if (!snapshot.matches({ rows: 'loading' })) return [];
  if (context.query === 'zz') return [doneEvent('fetchPage', answered(noMatches))];
  if (context.page === 2 && context.total === 12 && context.rows.length === 1) return [doneEvent('fetchPage', answered(pastTheEnd))];
  return [doneEvent('fetchPage', answered({ ...firstPage, rows: context.page === 1 ? firstPage.rows : [rowA] }))];
}

/**
 * The events of one facet of the list. One model with every event multiplies the three regions'
 * states and the context into tens of thousands of paths; a model per facet keeps each to a few
 * hundred while all of them together reach every state.
 */
function facetEvents(facet: Facet) {
  return (snapshot: any) => {
    const { context } = snapshot;
    const loaded = pageAnswers(snapshot);
    switch (facet) {
      case 'paging':
        return [
          ...loaded,
          ...(snapshot.matches({ rows: 'loading' }) ? [doneEvent('fetchPage', listRefused)] : []),
          errorEvent('fetchPage', new TypeError('Failed to fetch')),
          { type: 'list.page.next' },
          { type: 'list.page.previous' },
          { type: 'list.retry' },
          { type: 'list.reload' },
          ...(context.pageSize === 10 ? [{ type: 'list.page.size', size: 25 }] : []),
          ...(context.search === '' && context.query === '' ? [{ type: 'list.search.change', text: 'zz' }] : []),
          ...(context.search === 'zz' ? [{ type: 'list.search.change', text: '' }] : []),
          ...delayedEvents(listMachine),
        ];
      case 'deleting':
        return [
          ...loaded,
          { type: 'list.page.next' },
          { type: 'list.row.toggle', id: 'p1' },
          { type: 'list.rows.toggle' },
          { type: 'list.delete.selected' },
          { type: 'list.delete.row', id: 'p2' },
          { type: 'list.delete.confirm' },
          { type: 'list.delete.cancel' },
          doneEvent('removeRows', deleted),
          doneEvent('removeRows', inUse),
          errorEvent('removeRows', new TypeError('Failed to fetch')),
          // A search typed just before Delete waits for the dialog.
          ...(context.search === '' ? [{ type: 'list.search.change', text: 'la' }] : []),
          ...delayedEvents(listMachine),
        ];
      case 'exporting':
        return [
          ...loaded,
          { type: 'list.export', format: 'csv' },
          { type: 'list.export', format: 'pdf' },
          { type: 'list.export.cancel' },
          ...(context.exportProgress === null ? [{ type: 'list.export.progress', loaded: 2, total: 12 }] : []),
          doneEvent('fetchAllRows', answered([rowA, rowB])),
          doneEvent('fetchAllRows', listRefused),
          errorEvent('fetchAllRows', new TypeError('Failed to fetch')),
          doneEvent('saveExport', undefined),
          errorEvent('saveExport', new Error('No space left on the device')),
        ];
      case 'menus':
        return [
          ...loaded,
          { type: 'list.menu.toggle', menu: 'p1' },
          { type: 'list.menu.toggle', menu: 'p2' },
          { type: 'list.menu.toggle', menu: 'columns' },
          { type: 'list.menu.close' },
          { type: 'list.column.toggle', column: 'code' },
          { type: 'list.column.toggle', column: 'name' },
          { type: 'list.print' },
          { type: 'list.delete.row', id: 'p1' },
          { type: 'list.delete.cancel' },
        ];
    }
  };
}

export const listFacets: Facet[] = ['paging', 'deleting', 'exporting', 'menus'];

export function listModel(facet: Facet) {
  return machineTestModel(testableListMachine, {
    // A column is shown or hidden while its menu is open; a page past the last goes back one.
    facet: (context) => [context.openMenu, context.page],
    events: facetEvents(facet) as never,
    input: listInput,
  });
}

import { describe, expect, it } from 'vitest';
import { englishOf } from './english';
import type { ShownText } from '../../../src/machines/common/notifications';
import {
  DELETE_FAILED_MESSAGE,
  EXPORT_FAILED_MESSAGE,
  LOAD_FAILED_MESSAGE,
  deletedMessage,
  listMachine,
} from '../../../src/machines/common/list.machine';
import {
  selectAllSelected,
  selectColumnsMenuOpen,
  selectDeleteCount,
  selectExportShare,
  selectExportStatus,
  selectIsDeleting,
  selectIsEmpty,
  selectIsLoading,
  selectLoadError,
  selectSomeSelected,
  showingText,
} from '../../../src/machines/common/list.selectors';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { inUse, listFacets, listRefused, listInput, listModel, testableListMachine } from './list.model';
import { listReference } from './list.reference';

type Check = Parameters<StateAssertions<any>[string]>[0];

const notices = (check: Check) => check.emitted.filter((event) => event.type === 'notify') as unknown as { kind: string; message: ShownText }[];
const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);
const isDebounce = (check: Check) => check.event.type.startsWith('xstate.after.searchDebounce');

/** What the rows region of the screen shows (the views read it through list.selectors.ts). */
function expectScreen(check: Check, shown: { loading: boolean; error: string | null; deleteCount: number; deleting: boolean }) {
  const { snapshot } = check;
  const { rows, selected, openMenu } = snapshot.context;
  expect({
    loading: selectIsLoading(snapshot),
    error: selectLoadError(snapshot),
    deleteCount: selectDeleteCount(snapshot),
    deleting: selectIsDeleting(snapshot),
  }).toEqual(shown);
  // The empty-state text only once a read has answered with no rows.
  expect(selectIsEmpty(snapshot)).toBe(!shown.loading && shown.error === null && rows.length === 0);
  // The header checkbox: ticked when every shown row is, half-ticked when some are.
  expect([selectAllSelected(snapshot), selectSomeSelected(snapshot)]).toEqual([rows.length > 0 && selected.length === rows.length, selected.length > 0 && selected.length < rows.length]);
  expect(selectColumnsMenuOpen(snapshot)).toBe(openMenu === 'columns');
}

/** What must hold in each state of a list, whatever path led there. */
const assertions: StateAssertions<any> = {
  'rows.loading': (check) => {
    const { context } = check.snapshot;
    expectScreen(check, { loading: true, error: null, deleteCount: 0, deleting: false });
    // A new page closes the open menu: its row may be gone.
    if (check.event.type.startsWith('list.page') || check.event.type === 'list.retry') expect(context.openMenu).toBeNull();
    expect(context.page).toBeGreaterThanOrEqual(1);
    if (check.event.type === 'list.page.size') expect([context.pageSize, context.page]).toEqual([25, 1]);
    // After the pause the rows are asked for with the text as typed (trimmed).
    if (isDebounce(check)) expect(context.query).toBe(context.search.trim());
    if (check.event.type === 'xstate.done.actor.removeRows') {
      expect(notices(check)).toEqual([expect.objectContaining({ kind: 'success', message: deletedMessage(listInput.noun, 1) })]);
      expect(context.pendingDelete).toEqual([]);
    } else {
      expect(notices(check)).toEqual([]);
    }
    if (check.event.type === 'xstate.done.actor.fetchPage') {
      // Past the last page: the page before is asked for.
      expect(context.page).toBe(1);
    }
  },
  'rows.ready': (check) => {
    const { context } = check.snapshot;
    expectScreen(check, { loading: false, error: null, deleteCount: 0, deleting: false });
    expect(context.loadError).toBeNull();
    expect(context.selected.every((id: string) => ids(context.rows).includes(id))).toBe(true);
    expect(context.pendingDelete).toEqual([]);
    switch (check.event.type) {
      case 'xstate.done.actor.fetchPage': {
        const answer = (check.event as unknown as { output: { data: { rows: { _id: string }[]; total: number } } }).output.data;
        expect([ids(context.rows), context.total]).toEqual([ids(answer.rows), answer.total]);
        if (context.page === 1 && answer.total === 12) expect(englishOf(showingText(context))).toBe(`Showing 1 to 2 of 12 results`);
        if (answer.total === 0) expect(englishOf(showingText(context))).toBe('Showing 0 to 0 of 0 results');
        break;
      }
      case 'xstate.done.actor.removeRows':
        // docs/screens.md#messages / docs/decisions/007-honest-errors.md: the server's reason, never a success message.
        expect(notices(check)).toEqual([expect.objectContaining({ kind: 'error', message: inUse.message })]);
        break;
      case 'xstate.error.actor.removeRows':
        expect(notices(check)).toEqual([expect.objectContaining({ kind: 'error', message: DELETE_FAILED_MESSAGE })]);
        break;
      case 'list.row.toggle':
      case 'list.rows.toggle':
        expect(context.selected).toEqual(ids(context.rows).filter((id: string) => context.selected.includes(id)));
        break;
    }
    if (check.event.type === 'list.rows.toggle') expect([0, context.rows.length]).toContain(context.selected.length);
    if (check.event.type === 'list.delete.cancel') expect(notices(check)).toEqual([]);
  },
  'rows.failed': (check) => {
    // A refused read says the server's reason; no answer says to check the connection (and the words stay until the next read).
    const shown = check.snapshot.context.loadError;
    if (check.event.type === 'xstate.done.actor.fetchPage') expect(shown).toBe(listRefused.message);
    else if (check.event.type === 'xstate.error.actor.fetchPage') expect(shown).toBe(LOAD_FAILED_MESSAGE);
    else expect([listRefused.message, LOAD_FAILED_MESSAGE]).toContain(shown);
    expectScreen(check, { loading: false, error: shown, deleteCount: 0, deleting: false });
    // The table shows the error with Retry; no toast on top of it.
    expect(notices(check)).toEqual([]);
  },
  'rows.confirmingDelete': (check) => {
    const { context } = check.snapshot;
    expectScreen(check, { loading: false, error: null, deleteCount: context.pendingDelete.length, deleting: false });
    expect(context.openMenu).toBeNull();
    if (check.event.type === 'list.delete.selected') expect(context.pendingDelete).toEqual(context.selected);
    else if (check.event.type === 'list.delete.row') expect(context.pendingDelete).toEqual([(check.event as unknown as { id: string }).id]);
    expect(context.pendingDelete.length).toBeGreaterThan(0);
    expect(notices(check)).toEqual([]);
  },
  'rows.deleting': (check) => {
    expect(check.snapshot.context.pendingDelete.length).toBeGreaterThan(0);
    expectScreen(check, { loading: false, error: null, deleteCount: check.snapshot.context.pendingDelete.length, deleting: true });
  },
  'search.idle': (check) => {
    if (isDebounce(check)) expect(check.snapshot.context.query).toBe(check.snapshot.context.search.trim());
  },
  'search.pausing': (check) => {
    if (check.event.type === 'list.search.change') expect(check.snapshot.context.search).toBe((check.event as unknown as { text: string }).text);
    // A pause that ended while the delete question was open waits on for it.
    if (isDebounce(check)) expect(check.snapshot.matches({ rows: 'confirmingDelete' }) || check.snapshot.matches({ rows: 'deleting' })).toBe(true);
  },
  'export.idle': (check) => {
    const { context } = check.snapshot;
    expect([context.exportFormat, context.exportProgress]).toEqual([null, null]);
    expect([selectExportStatus(check.snapshot), selectExportShare(check.snapshot)]).toEqual([null, null]);
    switch (check.event.type) {
      case 'xstate.done.actor.saveExport':
        expect(notices(check).map((notice) => englishOf(notice.message))).toEqual([expect.stringMatching(/^Exported 2 products to (CSV|PDF)\.$/)]);
        break;
      case 'xstate.done.actor.fetchAllRows':
      case 'xstate.error.actor.fetchAllRows':
      case 'xstate.error.actor.saveExport':
        expect(notices(check)).toEqual([expect.objectContaining({ kind: 'error', message: EXPORT_FAILED_MESSAGE })]);
        break;
    }
    if (check.event.type === 'list.column.toggle') expect(context.hiddenColumns.length).toBeLessThan(listInput.columns.length);
    if (check.event.type === 'list.menu.toggle') expect([null, (check.event as unknown as { menu: string }).menu]).toContain(context.openMenu);
  },
  'export.fetching': (check) => {
    const { context } = check.snapshot;
    expect(['csv', 'pdf']).toContain(context.exportFormat);
    expect([null, { loaded: 2, total: 12 }]).toContainEqual(context.exportProgress);
    expect(context.total).toBeGreaterThan(0);
    const format = context.exportFormat.toUpperCase();
    const status = selectExportStatus(check.snapshot);
    expect([status && englishOf(status), selectExportShare(check.snapshot)]).toEqual(
      context.exportProgress ? [`Exporting ${format}: 2 of 12 rows`, 2 / 12] : [`Exporting ${format}: reading rows…`, null],
    );
  },
  'export.saving': (check) => {
    expect(check.snapshot.context.exportProgress).toEqual({ loaded: 2, total: 2 });
    expect([englishOf(selectExportStatus(check.snapshot)!), selectExportShare(check.snapshot)]).toEqual([`Building the ${check.snapshot.context.exportFormat.toUpperCase()} file…`, 1]);
  },
};

describe('list machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(listMachine).sort());
  });

  const pathsByFacet = listFacets.map((facet) => [facet, listModel(facet).getShortestPaths()] as const);

  it('reaches every state across its facets', () => {
    const reached = new Set(
      pathsByFacet.flatMap(([, paths]) => paths.flatMap((path) => path.steps.flatMap((step) => leafStatePaths(listMachine).filter((leaf) => step.state.matches(leaf))))),
    );
    expect([...reached].sort()).toEqual(leafStatePaths(listMachine).sort());
  });

  for (const [facet, paths] of pathsByFacet) {
    describe(facet, () => {
      for (const path of paths) {
        it(pathTitle(path), () => replayPath(testableListMachine, path, assertions, listInput, listReference(listInput)));
      }
      itTakesTheRecordedChart(`list-${facet}`, testableListMachine, paths, listInput);
    });
  }
});

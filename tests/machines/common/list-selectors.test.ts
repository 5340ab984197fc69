import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { COLUMNS_MENU, listMachine, type ListContext, type ListRow } from '../../../src/machines/common/list.machine';
import {
  selectAllSelected,
  selectColumnsMenuOpen,
  selectExportShare,
  selectExportStatus,
  selectFirstRowsComing,
  selectIsEmpty,
  selectIsLoading,
  selectLoadError,
  selectSomeSelected,
} from '../../../src/machines/common/list.selectors';
import { englishOf } from './english';
import { listInput } from './list.model';

/*
 * What a list screen reads of its machine (docs/screens.md#lists), state by state: the footer waits while the
 * first rows come (docs/quality.md#budgets, CLS), the empty text only once nothing is coming, the select-all box,
 * the columns menu and an export's progress line.
 */
const rows = (count: number): ListRow[] => Array.from({ length: count }, (_, index) => ({ _id: `p${index}` }));
const start = createActor(listMachine, { input: listInput }).getSnapshot().context;
const at = (value: { rows: string; search?: string; export?: string }, context: Partial<ListContext> = {}) =>
  listMachine.resolveState({ value: { search: 'idle', export: 'idle', ...value }, context: { ...start, ...context } });

describe('a list screen’s readings of its machine', () => {
  it('waits with the footer only while the first rows come; says empty only when nothing is coming', () => {
    expect([selectFirstRowsComing(at({ rows: 'loading' })), selectIsLoading(at({ rows: 'loading' })), selectIsEmpty(at({ rows: 'loading' }))]).toEqual([true, true, false]);
    // The next page loads under the rows shown: the footer stays.
    expect([selectFirstRowsComing(at({ rows: 'loading' }, { rows: rows(3) })), selectIsLoading(at({ rows: 'loading' }, { rows: rows(3) }))]).toEqual([false, true]);
    expect([selectIsEmpty(at({ rows: 'ready' })), selectIsLoading(at({ rows: 'ready' })), selectFirstRowsComing(at({ rows: 'ready' }))]).toEqual([true, false, false]);
    expect(selectIsEmpty(at({ rows: 'ready' }, { rows: rows(1) }))).toBe(false);
    expect(selectIsEmpty(at({ rows: 'failed' }))).toBe(false);
  });

  it('shows the load error only while the rows failed', () => {
    const loadError = { id: 'list.load-failed', message: 'The list could not be loaded. Check the connection and try again.' };
    expect(selectLoadError(at({ rows: 'failed' }, { loadError }))).toEqual(loadError);
    expect(selectLoadError(at({ rows: 'ready' }, { loadError }))).toBeNull();
  });

  it('ticks select-all when every row shown is selected, and shows it mixed for some', () => {
    const three = rows(3);
    expect([selectAllSelected(at({ rows: 'ready' })), selectSomeSelected(at({ rows: 'ready' }))]).toEqual([false, false]);
    expect([selectAllSelected(at({ rows: 'ready' }, { rows: three })), selectSomeSelected(at({ rows: 'ready' }, { rows: three }))]).toEqual([false, false]);
    expect([selectAllSelected(at({ rows: 'ready' }, { rows: three, selected: ['p0'] })), selectSomeSelected(at({ rows: 'ready' }, { rows: three, selected: ['p0'] }))]).toEqual([false, true]);
    const all = { rows: three, selected: ['p0', 'p1', 'p2'] };
    expect([selectAllSelected(at({ rows: 'ready' }, all)), selectSomeSelected(at({ rows: 'ready' }, all))]).toEqual([true, false]);
  });

  it('knows when the columns menu is the one open', () => {
    expect(selectColumnsMenuOpen(at({ rows: 'ready' }, { openMenu: COLUMNS_MENU }))).toBe(true);
    expect(selectColumnsMenuOpen(at({ rows: 'ready' }, { openMenu: 'p0' }))).toBe(false);
    expect(selectColumnsMenuOpen(at({ rows: 'ready' }, { openMenu: null }))).toBe(false);
  });

  it('says how an export goes: reading rows, how many of how many, building the file; its share of the bar', () => {
    const exporting = (value: string, context: Partial<ListContext>) => at({ rows: 'ready', export: value }, { exportFormat: 'pdf', ...context });
    expect([selectExportStatus(at({ rows: 'ready' })), selectExportShare(at({ rows: 'ready' }))]).toEqual([null, null]);
    expect([englishOf(selectExportStatus(exporting('fetching', { exportProgress: null }))!), selectExportShare(exporting('fetching', { exportProgress: null }))]).toEqual(['Exporting PDF: reading rows…', null]);
    const halfway = exporting('fetching', { exportProgress: { loaded: 2_000, total: 5_300, capped: false } });
    expect([englishOf(selectExportStatus(halfway)!), selectExportShare(halfway)]).toEqual(['Exporting PDF: 2,000 of 5,300 rows', 2_000 / 5_300]);
    expect(selectExportShare(exporting('fetching', { exportProgress: { loaded: 0, total: 0, capped: false } }))).toBeNull();
    const saving = exporting('saving', { exportProgress: { loaded: 5_300, total: 5_300, capped: false } });
    expect([englishOf(selectExportStatus(saving)!), selectExportShare(saving)]).toEqual(['Building the PDF file…', 1]);
    // No format chosen: nothing to say, whatever the state.
    expect(selectExportStatus(at({ rows: 'ready', export: 'fetching' }, { exportFormat: null }))).toBeNull();
  });
});

/** Pure readings of a list snapshot, for views to select narrowly. */
import type { ListContext, ListSnapshot } from './list.machine';
import { COLUMNS_MENU, lastPageOf } from './list.machine';

/**
 * Common list behaviour (docs/screens.md#lists): 'Showing a to b of n results'; 'of 1,000+ results' when
 * the server stopped counting a broad search there.
 */
export function showingText({
  firstRow,
  page = 1,
  pageSize = 10,
  total,
  rows,
  capped,
}: Pick<ListContext, 'total' | 'rows'> & { firstRow?: number; page?: number; pageSize?: number; capped?: boolean }): string {
  if (total === 0 || rows.length === 0) return `Showing 0 to 0 of ${total} results`;
  // The rows shown, not the page being asked for: Next must not relabel the old rows while it loads.
  const first = firstRow ?? (page - 1) * pageSize + 1;
  const count = (value: number) => value.toLocaleString('en-US');
  return `Showing ${count(first)} to ${count(first + rows.length - 1)} of ${count(total)}${capped ? '+' : ''} results`;
}

export const selectShowing = (snapshot: ListSnapshot) => showingText({ firstRow: snapshot.context.firstRow, total: snapshot.context.total, rows: snapshot.context.rows, capped: snapshot.context.capped });
export const selectPageLabel = (snapshot: ListSnapshot) =>
  `Page ${snapshot.context.page} of ${lastPageOf(snapshot.context.total, snapshot.context.pageSize)}${snapshot.context.capped ? '+' : ''}`;

export const selectRows = (snapshot: ListSnapshot) => snapshot.context.rows;
export const selectSummary = (snapshot: ListSnapshot) => snapshot.context.summary;
export const selectSelected = (snapshot: ListSnapshot) => snapshot.context.selected;
export const selectAllSelected = (snapshot: ListSnapshot) => snapshot.context.rows.length > 0 && snapshot.context.selected.length === snapshot.context.rows.length;
export const selectSomeSelected = (snapshot: ListSnapshot) => snapshot.context.selected.length > 0 && snapshot.context.selected.length < snapshot.context.rows.length;
export const selectHiddenColumns = (snapshot: ListSnapshot) => snapshot.context.hiddenColumns;
export const selectColumnsMenuOpen = (snapshot: ListSnapshot) => snapshot.context.openMenu === COLUMNS_MENU;

export const selectIsLoading = (snapshot: ListSnapshot) => snapshot.matches({ rows: 'loading' });
/** Rows are being read and none is shown yet: the table says Loading… and the footer waits, so that the rows do not push it down (docs/quality.md: CLS ≤ 0.05). */
export const selectFirstRowsComing = (snapshot: ListSnapshot) => snapshot.context.rows.length === 0 && snapshot.matches({ rows: 'loading' });
export const selectLoadError = (snapshot: ListSnapshot) => (snapshot.matches({ rows: 'failed' }) ? snapshot.context.loadError : null);
/** Nothing to show and nothing coming: the screen's empty-state text. */
export const selectIsEmpty = (snapshot: ListSnapshot) => snapshot.context.rows.length === 0 && !snapshot.matches({ rows: 'loading' }) && !snapshot.matches({ rows: 'failed' });

export const selectDeleteCount = (snapshot: ListSnapshot) =>
  snapshot.matches({ rows: 'confirmingDelete' }) || snapshot.matches({ rows: 'deleting' }) ? snapshot.context.pendingDelete.length : 0;
export const selectIsDeleting = (snapshot: ListSnapshot) => snapshot.matches({ rows: 'deleting' });

/** "Exporting CSV: 2,000 of 5,300 rows" while an export runs, else null. */
export function selectExportStatus(snapshot: ListSnapshot): string | null {
  const { exportFormat, exportProgress } = snapshot.context;
  if (snapshot.matches({ export: 'idle' }) || !exportFormat) return null;
  const format = exportFormat.toUpperCase();
  if (snapshot.matches({ export: 'saving' })) return `Building the ${format} file…`;
  if (!exportProgress) return `Exporting ${format}: reading rows…`;
  const count = (value: number) => value.toLocaleString('en-US');
  return `Exporting ${format}: ${count(exportProgress.loaded)} of ${count(exportProgress.total)}${exportProgress.capped ? '+' : ''} rows`;
}

/** 0 to 1 while rows are read, null when the share is not known yet. */
export function selectExportShare(snapshot: ListSnapshot): number | null {
  const { exportProgress } = snapshot.context;
  if (snapshot.matches({ export: 'saving' })) return 1;
  if (!exportProgress || exportProgress.total === 0) return null;
  return exportProgress.loaded / exportProgress.total;
}
export const selectFilters = (snapshot: ListSnapshot) => snapshot.context.filters;
export const selectSort = (snapshot: ListSnapshot) => snapshot.context.sort;

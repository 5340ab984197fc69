/** Pure readings of a list snapshot, for views to select narrowly. */
import type { MessageDescriptor } from '@lingui/core';
import { formatNumber } from '../../domain/format';
import type { ListContext, ListSnapshot } from './list.machine';
import { COLUMNS_MENU, lastPageOf } from './list.machine';

/**
 * Common list behaviour (docs/screens.md#lists): 'Showing a to b of n results'; 'of 1,000+ results' when
 * the server stopped counting a broad search there. A message of the catalogs (docs/i18n.md#machines); the
 * counts are grouped in thousands as both languages write them (src/domain/format.ts).
 */
export function showingText({
  firstRow,
  page = 1,
  pageSize = 10,
  total,
  rows,
  capped,
}: Pick<ListContext, 'total' | 'rows'> & { firstRow?: number; page?: number; pageSize?: number; capped?: boolean }): MessageDescriptor {
  if (total === 0 || rows.length === 0) return showing('0', '0', formatNumber(total));
  // The rows shown, not the page being asked for: Next must not relabel the old rows while it loads.
  const first = firstRow ?? (page - 1) * pageSize + 1;
  return showing(formatNumber(first), formatNumber(first + rows.length - 1), `${formatNumber(total)}${capped ? '+' : ''}`);
}

const showing = (first: string, last: string, total: string): MessageDescriptor =>
  /*i18n*/ ({ id: 'list.showing', message: 'Showing {first} to {last} of {total} results', values: { first, last, total } });

export const selectShowing = (snapshot: ListSnapshot) => showingText({ firstRow: snapshot.context.firstRow, total: snapshot.context.total, rows: snapshot.context.rows, capped: snapshot.context.capped });
export const selectPageLabel = (snapshot: ListSnapshot): MessageDescriptor => {
  const { page, total, pageSize, capped } = snapshot.context;
  return /*i18n*/ { id: 'list.page', message: 'Page {page} of {pages}', values: { page: formatNumber(page), pages: `${formatNumber(lastPageOf(total, pageSize))}${capped ? '+' : ''}` } };
};

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
export function selectExportStatus(snapshot: ListSnapshot): MessageDescriptor | null {
  const { exportFormat, exportProgress } = snapshot.context;
  if (snapshot.matches({ export: 'idle' }) || !exportFormat) return null;
  const format = exportFormat.toUpperCase();
  if (snapshot.matches({ export: 'saving' })) return /*i18n*/ { id: 'list.export.saving', message: 'Building the {format} file…', values: { format } };
  if (!exportProgress) return /*i18n*/ { id: 'list.export.starting', message: 'Exporting {format}: reading rows…', values: { format } };
  const loaded = formatNumber(exportProgress.loaded);
  const total = `${formatNumber(exportProgress.total)}${exportProgress.capped ? '+' : ''}`;
  return /*i18n*/ { id: 'list.export.progress', message: 'Exporting {format}: {loaded} of {total} rows', values: { format, loaded, total } };
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

import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { PAGE_SIZES, type PageSize } from '../../domain/shop-constants';
import type { ListActor } from '../../machines/common/list.machine';
import { selectExportShare, selectExportStatus } from '../../machines/common/list.selectors';
import { shownText } from '../i18n/shown-text';
import type { Column } from './list-columns';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu';
import { useOffered } from './use-offered';
import { actions, dangerButton, pageSize, progress, progressBar, search, select, toolButton, toolbar } from './ListToolbar.css';

interface ListToolbarProps {
  actor: ListActor;
  columns: readonly Column<never>[];
  searchLabel: string;
  searchPlaceholder: string;
  /** False for lists whose rows are never deleted (the shop's users). */
  deletable?: boolean;
}

/** Common list behaviour (docs/screens.md#lists): page size, search, PDF, CSV, Print, Delete, Column visibility. */
export function ListToolbar({ actor, columns, searchLabel, searchPlaceholder, deletable = true }: ListToolbarProps) {
  const size = useSelector(actor, (snapshot) => snapshot.context.pageSize);
  const text = useSelector(actor, (snapshot) => snapshot.context.search);
  const canExport = useSelector(actor, (snapshot) => snapshot.can({ type: 'list.export', format: 'csv' }));
  const canDelete = useSelector(actor, (snapshot) => snapshot.can({ type: 'list.delete.selected' }));
  const selectedCount = useSelector(actor, (snapshot) => snapshot.context.selected.length);
  const mayDelete = useOffered('deleteRecords');
  const { t } = useLingui();
  return (
    <div className={toolbar} role="toolbar" aria-label={t`List tools`}>
      <label className={pageSize}>
        <Trans>Show</Trans>
        <select className={select} value={size} onChange={(event) => actor.send({ type: 'list.page.size', size: Number(event.target.value) as PageSize })}>
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Trans>records</Trans>
      </label>
      <input
        type="search"
        className={search}
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        value={text}
        onChange={(event) => actor.send({ type: 'list.search.change', text: event.target.value })}
      />
      <div className={actions}>
        <button type="button" className={toolButton} disabled={!canExport} onClick={() => actor.send({ type: 'list.export', format: 'pdf' })}>
          <Trans>PDF</Trans>
        </button>
        <button type="button" className={toolButton} disabled={!canExport} onClick={() => actor.send({ type: 'list.export', format: 'csv' })}>
          <Trans>CSV</Trans>
        </button>
        <button type="button" className={toolButton} onClick={() => actor.send({ type: 'list.print' })}>
          <Trans>Print</Trans>
        </button>
        {deletable && mayDelete && (
          <button
            type="button"
            className={dangerButton}
            disabled={!canDelete}
            aria-label={selectedCount > 0 ? t`Delete ${selectedCount} selected` : t`Delete selected`}
            onClick={() => actor.send({ type: 'list.delete.selected' })}
          >
            {selectedCount > 0 ? t`Delete (${selectedCount})` : t`Delete`}
          </button>
        )}
        <ColumnVisibilityMenu actor={actor} columns={columns} />
      </div>
    </div>
  );
}

/** Long exports show how far they are, with a way out. */
export function ExportProgress({ actor }: { actor: ListActor }) {
  const { i18n, t } = useLingui();
  // The sentence itself is selected, so the bar redraws when its words change, not on every snapshot.
  const status = useSelector(actor, (snapshot) => {
    const text = selectExportStatus(snapshot);
    return text && shownText(i18n, text);
  });
  const share = useSelector(actor, selectExportShare);
  const canCancel = useSelector(actor, (snapshot) => snapshot.can({ type: 'list.export.cancel' }));
  if (!status) return null;
  return (
    <div className={progress} role="status">
      <span>{status}</span>
      <progress className={progressBar} max={1} value={share ?? undefined} aria-label={t`Export progress`} />
      {canCancel && (
        <button type="button" className={toolButton} onClick={() => actor.send({ type: 'list.export.cancel' })}>
          <Trans>Cancel export</Trans>
        </button>
      )}
    </div>
  );
}

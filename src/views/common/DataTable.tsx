import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ListActor, ListRow } from '../../machines/common/list.machine';
import {
  selectAllSelected,
  selectHiddenColumns,
  selectIsEmpty,
  selectIsLoading,
  selectLoadError,
  selectRows,
  selectSelected,
  selectSomeSelected,
  selectSummary,
} from '../../machines/common/list.selectors';
import { button, visuallyHidden } from '../../styles/controls.css';
import type { Column, RowAction } from './list-columns';
import { RowActionMenu } from './RowActionMenu';
import { shownText } from '../i18n/shown-text';
import { actionCell, alignEnd, breaking, busy, cell, dense, wrapping, checkbox, checkCell, errorBox, footerCell, headerCell, mediaCell, row as rowStyle, scroller, stateCell, table } from './DataTable.css';

interface DataTableProps<Row extends ListRow> {
  actor: ListActor;
  caption: string;
  columns: readonly Column<Row>[];
  emptyText: string;
  /** How a row is named to a screen reader: 'Laptop 18500'. */
  rowLabel: (row: Row) => string;
  rowActions: (row: Row, list: ListActor) => RowAction[];
  noActionsText?: string;
  /** Cells packed closer (DataTable.css `dense`), for a list of many columns. */
  dense?: boolean;
}

/** The rows of a list with select-all, row checkboxes and one action menu per row. */
export function DataTable<Row extends ListRow>({ actor, caption, columns, emptyText, rowLabel, rowActions, noActionsText, dense: isDense }: DataTableProps<Row>) {
  const rows = useSelector(actor, selectRows) as Row[];
  const selected = useSelector(actor, selectSelected);
  const hidden = useSelector(actor, selectHiddenColumns);
  const allSelected = useSelector(actor, selectAllSelected);
  const someSelected = useSelector(actor, selectSomeSelected);
  const loading = useSelector(actor, selectIsLoading);
  const loadError = useSelector(actor, selectLoadError);
  const empty = useSelector(actor, selectIsEmpty);
  const canSelect = useSelector(actor, (snapshot) => snapshot.can({ type: 'list.rows.toggle' }));
  const summary = useSelector(actor, selectSummary);
  const shown = columns.filter((column) => !hidden.includes(column.id));
  const span = shown.length + 2;
  const { i18n, t } = useLingui();

  return (
    <div className={scroller}>
      <table className={`${table} ${isDense ? dense : ''} ${loading && rows.length > 0 ? busy : ''}`} aria-busy={loading}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headerCell} ${checkCell}`}>
              <input
                type="checkbox"
                className={checkbox}
                aria-label={t`Select all rows on this page`}
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected;
                }}
                disabled={!canSelect}
                onChange={() => actor.send({ type: 'list.rows.toggle' })}
              />
            </th>
            {shown.map((column) => (
              <th key={column.id} scope="col" className={`${headerCell} ${column.numeric ? alignEnd : ''}`}>
                {column.label}
              </th>
            ))}
            <th scope="col" className={`${headerCell} ${actionCell}`}>
              <Trans>Action</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {loadError ? (
            <tr>
              <td colSpan={span} className={stateCell}>
                <div className={errorBox} role="alert">
                  <span>{shownText(i18n, loadError)}</span>
                  <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'list.retry' })}>
                    <Trans>Retry</Trans>
                  </button>
                </div>
              </td>
            </tr>
          ) : loading && rows.length === 0 ? (
            <tr>
              <td colSpan={span} className={stateCell} role="status">
                <Trans>Loading…</Trans>
              </td>
            </tr>
          ) : empty ? (
            <tr>
              <td colSpan={span} className={stateCell}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((record) => {
              const label = rowLabel(record);
              const isSelected = selected.includes(record._id);
              return (
                <tr key={record._id} className={rowStyle} data-selected={isSelected}>
                  <td className={`${cell} ${checkCell}`}>
                    <input
                      type="checkbox"
                      className={checkbox}
                      aria-label={t`Select ${label}`}
                      checked={isSelected}
                      disabled={!canSelect}
                      onChange={() => actor.send({ type: 'list.row.toggle', id: record._id })}
                    />
                  </td>
                  {shown.map((column) => (
                    <td
                      key={column.id}
                      className={`${cell} ${column.numeric ? alignEnd : ''} ${column.wrap ? wrapping : ''} ${column.breakWords ? breaking : ''} ${column.media ? mediaCell : ''}`}
                      data-label={column.media ? undefined : column.label}
                    >
                      {column.render ? column.render(record, actor) : column.text?.(record)}
                    </td>
                  ))}
                  <td className={`${cell} ${actionCell}`}>
                    <RowActionMenu actor={actor} rowId={record._id} rowLabel={label} actions={rowActions(record, actor)} noActionsText={noActionsText} />
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
        {summary && shown.some((column) => column.footer) && (
          <tfoot>
            <tr className={rowStyle}>
              <th scope="row" className={`${cell} ${footerCell} ${checkCell}`}>
                <Trans>Total</Trans>
              </th>
              {shown.map((column) => (
                <td key={column.id} className={`${cell} ${footerCell} ${column.numeric ? alignEnd : ''}`} data-label={column.footer ? column.label : undefined}>
                  {column.footer?.(summary)}
                </td>
              ))}
              <td className={`${cell} ${footerCell} ${actionCell}`} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

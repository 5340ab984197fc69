import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ListActor, ListNoun, ListRow } from '../../machines/common/list.machine';
import { selectDeleteCount, selectIsDeleting } from '../../machines/common/list.selectors';
import type { ListSource } from '../../machines/common/list.actors';
import type { Column, RowAction } from './list-columns';
import { useDismissListMenus, useListActor } from './use-list-actor';
import { ListToolbar, ExportProgress } from './ListToolbar';
import { DataTable } from './DataTable';
import { ListFooter } from './ListFooter';
import { ConfirmDialog } from './ConfirmDialog';
import { panel } from './DataTable.css';
import { screen, screenTitle } from './screen.css';
import { screenHeader, headerActions as headerActionsStyle } from './ListScreen.css';
import { shownText } from '../i18n/shown-text';
import './print.css';

export interface ListScreenProps<Row extends ListRow> {
  title: string;
  source: ListSource<Row> & { columns: readonly Column<Row>[] };
  searchLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  rowLabel: (row: Row) => string;
  /** A row's menu; `list` reaches the list's companion (the Users screen's role change). */
  rowActions: (row: Row, list: ListActor) => RowAction[];
  /** The screen's own buttons beside the title ('+ Add Category', 'Import Category'). */
  headerActions?: (actor: ListActor) => ReactNode;
  /** False for lists whose rows are never deleted (the shop's users): no Delete button. */
  deletable?: boolean;
  /** The list's filter and sort controls (the sale list's status, warehouse, dates), above its tools. */
  filterBar?: (actor: ListActor) => ReactNode;
  /** What a row's menu says when it offers nothing to this user (the Users screen's own row). */
  noActionsText?: string;
  /** Many columns: the table packs its cells closer so they fit a 1280 px screen. */
  dense?: boolean;
}

/**
 * docs/screens.md#messages: 'Are you sure you want to delete this product', and its plural for selected rows.
 * The noun is the list's own message, translated before it is put in the sentence.
 */
export function deleteQuestion(i18n: I18n, noun: ListNoun, count: number): { title: string; message: string } {
  if (count === 1) {
    const one = shownText(i18n, noun.one);
    return { title: i18n._(msg`Delete ${one}`), message: i18n._(msg`Are you sure you want to delete this ${one}`) };
  }
  const many = shownText(i18n, noun.many);
  return { title: i18n._(msg`Delete ${count} ${many}`), message: i18n._(msg`Are you sure you want to delete these ${count} ${many}`) };
}

/** Every list screen: title, tools, rows, pages, and the delete question (the list pattern). */
export function ListScreen<Row extends ListRow>(props: ListScreenProps<Row>) {
  const { title, source, headerActions } = props;
  const actor = useListActor(source);
  useDismissListMenus(actor);
  return (
    <section className={screen} aria-labelledby="screen-title">
      <div className={screenHeader}>
        <h1 id="screen-title" className={screenTitle}>
          {title}
        </h1>
        {headerActions && (
          <div className={headerActionsStyle} data-print="hide">
            {headerActions(actor)}
          </div>
        )}
      </div>
      <div className={panel}>
        {props.filterBar?.(actor)}
        <ListToolbar actor={actor} columns={source.columns as readonly Column<never>[]} searchLabel={props.searchLabel} searchPlaceholder={props.searchPlaceholder} deletable={props.deletable} />
        <ExportProgress actor={actor} />
        <DataTable actor={actor} caption={title} columns={source.columns} emptyText={props.emptyText} rowLabel={props.rowLabel} rowActions={props.rowActions} noActionsText={props.noActionsText} dense={props.dense} />
        <ListFooter actor={actor} />
      </div>
      <DeleteQuestion actor={actor} noun={source.noun} />
    </section>
  );
}

function DeleteQuestion({ actor, noun }: { actor: ListActor; noun: ListNoun }) {
  const count = useSelector(actor, selectDeleteCount);
  const deleting = useSelector(actor, selectIsDeleting);
  const { i18n, t } = useLingui();
  if (count === 0) return null;
  const { title, message } = deleteQuestion(i18n, noun, count);
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={t`Delete`}
      busy={deleting}
      busyLabel={t`Deleting…`}
      onConfirm={() => actor.send({ type: 'list.delete.confirm' })}
      onCancel={() => actor.send({ type: 'list.delete.cancel' })}
    />
  );
}

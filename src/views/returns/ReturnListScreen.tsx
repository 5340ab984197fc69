import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReturnRecord, ReturnKind } from '../../domain/returns.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { purchaseReturnsList, saleReturnsList } from '../../machines/returns/list-clients';
import type { ListActor } from '../../machines/common/list.machine';
import { returnFormMachine, type ReturnFormActor } from '../../machines/returns/return-form.machine';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';
import { DateText } from '../common/DateText';
import { useForwardNotices } from '../common/use-list-actor';
import { ReturnDialog } from './ReturnDialog';

/** Return lists (docs/screens.md#returns): the columns, in the person's language. */
function columnsFor(i18n: I18n, kind: ReturnKind): Column<ReturnRecord>[] {
  const restocked = i18n._(msg`Yes`);
  const damaged = i18n._(msg`No (damaged)`);
  return [
    { id: 'date', label: i18n._(msg`Date`), text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
    { id: 'reference', label: i18n._(msg`Reference`), text: (row) => row.reference },
    { id: 'document', label: i18n._(kind === 'sale' ? msg`Sale` : msg`Purchase`), text: (row) => row.document },
    { id: 'party', label: i18n._(kind === 'sale' ? msg`Customer` : msg`Supplier`), wrap: true, text: (row) => row.party ?? '' },
    { id: 'warehouse', label: i18n._(msg`Warehouse`), text: (row) => row.warehouse },
    ...(kind === 'sale' ? [{ id: 'restock', label: i18n._(msg`Restocked`), text: (row: ReturnRecord) => (row.restock ? restocked : damaged) }] : []),
    { id: 'total', label: i18n._(msg`Total`), numeric: true, text: (row) => toDecimalText(parseMoney(row.total)), render: (row) => <Money amount={row.total} /> },
    { id: 'refunded', label: i18n._(msg`Refunded`), numeric: true, text: (row) => toDecimalText(parseMoney(row.refunded)), render: (row) => <Money amount={row.refunded} /> },
    { id: 'createdBy', label: i18n._(msg`Created by`), text: (row) => row.createdBy ?? '' },
  ];
}

const sources = {
  sale: { listId: 'sale-returns', title: msg`Sale Return`, client: saleReturnsList, companion: { logic: returnFormMachine, input: { kind: 'sale' } } },
  purchase: { listId: 'purchase-returns', title: msg`Purchase Return`, client: purchaseReturnsList, companion: { logic: returnFormMachine, input: { kind: 'purchase' } } },
};

const formOf = (list: ListActor) => list.getSnapshot().context.companion as ReturnFormActor;

function AddReturn({ list }: { list: ListActor }) {
  const form = formOf(list);
  useForwardNotices(form as never);
  const canOpen = useSelector(form, (snapshot) => snapshot.can({ type: 'return.open' }));
  return (
    <>
      <button type="button" className={button.primary} disabled={!canOpen} onClick={() => form.send({ type: 'return.open' })}>
        <Trans>+ Add Return</Trans>
      </button>
      <ReturnDialog actor={form} />
    </>
  );
}

function ReturnListScreen({ kind }: { kind: ReturnKind }) {
  const { i18n, t } = useLingui();
  const source = useMemo(() => {
    const { title, ...rest } = sources[kind];
    return { ...rest, title: i18n._(title), noun: { one: msg`return`, many: msg`returns` }, columns: columnsFor(i18n, kind) };
  }, [i18n, kind]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={kind === 'sale' ? t`Search returns by reference or customer` : t`Search returns by reference or supplier`}
      searchPlaceholder={t`Search returns...`}
      emptyText={t`No returns available in table.`}
      rowLabel={(row) => row.reference}
      rowActions={() => [{ kind: 'delete', label: t`Delete` }]}
      noActionsText={t`Only an admin can delete a return.`}
      headerActions={(list) => <AddReturn list={list} />}
    />
  );
}

/** /return/sale. */
export function SaleReturnScreen() {
  return <ReturnListScreen kind="sale" />;
}

/** /return/purchase. */
export function PurchaseReturnScreen() {
  return <ReturnListScreen kind="purchase" />;
}

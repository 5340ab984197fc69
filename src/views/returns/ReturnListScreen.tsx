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

/** Return lists (docs/screens.md#returns). */
const NO_RETURNS_TEXT = 'No returns available in table.';

function columnsFor(kind: ReturnKind): Column<ReturnRecord>[] {
  return [
    { id: 'date', label: 'Date', text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
    { id: 'reference', label: 'Reference', text: (row) => row.reference },
    { id: 'document', label: kind === 'sale' ? 'Sale' : 'Purchase', text: (row) => row.document },
    { id: 'party', label: kind === 'sale' ? 'Customer' : 'Supplier', wrap: true, text: (row) => row.party ?? '' },
    { id: 'warehouse', label: 'Warehouse', text: (row) => row.warehouse },
    ...(kind === 'sale' ? [{ id: 'restock', label: 'Restocked', text: (row: ReturnRecord) => (row.restock ? 'Yes' : 'No (damaged)') }] : []),
    { id: 'total', label: 'Total', numeric: true, text: (row) => toDecimalText(parseMoney(row.total)), render: (row) => <Money amount={row.total} /> },
    { id: 'refunded', label: 'Refunded', numeric: true, text: (row) => toDecimalText(parseMoney(row.refunded)), render: (row) => <Money amount={row.refunded} /> },
    { id: 'createdBy', label: 'Created by', text: (row) => row.createdBy ?? '' },
  ];
}

const sources = {
  sale: {
    listId: 'sale-returns',
    title: 'Sale Return',
    noun: { one: 'return', many: 'returns' },
    client: saleReturnsList,
    columns: columnsFor('sale'),
    companion: { logic: returnFormMachine, input: { kind: 'sale' } },
  },
  purchase: {
    listId: 'purchase-returns',
    title: 'Purchase Return',
    noun: { one: 'return', many: 'returns' },
    client: purchaseReturnsList,
    columns: columnsFor('purchase'),
    companion: { logic: returnFormMachine, input: { kind: 'purchase' } },
  },
};

const formOf = (list: ListActor) => list.getSnapshot().context.companion as ReturnFormActor;

function AddReturn({ list }: { list: ListActor }) {
  const form = formOf(list);
  useForwardNotices(form as never);
  const canOpen = useSelector(form, (snapshot) => snapshot.can({ type: 'return.open' }));
  return (
    <>
      <button type="button" className={button.primary} disabled={!canOpen} onClick={() => form.send({ type: 'return.open' })}>
        + Add Return
      </button>
      <ReturnDialog actor={form} />
    </>
  );
}

function ReturnListScreen({ kind }: { kind: ReturnKind }) {
  return (
    <ListScreen
      title={sources[kind].title}
      source={sources[kind]}
      searchLabel={`Search returns by reference or ${kind === 'sale' ? 'customer' : 'supplier'}`}
      searchPlaceholder="Search returns..."
      emptyText={NO_RETURNS_TEXT}
      rowLabel={(row) => row.reference}
      rowActions={() => [{ kind: 'delete', label: 'Delete' }]}
      noActionsText="Only an admin can delete a return."
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

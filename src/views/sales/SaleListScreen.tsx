import { Link } from 'wouter';
import type { SaleRow } from '../../domain/sales.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { pathTo, screens } from '../../domain/screens';
import { salesList } from '../../machines/sales/list-clients';
import { saleChoicesMachine } from '../../machines/sales/sale-choices.machine';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';
import { screenActorContext } from '../common/screen-actor-context';
import { SaleListFilters } from './SaleListFilters';

const amountText = (amount: number) => toDecimalText(parseMoney(amount, { allowNegative: true }));

/** Sale list (docs/screens.md#sales): Date, Reference, Biller, Customer, Sale Status, Payment Status, Grand Total, Paid, Due. */
export const saleColumns: Column<SaleRow>[] = [
  { id: 'date', label: 'Date', text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
  { id: 'reference', label: 'Reference', text: (row) => row.reference },
  { id: 'biller', label: 'Biller', breakWords: true, text: (row) => row.biller },
  { id: 'customer', label: 'Customer', breakWords: true, text: (row) => row.customer },
  { id: 'saleStatus', label: 'Sale Status', text: (row) => row.saleStatus },
  { id: 'paymentStatus', label: 'Payment Status', text: (row) => row.paymentStatus },
  { id: 'grandTotal', label: 'Grand Total', numeric: true, text: (row) => amountText(row.grandTotal), render: (row) => <Money amount={row.grandTotal} /> },
  { id: 'paid', label: 'Paid', numeric: true, text: (row) => amountText(row.paid), render: (row) => <Money amount={row.paid} /> },
  { id: 'due', label: 'Due', numeric: true, text: (row) => amountText(row.due), render: (row) => <Money amount={row.due} /> },
];

export const saleListSource = {
  listId: 'sales',
  title: 'Sale List',
  noun: { one: 'sale', many: 'sales' },
  client: salesList,
  columns: saleColumns,
  filters: { status: '', paymentStatus: '', warehouse: '', customer: '', biller: '', from: '', to: '' },
  sortable: ['date', 'reference', 'customer', 'biller', 'saleStatus', 'grandTotal', 'paid', 'due'],
};

/** /sale/list: search by reference or customer, the filters and sort, Edit and Delete (asked first), CSV, PDF, Print. */
/** The customers, warehouses and billers the filters offer, loaded when the list opens. */
export const SaleChoicesActorContext = screenActorContext(saleChoicesMachine);

export function SaleListScreen() {
  const choices = SaleChoicesActorContext.useOwnActor();
  return (
    <ListScreen
      title="Sale List"
      source={saleListSource}
      searchLabel="Search sales by reference or customer"
      searchPlaceholder="Search sales..."
      emptyText="No sales found matching your search."
      dense
      rowLabel={(row) => `${row.reference} ${row.customer}`}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('saleEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      filterBar={(list) => <SaleListFilters list={list} choices={choices} />}
      headerActions={() => (
        <Link href={screens.saleAdd.path} className={button.primary}>
          + Add Sale
        </Link>
      )}
    />
  );
}

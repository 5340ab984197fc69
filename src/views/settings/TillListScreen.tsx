import { Link } from 'wouter';
import type { Till } from '../../domain/tills.schemas';
import { pathTo, screens } from '../../domain/screens';
import { tillsList } from '../../machines/settings/list-clients';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';

const tillColumns: Column<Till>[] = [
  { id: 'name', label: 'Name', wrap: true, text: (row) => row.name },
  { id: 'code', label: 'Code', text: (row) => row.code },
  { id: 'warehouse', label: 'Warehouse', text: (row) => row.warehouseName },
  { id: 'biller', label: 'Biller', text: (row) => row.billerName },
  { id: 'cashAccount', label: 'Cash Account', text: (row) => row.cashAccountName },
  {
    id: 'shift',
    label: 'Shift',
    text: (row) => (row.openShift ? `Open (${row.openShift.number}) since ${row.openShift.openedAt.slice(0, 16)}` : 'Closed'),
    render: (row) =>
      row.openShift ? (
        <>
          Open, shift {row.openShift.number}, since <DateText value={row.openShift.openedAt} />
        </>
      ) : (
        'Closed'
      ),
  },
  { id: 'lastReceipt', label: 'Receipts', numeric: true, text: (row) => String(row.lastReceipt) },
];

const tillSource = { listId: 'tills', title: 'Tills', noun: { one: 'till', many: 'tills' }, client: tillsList, columns: tillColumns };

/** Tills (/settings/till, admins): each till's code, warehouse, biller, drawer account and shift (docs/tills-and-shifts.md#tills). */
export function TillListScreen() {
  return (
    <ListScreen
      title={screens.tillList.title}
      source={tillSource}
      searchLabel="Search tills by name or code"
      searchPlaceholder="Search tills..."
      emptyText="No tills found matching your search."
      rowLabel={(row) => `${row.name} ${row.code}`}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('tillEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      dense
      headerActions={() => (
        <Link href={screens.tillAdd.path} className={button.primary}>
          + Add Till
        </Link>
      )}
    />
  );
}

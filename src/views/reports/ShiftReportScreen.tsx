import type { ShiftRow } from '../../domain/tills.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { screens } from '../../domain/screens';
import { shiftsList } from '../../machines/reports/shift-list';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';

const moneyText = (amount: number | null) => (amount === null ? '' : toDecimalText(parseMoney(amount, { allowNegative: true })));
const statusNames = { open: 'Open', 'awaiting-confirmation': 'Awaiting confirmation', closed: 'Closed' } as const;
const money = (amount: number | null) => (amount === null ? '—' : <Money amount={amount} />);

/** A variance says which way it went: short below 0, over above. */
function varianceText(variance: number | null): string {
  if (variance === null) return '';
  if (variance === 0) return '0.00';
  return `${moneyText(Math.abs(variance))} ${variance < 0 ? 'short' : 'over'}`;
}

const shiftColumns: Column<ShiftRow>[] = [
  { id: 'openedAt', label: 'Opened', text: (row) => row.openedAt.slice(0, 16), render: (row) => <DateText value={row.openedAt} /> },
  { id: 'till', label: 'Till', text: (row) => `${row.tillName} #${row.number}` },
  { id: 'openedBy', label: 'Cashier', text: (row) => row.openedBy ?? '' },
  { id: 'status', label: 'Status', text: (row) => statusNames[row.status] },
  { id: 'float', label: 'Float', numeric: true, text: (row) => moneyText(row.float), render: (row) => money(row.float) },
  { id: 'expectedCash', label: 'Expected', numeric: true, text: (row) => moneyText(row.expectedCash), render: (row) => money(row.expectedCash) },
  { id: 'counted', label: 'Counted', numeric: true, text: (row) => moneyText(row.counted), render: (row) => money(row.counted) },
  { id: 'variance', label: 'Variance', numeric: true, text: (row) => varianceText(row.variance) },
  { id: 'closedBy', label: 'Closed by', text: (row) => row.closedBy ?? '' },
];

const shiftSource = { listId: 'shifts', title: 'Shift Report', noun: { one: 'shift', many: 'shifts' }, client: shiftsList, columns: shiftColumns };

/** Shift Report (/reports/shifts): every till's shifts by cashier, the count and its variance (docs/tills-and-shifts.md#reports). */
export function ShiftReportScreen() {
  return (
    <ListScreen
      title={screens.shiftReport.title}
      source={shiftSource}
      searchLabel="Search shifts by till or cashier"
      searchPlaceholder="Search by till or cashier..."
      emptyText="No shifts yet: a till's shifts show here once it opens one."
      rowLabel={(row) => `${row.tillName} shift ${row.number}`}
      rowActions={() => []}
      // Shifts are never deleted: their counts and Z figures stay (docs/tills-and-shifts.md#closing).
      deletable={false}
      noActionsText="Kept: a shift's X and Z reports print at its till."
    />
  );
}

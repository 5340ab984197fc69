import { Link } from 'wouter';
import type { Transfer } from '../../domain/accounts.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { screens } from '../../domain/screens';
import { transferListResource } from '../../machines/accounting/accounting-lists';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';

/** Money transfer row (docs/api.md#records-and-their-fields): date, referenceNo, fromAccount, toAccount, amount (and the action). */
export const transferColumns: Column<Transfer>[] = [
  { id: 'date', label: 'Date', text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
  { id: 'referenceNo', label: 'Reference No', text: (row) => row.referenceNo },
  { id: 'fromAccount', label: 'From Account', wrap: true, text: (row) => row.fromAccount },
  { id: 'toAccount', label: 'To Account', wrap: true, text: (row) => row.toAccount },
  { id: 'amount', label: 'Amount', numeric: true, text: (row) => toDecimalText(parseMoney(row.amount)), render: (row) => <Money amount={row.amount} /> },
  { id: 'note', label: 'Note', wrap: true, text: (row) => row.note || 'N/A' },
];

export const transferListSource = { ...transferListResource, columns: transferColumns };

/** Money Transfer (/account/transfer): every transfer, newest first; deleting one reverses it (admin only). */
export function MoneyTransferScreen() {
  return (
    <ListScreen
      title={screens.moneyTransfer.title}
      source={transferListSource}
      searchLabel="Search transfers by reference, account or note"
      searchPlaceholder="Search transfers..."
      emptyText="No transfers found matching your search."
      rowLabel={(row) => `${row.referenceNo} ${row.fromAccount} to ${row.toAccount}`}
      rowActions={() => [{ kind: 'delete', label: 'Delete' }]}
      headerActions={() => (
        <Link href={screens.transferAdd.path} className={button.primary}>
          + Add Transfer
        </Link>
      )}
    />
  );
}

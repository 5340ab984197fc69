import { Link } from 'wouter';
import type { Account } from '../../domain/accounts.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { pathTo, screens } from '../../domain/screens';
import { accountListResource } from '../../machines/accounting/accounting-lists';
import { accountDefaultMachine } from '../../machines/accounting/account-default.machine';
import type { ListActor } from '../../machines/common/list.machine';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';
import { useForwardNotices } from '../common/use-list-actor';
import { accountDefaultOf, DefaultToggle } from './DefaultToggle';

const moneyText = (amount: number) => toDecimalText(parseMoney(amount, { allowNegative: true }));

/**
 * Account list (docs/screens.md#accounting): Account No, Name, Initial Balance, Default, Note ('N/A' when
 * empty); ShopDesk adds Balance (initial + in − out, from the ledger). The footer totals both
 * amounts over every account the search matches.
 */
export const accountColumns: Column<Account>[] = [
  { id: 'accountNumber', label: 'Account No', text: (row) => row.accountNumber },
  { id: 'name', label: 'Name', wrap: true, text: (row) => row.name },
  {
    id: 'initialBalance',
    label: 'Initial Balance',
    numeric: true,
    text: (row) => moneyText(row.initialBalance),
    render: (row) => <Money amount={row.initialBalance} />,
    footer: (summary) => <Money amount={summary.initialBalance ?? 0} />,
  },
  {
    id: 'balance',
    label: 'Balance',
    numeric: true,
    text: (row) => moneyText(row.balance),
    render: (row) => <Money amount={row.balance} />,
    footer: (summary) => <Money amount={summary.balance ?? 0} />,
  },
  { id: 'isDefault', label: 'Default', text: (row) => (row.isDefault ? 'Yes' : 'No'), render: (row, list) => (list ? <DefaultToggle row={row} list={list} /> : row.isDefault ? 'Yes' : 'No') },
  { id: 'note', label: 'Note', wrap: true, text: (row) => row.note || 'N/A' },
];

export const accountListSource = {
  ...accountListResource,
  columns: accountColumns,
  // The Default toggle saves beside the list, then tells it to read again.
  companion: { logic: accountDefaultMachine, input: {} },
};

/** Account list (/account/list): admin only (docs/decisions/009-roles-and-staff-access.md). */
export function AccountListScreen() {
  return (
    <ListScreen
      title={screens.accountList.title}
      source={accountListSource}
      searchLabel="Search accounts by number, name or note"
      searchPlaceholder="Search accounts..."
      emptyText="No accounts found matching your search."
      rowLabel={(row) => `${row.name} ${row.accountNumber}`}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('accountEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      headerActions={(list) => <AddAccount list={list} />}
    />
  );
}

function AddAccount({ list }: { list: ListActor }) {
  // The toggle's notices ('Meezan Bank is now the default account.') go to the toaster.
  useForwardNotices(accountDefaultOf(list) as never);
  return (
    <Link href={screens.accountAdd.path} className={button.primary}>
      + Add Account
    </Link>
  );
}

import { Link } from 'wouter';
import type { Customer } from '../../domain/customers.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { pathTo, screens } from '../../domain/screens';
import type { ListActor } from '../../machines/common/list.machine';
import { customerDepositMachine, type CustomerDepositActor } from '../../machines/sales/customer-deposit.machine';
import { customersList } from '../../machines/sales/list-clients';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';
import { useForwardNotices } from '../common/use-list-actor';
import { CustomerDepositDialog } from './CustomerDepositDialog';

const amountText = (amount: number) => toDecimalText(parseMoney(amount, { allowNegative: true }));

/** docs/api.md#records-and-their-fields, Customer (list): group, name, company, email, phone, tax, address, balance; and the deposit. */
export const customerColumns: Column<Customer>[] = [
  { id: 'group', label: 'Customer Group', text: (row) => row.customerGroup },
  { id: 'name', label: 'Name', wrap: true, text: (row) => row.name },
  { id: 'company', label: 'Company', wrap: true, text: (row) => row.companyName },
  { id: 'email', label: 'Email', text: (row) => row.email },
  { id: 'phone', label: 'Phone', text: (row) => row.phone },
  { id: 'tax', label: 'Tax Number', text: (row) => row.taxNumber },
  { id: 'address', label: 'Address', wrap: true, text: (row) => [row.address, row.city].filter(Boolean).join(', ') },
  { id: 'balance', label: 'Balance', numeric: true, text: (row) => amountText(row.balance), render: (row) => <Money amount={row.balance} /> },
  { id: 'deposit', label: 'Deposit', numeric: true, text: (row) => amountText(row.depositBalance), render: (row) => <Money amount={row.depositBalance} /> },
];

export const customerListSource = {
  listId: 'customers',
  title: 'Customer List',
  noun: { one: 'customer', many: 'customers' },
  client: customersList,
  columns: customerColumns,
  // Add deposit: the dialog tells the list to read again once the Deposit column has changed.
  companion: { logic: customerDepositMachine, input: {} },
};

const depositsOf = (list: ListActor) => list.getSnapshot().context.companion as CustomerDepositActor;

function CustomerDeposits({ list }: { list: ListActor }) {
  const deposits = depositsOf(list);
  useForwardNotices(deposits as never);
  return <CustomerDepositDialog actor={deposits} />;
}

/** /customer/list: what each customer owes (their completed sales' due) and holds on deposit; 'Add deposit' per customer. */
export function CustomerListScreen() {
  return (
    <ListScreen
      title="Customer List"
      source={customerListSource}
      searchLabel="Search customers by name, phone, email or company"
      searchPlaceholder="Search customers..."
      emptyText="No customers found matching your search."
      rowLabel={(row) => row.name}
      rowActions={(row, list) => [
        { kind: 'link', label: 'Edit', href: pathTo('customerEdit', row._id) },
        // The walk-in customer is anyone at the till: a deposit needs a named customer.
        ...(row.isWalkIn ? [] : [{ kind: 'event' as const, label: 'Add deposit', send: () => depositsOf(list).send({ type: 'deposit.open', customer: row }) }]),
        { kind: 'delete', label: 'Delete' },
      ]}
      headerActions={(list) => (
        <>
          <Link href={screens.customerAdd.path} className={button.primary}>
            + Add Customer
          </Link>
          <CustomerDeposits list={list} />
        </>
      )}
    />
  );
}

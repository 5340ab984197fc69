import { Link } from 'wouter';
import type { Customer } from '../../domain/customers.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { pathTo, screens } from '../../domain/screens';
import { customersList } from '../../machines/sales/list-clients';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';

const amountText = (amount: number) => toDecimalText(parseMoney(amount, { allowNegative: true }));

/** SPEC.md section 3, Customer (list): group, name, company, email, phone, tax, address, balance; and the deposit. */
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

export const customerListSource = { listId: 'customers', title: 'Customer List', noun: { one: 'customer', many: 'customers' }, client: customersList, columns: customerColumns };

/** /customer/list: what each customer owes (their completed sales' due) and holds on deposit. */
export function CustomerListScreen() {
  return (
    <ListScreen
      title="Customer List"
      source={customerListSource}
      searchLabel="Search customers by name, phone, email or company"
      searchPlaceholder="Search customers..."
      emptyText="No customers found matching your search."
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('customerEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      headerActions={() => (
        <Link href={screens.customerAdd.path} className={button.primary}>
          + Add Customer
        </Link>
      )}
    />
  );
}

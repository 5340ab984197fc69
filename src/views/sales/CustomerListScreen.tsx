import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { customerGroupName } from '../i18n/customer-group-names';
import { CustomerDepositDialog } from './CustomerDepositDialog';

const amountText = (amount: number) => toDecimalText(parseMoney(amount, { allowNegative: true }));

const depositsOf = (list: ListActor) => list.getSnapshot().context.companion as CustomerDepositActor;

function CustomerDeposits({ list }: { list: ListActor }) {
  const deposits = depositsOf(list);
  useForwardNotices(deposits as never);
  return <CustomerDepositDialog actor={deposits} />;
}

/** /customer/list: what each customer owes (their completed sales' due) and holds on deposit; 'Add deposit' per customer. */
export function CustomerListScreen() {
  const { t, i18n } = useLingui();
  const source = useMemo(() => {
    // docs/api.md#records-and-their-fields, Customer (list): group, name, company, email, phone, tax, address, balance; and the deposit.
    const columns: Column<Customer>[] = [
      { id: 'group', label: t`Customer Group`, text: (row) => customerGroupName(i18n, row.customerGroup) },
      { id: 'name', label: t`Name`, wrap: true, text: (row) => row.name },
      { id: 'company', label: t`Company`, wrap: true, text: (row) => row.companyName },
      { id: 'email', label: t`Email`, text: (row) => row.email },
      { id: 'phone', label: t`Phone`, text: (row) => row.phone },
      { id: 'tax', label: t`Tax Number`, text: (row) => row.taxNumber },
      { id: 'address', label: t`Address`, wrap: true, text: (row) => [row.address, row.city].filter(Boolean).join(', ') },
      { id: 'balance', label: t`Balance`, numeric: true, text: (row) => amountText(row.balance), render: (row) => <Money amount={row.balance} /> },
      { id: 'deposit', label: t`Deposit`, numeric: true, text: (row) => amountText(row.depositBalance), render: (row) => <Money amount={row.depositBalance} /> },
    ];
    return {
      listId: 'customers',
      title: t`Customer List`,
      noun: { one: msg`customer`, many: msg`customers` },
      client: customersList,
      columns,
      // Add deposit: the dialog tells the list to read again once the Deposit column has changed.
      companion: { logic: customerDepositMachine, input: {} },
    };
  }, [t, i18n]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search customers by name, phone, email or company`}
      searchPlaceholder={t`Search customers...`}
      emptyText={t`No customers found matching your search.`}
      rowLabel={(row) => row.name}
      rowActions={(row, list) => [
        { kind: 'link', label: t`Edit`, href: pathTo('customerEdit', row._id) },
        // The walk-in customer is anyone at the till: a deposit needs a named customer.
        ...(row.isWalkIn ? [] : [{ kind: 'event' as const, label: t`Add deposit`, send: () => depositsOf(list).send({ type: 'deposit.open', customer: row }) }]),
        { kind: 'delete', label: t`Delete` },
      ]}
      headerActions={(list) => (
        <>
          <Link href={screens.customerAdd.path} className={button.primary}>
            <Trans>+ Add Customer</Trans>
          </Link>
          <CustomerDeposits list={list} />
        </>
      )}
    />
  );
}

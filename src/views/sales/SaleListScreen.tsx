import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { statusName } from '../i18n/status-names';
import { SaleListFilters } from './SaleListFilters';

const amountText = (amount: number) => toDecimalText(parseMoney(amount, { allowNegative: true }));

/** The customers, warehouses and billers the filters offer, loaded when the list opens. */
export const SaleChoicesActorContext = screenActorContext(saleChoicesMachine);

/** /sale/list: search by reference or customer, the filters and sort, Edit and Delete (asked first), CSV, PDF, Print. */
export function SaleListScreen() {
  const { i18n, t } = useLingui();
  const source = useMemo(() => {
    // Sale list (docs/screens.md#sales): Date, Reference, Biller, Customer, Sale Status, Payment Status, Grand Total, Paid, Due.
    const columns: Column<SaleRow>[] = [
      { id: 'date', label: t`Date`, text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
      { id: 'reference', label: t`Reference`, text: (row) => row.reference },
      { id: 'biller', label: t`Biller`, breakWords: true, text: (row) => row.biller },
      { id: 'customer', label: t`Customer`, breakWords: true, text: (row) => row.customer },
      { id: 'saleStatus', label: t`Sale Status`, text: (row) => statusName(i18n, row.saleStatus) },
      { id: 'paymentStatus', label: t`Payment Status`, text: (row) => statusName(i18n, row.paymentStatus) },
      { id: 'grandTotal', label: t`Grand Total`, numeric: true, text: (row) => amountText(row.grandTotal), render: (row) => <Money amount={row.grandTotal} /> },
      { id: 'paid', label: t`Paid`, numeric: true, text: (row) => amountText(row.paid), render: (row) => <Money amount={row.paid} /> },
      { id: 'due', label: t`Due`, numeric: true, text: (row) => amountText(row.due), render: (row) => <Money amount={row.due} /> },
    ];
    return {
      listId: 'sales',
      title: t`Sale List`,
      noun: { one: msg`sale`, many: msg`sales` },
      client: salesList,
      columns,
      filters: { status: '', paymentStatus: '', warehouse: '', customer: '', biller: '', from: '', to: '' },
      sortable: ['date', 'reference', 'customer', 'biller', 'saleStatus', 'grandTotal', 'paid', 'due'],
    };
  }, [i18n, t]);
  const choices = SaleChoicesActorContext.useOwnActor();
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search sales by reference or customer`}
      searchPlaceholder={t`Search sales...`}
      emptyText={t`No sales found matching your search.`}
      dense
      rowLabel={(row) => `${row.reference} ${row.customer}`}
      rowActions={(row) => [
        { kind: 'link', label: t`Edit`, href: pathTo('saleEdit', row._id) },
        { kind: 'delete', label: t`Delete` },
      ]}
      filterBar={(list) => <SaleListFilters list={list} choices={choices} />}
      headerActions={() => (
        <Link href={screens.saleAdd.path} className={button.primary}>
          <Trans>+ Add Sale</Trans>
        </Link>
      )}
    />
  );
}

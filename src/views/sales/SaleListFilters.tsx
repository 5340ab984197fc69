import { useSelector } from '@xstate/react';
import { SALE_PAYMENT_STATUSES, SALE_SORT_COLUMNS, SALE_STATUSES } from '../../domain/sales.schemas';
import type { ListActor } from '../../machines/common/list.machine';
import { selectFilters } from '../../machines/common/list.selectors';
import type { SaleChoicesActor } from '../../machines/sales/sale-choices.machine';
import { SelectField } from '../common/SelectField';
import { DateField } from '../common/DateField';
import { ListFilterBar, ListSortControls } from '../common/ListFilterBar';

const SORT_LABELS: Record<(typeof SALE_SORT_COLUMNS)[number], string> = {
  date: 'Date',
  reference: 'Reference',
  customer: 'Customer',
  biller: 'Biller',
  saleStatus: 'Sale Status',
  grandTotal: 'Grand Total',
  paid: 'Paid',
  due: 'Due',
};

const fixed = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The sale list's filters (status, payment status, warehouse, customer, biller, dates) and its sort. */
export function SaleListFilters({ list, choices }: { list: ListActor; choices: SaleChoicesActor }) {
  const filters = useSelector(list, selectFilters);
  const loaded = useSelector(choices, (snapshot) => snapshot.context.choices);
  const error = useSelector(choices, (snapshot) => snapshot.context.error);
  const set = (name: string) => (event: { target: { value: string } }) => list.send({ type: 'list.filter.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <ListFilterBar label="Filter and sort sales" choicesError={error} onRetry={() => choices.send({ type: 'choices.retry' })}>
      <SelectField id="filter-status" label="Sale Status" placeholder="Any" options={fixed(SALE_STATUSES)} value={filters.status ?? ''} onChange={set('status')} />
      <SelectField id="filter-payment" label="Payment Status" placeholder="Any" options={fixed(SALE_PAYMENT_STATUSES)} value={filters.paymentStatus ?? ''} onChange={set('paymentStatus')} />
      <SelectField id="filter-warehouse" label="Warehouse" placeholder="Any" options={options(loaded?.warehouses)} value={filters.warehouse ?? ''} onChange={set('warehouse')} />
      <SelectField id="filter-customer" label="Customer" placeholder="Any" options={options(loaded?.customers)} value={filters.customer ?? ''} onChange={set('customer')} />
      <SelectField id="filter-biller" label="Biller" placeholder="Any" options={options(loaded?.billers)} value={filters.biller ?? ''} onChange={set('biller')} />
      <DateField id="filter-from" label="From" value={filters.from ?? ''} onChange={(value) => set('from')({ target: { value } })} />
      <DateField id="filter-to" label="To" value={filters.to ?? ''} onChange={(value) => set('to')({ target: { value } })} />
      <ListSortControls list={list} labels={SORT_LABELS} />
    </ListFilterBar>
  );
}

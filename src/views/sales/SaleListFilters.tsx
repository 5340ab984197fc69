import { useSelector } from '@xstate/react';
import { SALE_PAYMENT_STATUSES, SALE_SORT_COLUMNS, SALE_STATUSES } from '../../domain/sales.schemas';
import type { ListActor } from '../../machines/common/list.machine';
import { selectFilters, selectSort } from '../../machines/common/list.selectors';
import type { SaleChoicesActor } from '../../machines/sales/sale-choices.machine';
import { button } from '../../styles/controls.css';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { failed, filterBar, sortControls } from './SaleListFilters.css';

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
  const sort = useSelector(list, selectSort);
  const loaded = useSelector(choices, (snapshot) => snapshot.context.choices);
  const error = useSelector(choices, (snapshot) => snapshot.context.error);
  const set = (name: string) => (event: { target: { value: string } }) => list.send({ type: 'list.filter.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <div className={filterBar} role="group" aria-label="Filter and sort sales">
      <SelectField id="filter-status" label="Sale Status" placeholder="Any" options={fixed(SALE_STATUSES)} value={filters.status ?? ''} onChange={set('status')} />
      <SelectField id="filter-payment" label="Payment Status" placeholder="Any" options={fixed(SALE_PAYMENT_STATUSES)} value={filters.paymentStatus ?? ''} onChange={set('paymentStatus')} />
      <SelectField id="filter-warehouse" label="Warehouse" placeholder="Any" options={options(loaded?.warehouses)} value={filters.warehouse ?? ''} onChange={set('warehouse')} />
      <SelectField id="filter-customer" label="Customer" placeholder="Any" options={options(loaded?.customers)} value={filters.customer ?? ''} onChange={set('customer')} />
      <SelectField id="filter-biller" label="Biller" placeholder="Any" options={options(loaded?.billers)} value={filters.biller ?? ''} onChange={set('biller')} />
      <TextField id="filter-from" label="From" type="date" value={filters.from ?? ''} onChange={set('from')} />
      <TextField id="filter-to" label="To" type="date" value={filters.to ?? ''} onChange={set('to')} />
      <div className={sortControls}>
        <SelectField
          id="sort-by"
          label="Sort by"
          placeholder="Newest first"
          options={SALE_SORT_COLUMNS.map((column) => ({ value: column, label: SORT_LABELS[column] }))}
          value={sort?.column ?? ''}
          onChange={(event) => event.target.value && list.send({ type: 'list.sort', column: event.target.value })}
        />
        {sort && (
          <button type="button" className={button.secondary} aria-label={sort.direction === 'asc' ? 'Ascending: sort descending' : 'Descending: sort ascending'} onClick={() => list.send({ type: 'list.sort', column: sort.column })}>
            {sort.direction === 'asc' ? '↑' : '↓'}
          </button>
        )}
      </div>
      {error && (
        <div className={failed} role="alert">
          <span>{error}</span>
          <button type="button" className={button.secondary} onClick={() => choices.send({ type: 'choices.retry' })}>
            Retry
          </button>
        </div>
      )}
    </div>
  );
}

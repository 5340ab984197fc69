import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { SALE_PAYMENT_STATUSES, SALE_SORT_COLUMNS, SALE_STATUSES } from '../../domain/sales.schemas';
import type { ListActor } from '../../machines/common/list.machine';
import { selectFilters } from '../../machines/common/list.selectors';
import type { SaleChoicesActor } from '../../machines/sales/sale-choices.machine';
import { SelectField } from '../common/SelectField';
import { DateField } from '../common/DateField';
import { ListFilterBar, ListSortControls } from '../common/ListFilterBar';
import { statusName } from '../i18n/status-names';

const SORT_LABELS: Record<(typeof SALE_SORT_COLUMNS)[number], MessageDescriptor> = {
  date: msg`Date`,
  reference: msg`Reference`,
  customer: msg`Customer`,
  biller: msg`Biller`,
  saleStatus: msg`Sale Status`,
  grandTotal: msg`Grand Total`,
  paid: msg`Paid`,
  due: msg`Due`,
};

/** The sale list's filters (status, payment status, warehouse, customer, biller, dates) and its sort. */
export function SaleListFilters({ list, choices }: { list: ListActor; choices: SaleChoicesActor }) {
  const filters = useSelector(list, selectFilters);
  const loaded = useSelector(choices, (snapshot) => snapshot.context.choices);
  const error = useSelector(choices, (snapshot) => snapshot.context.error);
  const set = (name: string) => (event: { target: { value: string } }) => list.send({ type: 'list.filter.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const { i18n, t } = useLingui();
  const fixed = (values: readonly string[]) => values.map((value) => ({ value, label: statusName(i18n, value) }));
  const sortLabels = Object.fromEntries(Object.entries(SORT_LABELS).map(([key, label]) => [key, i18n._(label)])) as Record<(typeof SALE_SORT_COLUMNS)[number], string>;
  const any = t`Any`;
  return (
    <ListFilterBar label={t`Filter and sort sales`} choicesError={error} onRetry={() => choices.send({ type: 'choices.retry' })}>
      <SelectField id="filter-status" label={t`Sale Status`} placeholder={any} options={fixed(SALE_STATUSES)} value={filters.status ?? ''} onChange={set('status')} />
      <SelectField id="filter-payment" label={t`Payment Status`} placeholder={any} options={fixed(SALE_PAYMENT_STATUSES)} value={filters.paymentStatus ?? ''} onChange={set('paymentStatus')} />
      <SelectField id="filter-warehouse" label={t`Warehouse`} placeholder={any} options={options(loaded?.warehouses)} value={filters.warehouse ?? ''} onChange={set('warehouse')} />
      <SelectField id="filter-customer" label={t`Customer`} placeholder={any} options={options(loaded?.customers)} value={filters.customer ?? ''} onChange={set('customer')} />
      <SelectField id="filter-biller" label={t`Biller`} placeholder={any} options={options(loaded?.billers)} value={filters.biller ?? ''} onChange={set('biller')} />
      <DateField id="filter-from" label={t`From`} value={filters.from ?? ''} onChange={(value) => set('from')({ target: { value } })} />
      <DateField id="filter-to" label={t`To`} value={filters.to ?? ''} onChange={(value) => set('to')({ target: { value } })} />
      <ListSortControls list={list} labels={sortLabels} />
    </ListFilterBar>
  );
}

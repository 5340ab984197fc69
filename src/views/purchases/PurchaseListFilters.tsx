import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { PURCHASE_STATUSES } from '../../domain/purchase.schemas';
import type { ListActor } from '../../machines/common/list.machine';
import type { PurchaseChoicesActor } from '../../machines/purchases/purchase-choices.machine';
import { SelectField } from '../common/SelectField';
import { DateField } from '../common/DateField';
import { ListFilterBar, ListSortControls } from '../common/ListFilterBar';
import { statusName } from '../i18n/status-names';

const SORT_LABELS: Record<string, MessageDescriptor> = { date: msg`Date`, total: msg`Grand Total` };

/** The purchase list's filters (status, warehouse, supplier, dates) and its sort (date or grand total). */
export function PurchaseListFilters({ list, choices }: { list: ListActor; choices: PurchaseChoicesActor }) {
  const loaded = useSelector(choices, (snapshot) => snapshot.context.choices);
  const error = useSelector(choices, (snapshot) => snapshot.context.error);
  const filters = useSelector(list, (snapshot) => snapshot.context.filters);
  const { i18n, t } = useLingui();
  const set = (name: string) => (event: { target: { value: string } }) => list.send({ type: 'list.filter.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const sortLabels = Object.fromEntries(Object.entries(SORT_LABELS).map(([key, label]) => [key, i18n._(label)]));
  const any = t`Any`;
  return (
    <ListFilterBar label={t`Filter and sort purchases`} choicesError={error} onRetry={() => choices.send({ type: 'choices.retry' })}>
      <SelectField id="filter-status" label={t`Purchase Status`} placeholder={any} options={PURCHASE_STATUSES.map((status) => ({ value: status, label: statusName(i18n, status) }))} value={filters.status ?? ''} onChange={set('status')} />
      <SelectField id="filter-warehouse" label={t`Warehouse`} placeholder={any} options={options(loaded?.warehouses)} value={filters.warehouse ?? ''} onChange={set('warehouse')} />
      <SelectField id="filter-supplier" label={t`Supplier`} placeholder={any} options={options(loaded?.suppliers)} value={filters.supplier ?? ''} onChange={set('supplier')} />
      <DateField id="filter-from" label={t`From`} value={filters.from ?? ''} onChange={(value) => set('from')({ target: { value } })} />
      <DateField id="filter-to" label={t`To`} value={filters.to ?? ''} onChange={(value) => set('to')({ target: { value } })} />
      <ListSortControls list={list} labels={sortLabels} />
    </ListFilterBar>
  );
}

import { useSelector } from '@xstate/react';
import { PURCHASE_STATUSES } from '../../domain/purchase.schemas';
import type { ListActor } from '../../machines/common/list.machine';
import type { PurchaseChoicesActor } from '../../machines/purchases/purchase-choices.machine';
import { button } from '../../styles/controls.css';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { failure, filterBar, sortControls } from './PurchaseForm.css';

const SORT_LABELS: Record<string, string> = { date: 'Date', total: 'Grand Total' };

/** The purchase list's filters (status, warehouse, supplier, dates) and its sort (date or grand total). */
export function PurchaseListFilters({ list, choices }: { list: ListActor; choices: PurchaseChoicesActor }) {
  const loaded = useSelector(choices, (snapshot) => snapshot.context.choices);
  const error = useSelector(choices, (snapshot) => snapshot.context.error);
  const filters = useSelector(list, (snapshot) => snapshot.context.filters);
  const sort = useSelector(list, (snapshot) => snapshot.context.sort);
  const set = (name: string) => (event: { target: { value: string } }) => list.send({ type: 'list.filter.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <div className={filterBar} role="group" aria-label="Filter and sort purchases">
      <SelectField id="filter-status" label="Purchase Status" placeholder="Any" options={PURCHASE_STATUSES.map((status) => ({ value: status, label: status }))} value={filters.status ?? ''} onChange={set('status')} />
      <SelectField id="filter-warehouse" label="Warehouse" placeholder="Any" options={options(loaded?.warehouses)} value={filters.warehouse ?? ''} onChange={set('warehouse')} />
      <SelectField id="filter-supplier" label="Supplier" placeholder="Any" options={options(loaded?.suppliers)} value={filters.supplier ?? ''} onChange={set('supplier')} />
      <TextField id="filter-from" label="From" type="date" value={filters.from ?? ''} onChange={set('from')} />
      <TextField id="filter-to" label="To" type="date" value={filters.to ?? ''} onChange={set('to')} />
      <div className={sortControls}>
        <SelectField
          id="sort-by"
          label="Sort by"
          placeholder="Newest first"
          options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
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
        <div className={failure} role="alert">
          <span>{error} </span>
          <button type="button" className={button.secondary} onClick={() => choices.send({ type: 'choices.retry' })}>
            Retry
          </button>
        </div>
      )}
    </div>
  );
}

import { Link } from 'wouter';
import type { Tax } from '../../domain/catalog.schemas';
import { taxesList } from '../../machines/catalog/list-clients';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { pathTo, screens } from '../../domain/screens';

/** Tax (docs/api.md#records-and-their-fields): name, rate (%). */
export const taxColumns: Column<Tax>[] = [
  { id: 'name', label: 'Name', text: (row) => row.name },
  { id: 'rate', label: 'Rate (%)', numeric: true, text: (row) => row.rate },
];

export const taxListSource = { listId: 'taxes', title: 'Tax List', noun: { one: 'tax', many: 'taxes' }, client: taxesList, columns: taxColumns };

export function TaxListScreen() {
  return (
    <ListScreen
      title="Tax List"
      source={taxListSource}
      searchLabel="Search taxes by name"
      searchPlaceholder="Search taxes..."
      emptyText="No taxes found matching your search."
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('taxEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      headerActions={() => (
        <Link href={screens.taxAdd.path} className={button.primary}>
          + Add Tax
        </Link>
      )}
    />
  );
}

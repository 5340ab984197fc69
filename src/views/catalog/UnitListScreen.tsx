import { Link } from 'wouter';
import type { Unit } from '../../domain/catalog.schemas';
import { unitsList } from '../../machines/catalog/list-clients';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { pathTo, screens } from '../../domain/screens';

/** Unit (docs/api.md#records-and-their-fields): code, name, base unit, operator, operation value. */
export const unitColumns: Column<Unit>[] = [
  { id: 'code', label: 'Code', text: (row) => row.code },
  { id: 'name', label: 'Name', text: (row) => row.name },
  { id: 'baseUnit', label: 'Base Unit', text: (row) => row.baseUnit ?? '' },
  { id: 'operator', label: 'Operator', text: (row) => row.operator },
  { id: 'operationValue', label: 'Operation Value', numeric: true, text: (row) => row.operationValue },
];

export const unitListSource = { listId: 'units', title: 'Unit List', noun: { one: 'unit', many: 'units' }, client: unitsList, columns: unitColumns };

export function UnitListScreen() {
  return (
    <ListScreen
      title="Unit List"
      source={unitListSource}
      searchLabel="Search units by code or name"
      searchPlaceholder="Search units..."
      emptyText="No units found matching your search."
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('unitEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      headerActions={() => (
        <Link href={screens.unitAdd.path} className={button.primary}>
          + Add Unit
        </Link>
      )}
    />
  );
}

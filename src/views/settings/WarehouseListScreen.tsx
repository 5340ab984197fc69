import { Link } from 'wouter';
import type { Warehouse } from '../../domain/catalog.schemas';
import { pathTo, screens } from '../../domain/screens';
import { warehousesList } from '../../machines/settings/list-clients';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';

const warehouseColumns: Column<Warehouse>[] = [
  { id: 'name', label: 'Name', wrap: true, text: (row) => row.name },
  { id: 'status', label: 'Status', text: (row) => (row.active ? 'Active' : 'Deactivated') },
  { id: 'createdAt', label: 'Added', text: (row) => row.createdAt.slice(0, 10), render: (row) => <DateText value={row.createdAt} /> },
];

const warehouseSource = { listId: 'warehouses', title: 'Warehouses', noun: { one: 'warehouse', many: 'warehouses' }, client: warehousesList, columns: warehouseColumns };

/**
 * Warehouses (/settings/warehouse, admins): the shop's stores and stockrooms, active or deactivated
 * (docs/screens.md#warehouses). Delete is refused for one that has stock history; deactivate it instead.
 */
export function WarehouseListScreen() {
  return (
    <ListScreen
      title={screens.warehouseList.title}
      source={warehouseSource}
      searchLabel="Search warehouses by name"
      searchPlaceholder="Search warehouses..."
      emptyText="No warehouses found matching your search."
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('warehouseEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      headerActions={() => (
        <Link href={screens.warehouseAdd.path} className={button.primary}>
          + Add Warehouse
        </Link>
      )}
    />
  );
}

import { Link } from 'wouter';
import { suppliersList } from '../../machines/purchases/purchase-list';
import { pathTo, screens } from '../../domain/screens';
import type { Supplier } from '../../domain/supplier.schemas';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';

/** Supplier records: name, company, email, phone, city, country. */
export const supplierColumns: Column<Supplier>[] = [
  { id: 'name', label: 'Name', wrap: true, text: (row) => row.name },
  { id: 'company', label: 'Company', wrap: true, text: (row) => row.companyName },
  { id: 'email', label: 'Email', text: (row) => row.email },
  { id: 'phone', label: 'Phone', text: (row) => row.phone },
  { id: 'address', label: 'Address', wrap: true, text: (row) => row.address },
  { id: 'city', label: 'City', text: (row) => row.city },
  { id: 'country', label: 'Country', text: (row) => row.country },
];

export const supplierListSource = { listId: 'suppliers', title: 'Supplier List', noun: { one: 'supplier', many: 'suppliers' }, client: suppliersList, columns: supplierColumns };

export function SupplierListScreen() {
  return (
    <ListScreen
      title="Supplier List"
      source={supplierListSource}
      searchLabel="Search suppliers by name, company, email, phone or city"
      searchPlaceholder="Search suppliers..."
      emptyText="No suppliers found matching your search."
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('supplierEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      headerActions={() => (
        <Link href={screens.supplierAdd.path} className={button.primary}>
          + Add Supplier
        </Link>
      )}
    />
  );
}

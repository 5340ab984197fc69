import { Link } from 'wouter';
import type { Brand } from '../../domain/catalog.schemas';
import { brandsList } from '../../machines/catalog/list-clients';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { RowImage } from '../common/RowImage';
import { pathTo, screens } from '../../domain/screens';

/** docs/api.md#records-and-their-fields, Brand (list): name, image. */
export const brandColumns: Column<Brand>[] = [
  { id: 'image', label: 'Image', media: true, render: (row) => <RowImage src={row.image} /> },
  { id: 'name', label: 'Brand', wrap: true, text: (row) => row.name },
];

export const brandListSource = { listId: 'brands', title: 'Brand List', noun: { one: 'brand', many: 'brands' }, client: brandsList, columns: brandColumns };

export function BrandListScreen() {
  return (
    <ListScreen
      title="Brand List"
      source={brandListSource}
      searchLabel="Search brands by name"
      searchPlaceholder="Search brands..."
      emptyText="No brands found matching your search."
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('brandEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      headerActions={() => (
        <Link href={screens.brandAdd.path} className={button.primary}>
          + Add Brand
        </Link>
      )}
    />
  );
}

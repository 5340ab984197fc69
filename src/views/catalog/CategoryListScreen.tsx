import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { Category } from '../../domain/catalog.schemas';
import { Money } from '../common/Money';
import { parseMoney, toDecimalText } from '../../domain/money';
import { categoriesList } from '../../machines/catalog/list-clients';
import { csvImportMachine, type CsvImportActor } from '../../machines/common/csv-import.machine';
import type { ListActor } from '../../machines/common/list.machine';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { RowImage } from '../common/RowImage';
import { useForwardNotices } from '../common/use-list-actor';
import { CategoryImportDialog } from './CategoryImportDialog';
import { pathTo, screens } from '../../domain/screens';


/** Product category list (docs/screens.md#products). */
export const categoryColumns: Column<Category>[] = [
  { id: 'image', label: 'Image', media: true, render: (row) => <RowImage src={row.image} /> },
  { id: 'name', label: 'Category', wrap: true, text: (row) => row.name },
  { id: 'parent', label: 'Parent Category', text: (row) => row.parentCategory ?? '' },
  { id: 'products', label: '# Products', numeric: true, text: (row) => row.productCount },
  { id: 'stock', label: 'Stock Qty', numeric: true, text: (row) => row.stockQuantity },
  {
    id: 'worth',
    label: 'Worth (Price / Cost)',
    numeric: true,
    text: (row) => `${toDecimalText(parseMoney(row.worthPrice))} / ${toDecimalText(parseMoney(row.worthCost))}`,
    render: (row) => (
      <>
        <Money amount={row.worthPrice} /> / <Money amount={row.worthCost} />
      </>
    ),
  },
];

export const categoryListSource = {
  listId: 'categories',
  title: 'Category List',
  noun: { one: 'category', many: 'categories' },
  client: categoriesList,
  columns: categoryColumns,
  // Import Category: the importer tells the list to read again once the rows are in.
  companion: { logic: csvImportMachine, input: { columns: ['name', 'parent'], requiredColumns: ['name'], endpoint: 'api/import/categories' } },
};

function CategoryImport({ list }: { list: ListActor }) {
  const importer = useSelector(list, (snapshot) => snapshot.context.companion) as CsvImportActor;
  useForwardNotices(importer as never);
  return (
    <>
      <button type="button" className={button.secondary} onClick={() => importer.send({ type: 'import.open' })}>
        Import Category
      </button>
      <CategoryImportDialog actor={importer} />
    </>
  );
}

export function CategoryListScreen() {
  return (
    <ListScreen
      title="Category"
      source={categoryListSource}
      searchLabel="Search category or parent category"
      searchPlaceholder="Search category..."
      emptyText="No categories found matching your search."
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: 'Edit', href: pathTo('categoryEdit', row._id) },
        { kind: 'delete', label: 'Delete' },
      ]}
      headerActions={(actor) => (
        <>
          <Link href={screens.categoryAdd.path} className={button.primary}>
            + Add Category
          </Link>
          <CategoryImport list={actor} />
        </>
      )}
    />
  );
}

import { Link } from 'wouter';
import type { Product } from '../../domain/product.schemas';
import { ProductPrice } from './ProductPrice';
import { parseMoney, toDecimalText } from '../../domain/money';
import { isLowStock } from '../../domain/stock-level';
import { productsList } from '../../machines/catalog/list-clients';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { RowImage } from '../common/RowImage';
import { quantity } from '../common/DataTable.css';
import { pathTo, screens } from '../../domain/screens';
import type { ListActor } from '../../machines/common/list.machine';
import { stockAdjustmentMachine, type StockAdjustmentActor } from '../../machines/catalog/stock-adjustment.machine';
import { useForwardNotices } from '../common/use-list-actor';
import { useOffered } from '../common/use-offered';
import { StockDialog } from './StockDialog';
import { SizeStock } from './SizeStock';
import { stockBySize } from '../../machines/catalog/stock-by-size';

// General Setting's currency arrives with its own issue; until then the default (docs/decisions/005-one-money-formatter.md).

/** Product list (docs/screens.md#products): Image, Name, Code, Brand, Category, Quantity, Unit, Price. */
export const productColumns: Column<Product>[] = [
  { id: 'image', label: 'Image', media: true, render: (row) => <RowImage src={row.image} /> },
  { id: 'name', label: 'Name', wrap: true, text: (row) => row.productName },
  { id: 'code', label: 'Code', text: (row) => row.productCode },
  { id: 'brand', label: 'Brand', breakWords: true, text: (row) => row.brand ?? '' },
  { id: 'category', label: 'Category', breakWords: true, text: (row) => row.category },
  {
    id: 'quantity',
    label: 'Quantity',
    numeric: true,
    text: (row) => row.quantity,
    render: (row) => {
      // A service or digital product keeps no stock: a red 0 would call for a reorder that cannot happen.
      if (row.productType !== 'Standard') return <span title="No stock: a service or digital product">—</span>;
      const low = isLowStock(row.quantity, row.alertQuantity);
      const sizes = stockBySize(row);
      if (sizes) return <SizeStock productName={row.productName} total={row.quantity} low={low} stock={sizes} />;
      return (
        <span className={quantity[low ? 'low' : 'healthy']} title={low ? `At or below the alert quantity (${row.alertQuantity})` : undefined}>
          {row.quantity}
        </span>
      );
    },
  },
  { id: 'unit', label: 'Unit', text: (row) => row.productUnit },
  { id: 'price', label: 'Price', numeric: true, text: (row) => toDecimalText(parseMoney(row.productPrice)), render: (row) => <ProductPrice product={row} /> },
];

export const productListSource = {
  listId: 'products',
  title: 'Product List',
  noun: { one: 'product', many: 'products' },
  client: productsList,
  columns: productColumns,
  // Adjust stock: the dialog tells the list to read again once the stock has changed.
  companion: { logic: stockAdjustmentMachine, input: {} },
};

const stockOf = (list: ListActor) => list.getSnapshot().context.companion as StockAdjustmentActor;

function ProductStock({ list }: { list: ListActor }) {
  const stock = stockOf(list);
  useForwardNotices(stock as never);
  return <StockDialog actor={stock} />;
}

export function ProductListScreen() {
  const mayAdjustStock = useOffered('stock');
  return (
    <ListScreen
      title="Product List"
      source={productListSource}
      searchLabel="Search products by name or code"
      searchPlaceholder="Search products..."
      emptyText="No products found matching your search."
      rowLabel={(row) => row.productName}
      rowActions={(row, list) => [
        { kind: 'link', label: 'Edit', href: pathTo('productEdit', row._id) },
        ...(mayAdjustStock
          ? [{ kind: 'event' as const, label: 'Stock & history', send: () => stockOf(list).send({ type: 'stock.open', productId: row._id, productName: row.productName }) }]
          : []),
        { kind: 'delete', label: 'Delete' },
        { kind: 'link', label: 'Print labels', href: pathTo('productLabels', row._id) },
      ]}
      headerActions={(list) => (
        <>
          <Link href={screens.productAdd.path} className={button.primary}>
            + Add Product
          </Link>
          <ProductStock list={list} />
        </>
      )}
    />
  );
}

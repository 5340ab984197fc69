import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useLanguageShown } from '../i18n/use-language-shown';
import { formatNumber } from '../../domain/format';
import { screenTitles } from '../i18n/screen-names';
import { StockDialog } from './StockDialog';
import { SizeStock } from './SizeStock';
import { stockBySize } from '../../machines/catalog/stock-by-size';

const stockOf = (list: ListActor) => list.getSnapshot().context.companion as StockAdjustmentActor;

function ProductStock({ list }: { list: ListActor }) {
  const stock = stockOf(list);
  useForwardNotices(stock as never);
  return <StockDialog actor={stock} />;
}

/** A row's stock: the quantity (red at or below its alert), by size when it has sizes, none for a service. */
function ProductQuantity({ row }: { row: Product }) {
  const { t } = useLingui();
  const language = useLanguageShown();
  // A service or digital product keeps no stock: a red 0 would call for a reorder that cannot happen.
  if (row.productType !== 'Standard') return <span title={t`No stock: a service or digital product`}>—</span>;
  const low = isLowStock(row.quantity, row.alertQuantity);
  const sizes = stockBySize(row);
  if (sizes) return <SizeStock productName={row.productName} total={row.quantity} low={low} stock={sizes} />;
  const alertQuantity = formatNumber(row.alertQuantity, language);
  return (
    <span className={quantity[low ? 'low' : 'healthy']} title={low ? t`At or below the alert quantity (${alertQuantity})` : undefined}>
      {formatNumber(row.quantity, language)}
    </span>
  );
}

export function ProductListScreen() {
  const { i18n, t } = useLingui();
  const mayAdjustStock = useOffered('stock');
  const source = useMemo(() => {
    /** Product list (docs/screens.md#products): Image, Name, Code, Brand, Category, Quantity, Unit, Price. */
    const columns: Column<Product>[] = [
      { id: 'image', label: t`Image`, media: true, render: (row) => <RowImage src={row.image} /> },
      { id: 'name', label: t`Name`, wrap: true, text: (row) => row.productName, render: (row) => <bdi>{row.productName}</bdi> },
      { id: 'code', label: t`Code`, text: (row) => row.productCode },
      { id: 'brand', label: t`Brand`, breakWords: true, text: (row) => row.brand ?? '', render: (row) => <bdi>{row.brand ?? ''}</bdi> },
      { id: 'category', label: t`Category`, breakWords: true, text: (row) => row.category, render: (row) => <bdi>{row.category}</bdi> },
      { id: 'quantity', label: t`Quantity`, numeric: true, text: (row) => row.quantity, render: (row) => <ProductQuantity row={row} /> },
      { id: 'unit', label: t`Unit`, text: (row) => row.productUnit, render: (row) => <bdi>{row.productUnit}</bdi> },
      { id: 'price', label: t`Price`, numeric: true, text: (row) => toDecimalText(parseMoney(row.productPrice)), render: (row) => <ProductPrice product={row} /> },
    ];
    return {
      listId: 'products',
      title: i18n._(screenTitles.productList),
      noun: { one: msg`product`, many: msg`products` },
      client: productsList,
      columns,
      // Adjust stock: the dialog tells the list to read again once the stock has changed.
      companion: { logic: stockAdjustmentMachine, input: {} },
    };
  }, [i18n, t]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search products by name or code`}
      searchPlaceholder={t`Search products...`}
      emptyText={t`No products found matching your search.`}
      rowLabel={(row) => row.productName}
      rowActions={(row, list) => [
        { kind: 'link', label: t`Edit`, href: pathTo('productEdit', row._id) },
        ...(mayAdjustStock
          ? [{ kind: 'event' as const, label: t`Stock & history`, send: () => stockOf(list).send({ type: 'stock.open', productId: row._id, productName: row.productName }) }]
          : []),
        { kind: 'delete', label: t`Delete` },
        { kind: 'link', label: t`Print labels`, href: pathTo('productLabels', row._id) },
      ]}
      headerActions={(list) => (
        <>
          <Link href={screens.productAdd.path} className={button.primary}>
            <Trans>+ Add Product</Trans>
          </Link>
          <ProductStock list={list} />
        </>
      )}
    />
  );
}

import type { ProductReportRow } from '../../domain/reports.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { Money } from '../common/Money';
import { ReportScreenFrame, type ReportColumn } from './report-screens';
import { TopProductsChart } from './ReportCharts';

const money = (value: number) => toDecimalText(parseMoney(value));

/** Product report row (docs/api.md#records-and-their-fields). */
const columns: ReportColumn<ProductReportRow>[] = [
  { id: 'name', label: 'Name', sort: 'name', wrap: true, text: (row) => row.name },
  { id: 'code', label: 'Code', sort: 'code', text: (row) => row.code },
  { id: 'purchasedAmount', label: 'Purchased Amount', sort: 'purchasedAmount', numeric: true, text: (row) => money(row.purchasedAmount), render: (row) => <Money amount={row.purchasedAmount} />, total: (t) => <Money amount={t.purchasedAmount ?? 0} /> },
  { id: 'purchasedQty', label: 'Purchased Qty', sort: 'purchasedQty', numeric: true, text: (row) => row.purchasedQty, total: (t) => t.purchasedQty },
  { id: 'soldAmount', label: 'Sold Amount', sort: 'soldAmount', numeric: true, text: (row) => money(row.soldAmount), render: (row) => <Money amount={row.soldAmount} />, total: (t) => <Money amount={t.soldAmount ?? 0} /> },
  { id: 'soldQty', label: 'Sold Qty', sort: 'soldQty', numeric: true, text: (row) => row.soldQty, total: (t) => t.soldQty },
  { id: 'profit', label: 'Profit', sort: 'profit', numeric: true, text: (row) => money(row.profit), render: (row) => <Money amount={row.profit} />, total: (t) => <Money amount={t.profit ?? 0} /> },
  { id: 'inStock', label: 'In Stock', sort: 'inStock', numeric: true, text: (row) => row.inStock, total: (t) => t.inStock },
];

const noun = { one: 'product', many: 'products' };

export function ProductReportScreen() {
  return (
    <ReportScreenFrame
      title="Product Report"
      kind="product"
      listId="product-report"
      noun={noun}
      columns={columns}
      searchLabel="Search the report by product name or code"
      searchPlaceholder="Search products..."
      emptyText="No products found for this period."
      chart={(summary) => <TopProductsChart summary={summary} />}
    />
  );
}

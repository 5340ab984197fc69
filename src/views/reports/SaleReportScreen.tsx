import type { SalesReportRow } from '../../domain/reports.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { Money } from '../common/Money';
import { ReportScreenFrame, type ReportColumn } from './report-screens';
import { ByDayChart } from './ReportCharts';

const money = (value: number) => toDecimalText(parseMoney(value));

/** The sold part of the Product report row in docs/screens.md#reports, for the products sold in the period. */
const columns: ReportColumn<SalesReportRow>[] = [
  { id: 'name', label: 'Name', sort: 'name', wrap: true, text: (row) => row.name },
  { id: 'code', label: 'Code', sort: 'code', text: (row) => row.code },
  { id: 'soldAmount', label: 'Sold Amount', sort: 'soldAmount', numeric: true, text: (row) => money(row.soldAmount), render: (row) => <Money amount={row.soldAmount} />, total: (t) => <Money amount={t.soldAmount ?? 0} /> },
  { id: 'soldQty', label: 'Sold Qty', sort: 'soldQty', numeric: true, text: (row) => row.soldQty, total: (t) => t.soldQty },
  { id: 'profit', label: 'Profit', sort: 'profit', numeric: true, text: (row) => money(row.profit), render: (row) => <Money amount={row.profit} />, total: (t) => <Money amount={t.profit ?? 0} /> },
  { id: 'inStock', label: 'In Stock', sort: 'inStock', numeric: true, text: (row) => row.inStock, total: (t) => t.inStock },
];

const noun = { one: 'product', many: 'products' };

export function SaleReportScreen() {
  return (
    <ReportScreenFrame
      title="Sale Report"
      kind="sales"
      listId="sale-report"
      noun={noun}
      columns={columns}
      searchLabel="Search the report by product name or code"
      searchPlaceholder="Search products..."
      emptyText="No sales in this period."
      chart={(summary) => <ByDayChart summary={summary} title="Sales by day" series="Sales" />}
    />
  );
}

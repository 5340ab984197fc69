import type { PurchaseReportRow } from '../../domain/reports.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { Money } from '../common/Money';
import { ReportScreenFrame, type ReportColumn } from './report-screens';
import { ByDayChart } from './ReportCharts';

const money = (value: number) => toDecimalText(parseMoney(value));

/** The purchased part of the Product report row in docs/screens.md#reports, for the products received in the period. */
const columns: ReportColumn<PurchaseReportRow>[] = [
  { id: 'name', label: 'Name', sort: 'name', wrap: true, text: (row) => row.name },
  { id: 'code', label: 'Code', sort: 'code', text: (row) => row.code },
  { id: 'purchasedAmount', label: 'Purchased Amount', sort: 'purchasedAmount', numeric: true, text: (row) => money(row.purchasedAmount), render: (row) => <Money amount={row.purchasedAmount} />, total: (t) => <Money amount={t.purchasedAmount ?? 0} /> },
  { id: 'purchasedQty', label: 'Purchased Qty', sort: 'purchasedQty', numeric: true, text: (row) => row.purchasedQty, total: (t) => t.purchasedQty },
  { id: 'inStock', label: 'In Stock', sort: 'inStock', numeric: true, text: (row) => row.inStock, total: (t) => t.inStock },
];

const noun = { one: 'product', many: 'products' };

export function PurchaseReportScreen() {
  return (
    <ReportScreenFrame
      title="Purchase Report"
      kind="purchase"
      listId="purchase-report"
      noun={noun}
      columns={columns}
      searchLabel="Search the report by product name or code"
      searchPlaceholder="Search products..."
      emptyText="No purchases received in this period."
      chart={(summary) => <ByDayChart summary={summary} title="Purchases by day" series="Purchases" />}
    />
  );
}

import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ProductReportRow } from '../../domain/reports.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { Money } from '../common/Money';
import { ReportScreenFrame, type ReportColumn } from './report-screens';
import { TopProductsChart } from './ReportCharts';

const money = (value: number) => toDecimalText(parseMoney(value));

const noun = { one: msg`product`, many: msg`products` };

export function ProductReportScreen() {
  const { t } = useLingui();
  // Product report row (docs/api.md#records-and-their-fields).
  const columns: ReportColumn<ProductReportRow>[] = useMemo(
    () => [
      { id: 'name', label: t`Name`, sort: 'name', wrap: true, text: (row) => row.name },
      { id: 'code', label: t`Code`, sort: 'code', text: (row) => row.code },
      { id: 'purchasedAmount', label: t`Purchased Amount`, sort: 'purchasedAmount', numeric: true, text: (row) => money(row.purchasedAmount), render: (row) => <Money amount={row.purchasedAmount} />, total: (totals) => <Money amount={totals.purchasedAmount ?? 0} /> },
      { id: 'purchasedQty', label: t`Purchased Qty`, sort: 'purchasedQty', numeric: true, text: (row) => row.purchasedQty, total: (totals) => totals.purchasedQty },
      { id: 'soldAmount', label: t`Sold Amount`, sort: 'soldAmount', numeric: true, text: (row) => money(row.soldAmount), render: (row) => <Money amount={row.soldAmount} />, total: (totals) => <Money amount={totals.soldAmount ?? 0} /> },
      { id: 'soldQty', label: t`Sold Qty`, sort: 'soldQty', numeric: true, text: (row) => row.soldQty, total: (totals) => totals.soldQty },
      { id: 'profit', label: t`Profit`, sort: 'profit', numeric: true, text: (row) => money(row.profit), render: (row) => <Money amount={row.profit} />, total: (totals) => <Money amount={totals.profit ?? 0} /> },
      { id: 'inStock', label: t`In Stock`, sort: 'inStock', numeric: true, text: (row) => row.inStock, total: (totals) => totals.inStock },
    ],
    [t],
  );
  return (
    <ReportScreenFrame
      title={t`Product Report`}
      kind="product"
      listId="product-report"
      noun={noun}
      columns={columns}
      searchLabel={t`Search the report by product name or code`}
      searchPlaceholder={t`Search products...`}
      emptyText={t`No products found for this period.`}
      chart={(summary) => <TopProductsChart summary={summary} />}
    />
  );
}

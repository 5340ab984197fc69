import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SalesReportRow } from '../../domain/reports.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { Money } from '../common/Money';
import { ReportScreenFrame, type ReportColumn } from './report-screens';
import { ByDayChart } from './ReportCharts';

const money = (value: number) => toDecimalText(parseMoney(value));

const noun = { one: msg`product`, many: msg`products` };

export function SaleReportScreen() {
  const { t } = useLingui();
  // The sold part of the Product report row in docs/screens.md#reports, for the products sold in the period.
  const columns: ReportColumn<SalesReportRow>[] = useMemo(
    () => [
      { id: 'name', label: t`Name`, sort: 'name', wrap: true, text: (row) => row.name },
      { id: 'code', label: t`Code`, sort: 'code', text: (row) => row.code },
      { id: 'soldAmount', label: t`Sold Amount`, sort: 'soldAmount', numeric: true, text: (row) => money(row.soldAmount), render: (row) => <Money amount={row.soldAmount} />, total: (totals) => <Money amount={totals.soldAmount ?? 0} /> },
      { id: 'soldQty', label: t`Sold Qty`, sort: 'soldQty', numeric: true, text: (row) => row.soldQty, total: (totals) => totals.soldQty },
      { id: 'profit', label: t`Profit`, sort: 'profit', numeric: true, text: (row) => money(row.profit), render: (row) => <Money amount={row.profit} />, total: (totals) => <Money amount={totals.profit ?? 0} /> },
      { id: 'inStock', label: t`In Stock`, sort: 'inStock', numeric: true, text: (row) => row.inStock, total: (totals) => totals.inStock },
    ],
    [t],
  );
  return (
    <ReportScreenFrame
      title={t`Sale Report`}
      kind="sales"
      listId="sale-report"
      noun={noun}
      columns={columns}
      searchLabel={t`Search the report by product name or code`}
      searchPlaceholder={t`Search products...`}
      emptyText={t`No sales in this period.`}
      chart={(summary) => <ByDayChart summary={summary} title={t`Sales by day`} series={t`Sales`} />}
    />
  );
}

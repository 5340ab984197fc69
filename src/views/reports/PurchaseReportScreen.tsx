import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PurchaseReportRow } from '../../domain/reports.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { Money } from '../common/Money';
import { ReportScreenFrame, type ReportColumn } from './report-screens';
import { ByDayChart } from './ReportCharts';

const money = (value: number) => toDecimalText(parseMoney(value));

const noun = { one: msg`product`, many: msg`products` };

export function PurchaseReportScreen() {
  const { t } = useLingui();
  // The purchased part of the Product report row in docs/screens.md#reports, for the products received in the period.
  const columns: ReportColumn<PurchaseReportRow>[] = useMemo(
    () => [
      { id: 'name', label: t`Name`, sort: 'name', wrap: true, text: (row) => row.name },
      { id: 'code', label: t`Code`, sort: 'code', text: (row) => row.code },
      { id: 'purchasedAmount', label: t`Purchased Amount`, sort: 'purchasedAmount', numeric: true, text: (row) => money(row.purchasedAmount), render: (row) => <Money amount={row.purchasedAmount} />, total: (totals) => <Money amount={totals.purchasedAmount ?? 0} /> },
      { id: 'purchasedQty', label: t`Purchased Qty`, sort: 'purchasedQty', numeric: true, text: (row) => row.purchasedQty, total: (totals) => totals.purchasedQty },
      { id: 'inStock', label: t`In Stock`, sort: 'inStock', numeric: true, text: (row) => row.inStock, total: (totals) => totals.inStock },
    ],
    [t],
  );
  return (
    <ReportScreenFrame
      title={t`Purchase Report`}
      kind="purchase"
      listId="purchase-report"
      noun={noun}
      columns={columns}
      searchLabel={t`Search the report by product name or code`}
      searchPlaceholder={t`Search products...`}
      emptyText={t`No purchases received in this period.`}
      chart={(summary) => <ByDayChart summary={summary} title={t`Purchases by day`} series={t`Purchases`} />}
    />
  );
}

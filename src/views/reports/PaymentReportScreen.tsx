import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentReportRow } from '../../domain/reports.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { Money } from '../common/Money';
import { DateText } from '../common/DateText';
import { paymentMethodName } from '../i18n/payment-method-names';
import { ReportScreenFrame, type ReportColumn } from './report-screens';
import { ByDayChart } from './ReportCharts';

/** Money out shows negative; a transfer between the shop's accounts is neither in nor out (docs/owner-figures.md). */
const signed = (row: PaymentReportRow) => (row.kind !== 'transfer' && row.direction === 'out' ? -row.amount : row.amount);

/** The account the money moved on; a transfer names both. */
const accountText = (row: PaymentReportRow, transfer: (from: string, to: string) => string) => (row.kind === 'transfer' ? transfer(row.account ?? '', row.toAccount ?? '') : (row.account ?? ''));

const noun = { one: msg`payment`, many: msg`payments` };

export function PaymentReportScreen() {
  const { t, i18n } = useLingui();
  /*
   * docs/api.md#records-and-their-fields, Payment row, with the account and a transfer's reference; the totals row says
   * money in, money out and what was transferred apart, and the net under Amount.
   */
  const columns: ReportColumn<PaymentReportRow>[] = useMemo(() => {
    // The arrow points the way the money went, in the reader's direction (← right to left).
    const transfer = (from: string, to: string) => t`${from} → ${to}`;
    return [
      { id: 'date', label: t`Date`, sort: 'date', text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
      { id: 'paymentReference', label: t`Payment Reference`, sort: 'paymentReference', text: (row) => row.paymentReference },
      { id: 'saleReference', label: t`Sale Reference`, text: (row) => row.saleReference ?? '' },
      { id: 'purchaseReference', label: t`Purchase Reference`, text: (row) => row.purchaseReference ?? '' },
      { id: 'transferReference', label: t`Transfer Reference`, text: (row) => row.transferReference ?? '' },
      { id: 'paidBy', label: t`Paid By`, sort: 'paidBy', text: (row) => paymentMethodName(i18n, row.paidBy) },
      {
        id: 'account',
        label: t`Account`,
        text: (row) => accountText(row, transfer),
        total: (totals) => (
          <Trans>
            Money in <Money amount={totals.received ?? 0} />, Money out <Money amount={totals.sent ?? 0} />, Transferred <Money amount={totals.transferred ?? 0} />
          </Trans>
        ),
      },
      {
        id: 'amount',
        label: t`Amount`,
        sort: 'amount',
        numeric: true,
        text: (row) => toDecimalText(parseMoney(signed(row), { allowNegative: true })),
        render: (row) => <Money amount={signed(row)} />,
        total: (totals) => <Money amount={totals.net ?? 0} />,
      },
      { id: 'createdBy', label: t`Created By`, text: (row) => row.createdBy },
    ];
  }, [t, i18n]);
  return (
    <ReportScreenFrame
      title={t`Payment Report`}
      kind="payment"
      listId="payment-report"
      noun={noun}
      columns={columns}
      searchLabel={t`Search payments by reference`}
      searchPlaceholder={t`Search payments...`}
      emptyText={t`No payments in this period.`}
      chart={(summary) => <ByDayChart summary={summary} title={t`Money in less money out, by day`} series={t`Net`} />}
    />
  );
}

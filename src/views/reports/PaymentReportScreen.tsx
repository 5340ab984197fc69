import type { PaymentReportRow } from '../../domain/reports.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { Money } from '../common/Money';
import { DateText } from '../common/DateText';
import { ReportScreenFrame, type ReportColumn } from './report-screens';
import { ByDayChart } from './ReportCharts';

/** Money out shows negative; a transfer between the shop's accounts is neither in nor out (docs/owner-figures.md). */
const signed = (row: PaymentReportRow) => (row.kind !== 'transfer' && row.direction === 'out' ? -row.amount : row.amount);

/** The account the money moved on; a transfer names both. */
const accountText = (row: PaymentReportRow) => (row.kind === 'transfer' ? `${row.account ?? ''} → ${row.toAccount ?? ''}` : (row.account ?? ''));

/**
 * docs/api.md#records-and-their-fields, Payment row, with the account and a transfer's reference; the totals row says
 * money in, money out and what was transferred apart, and the net under Amount.
 */
const columns: ReportColumn<PaymentReportRow>[] = [
  { id: 'date', label: 'Date', sort: 'date', text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
  { id: 'paymentReference', label: 'Payment Reference', sort: 'paymentReference', text: (row) => row.paymentReference },
  { id: 'saleReference', label: 'Sale Reference', text: (row) => row.saleReference ?? '' },
  { id: 'purchaseReference', label: 'Purchase Reference', text: (row) => row.purchaseReference ?? '' },
  { id: 'transferReference', label: 'Transfer Reference', text: (row) => row.transferReference ?? '' },
  { id: 'paidBy', label: 'Paid By', sort: 'paidBy', text: (row) => row.paidBy },
  {
    id: 'account',
    label: 'Account',
    text: accountText,
    total: (t) => (
      <>
        Money in <Money amount={t.received ?? 0} />, Money out <Money amount={t.sent ?? 0} />, Transferred <Money amount={t.transferred ?? 0} />
      </>
    ),
  },
  {
    id: 'amount',
    label: 'Amount',
    sort: 'amount',
    numeric: true,
    text: (row) => toDecimalText(parseMoney(signed(row), { allowNegative: true })),
    render: (row) => <Money amount={signed(row)} />,
    total: (t) => <Money amount={t.net ?? 0} />,
  },
  { id: 'createdBy', label: 'Created By', text: (row) => row.createdBy },
];

const noun = { one: 'payment', many: 'payments' };

export function PaymentReportScreen() {
  return (
    <ReportScreenFrame
      title="Payment Report"
      kind="payment"
      listId="payment-report"
      noun={noun}
      columns={columns}
      searchLabel="Search payments by reference"
      searchPlaceholder="Search payments..."
      emptyText="No payments in this period."
      chart={(summary) => <ByDayChart summary={summary} title="Money in less money out, by day" series="Net" />}
    />
  );
}

import type { PaymentReportRow } from '../../domain/reports.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { Money } from '../common/Money';
import { DateText } from '../common/DateText';
import { ReportScreenFrame, type ReportColumn } from './report-screens';
import { ByDayChart } from './ReportCharts';

const signed = (row: PaymentReportRow) => (row.direction === 'out' ? -row.amount : row.amount);

/** SPEC.md section 3, Payment row; money out shows negative. */
const columns: ReportColumn<PaymentReportRow>[] = [
  { id: 'date', label: 'Date', sort: 'date', text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
  { id: 'paymentReference', label: 'Payment Reference', sort: 'paymentReference', text: (row) => row.paymentReference },
  { id: 'saleReference', label: 'Sale Reference', text: (row) => row.saleReference ?? '' },
  { id: 'purchaseReference', label: 'Purchase Reference', text: (row) => row.purchaseReference ?? '' },
  { id: 'paidBy', label: 'Paid By', sort: 'paidBy', text: (row) => row.paidBy },
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

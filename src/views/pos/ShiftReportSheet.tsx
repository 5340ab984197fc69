import type { ShiftReport } from '../../domain/tills.schemas';
import { formatTime } from '../../domain/format';
import { useDateFormat, useMoneyFormat, useShopSettings } from '../common/use-shop-settings';
import * as styles from './receipt.css';

const PAGE = '@media print { @page { margin: 0 } }';
const METHOD_NAMES: Record<string, string> = { GiftCard: 'Gift card' };

/**
 * A shift's X or Z report on 80 mm paper (docs/tills-and-shifts.md#shifts), printed through the
 * receipts' print path (`data-receipt`, receipt.css.ts): the till's printer prints both.
 */
export function ShiftReportSheet({ report, children }: { report: ShiftReport; children?: React.ReactNode }) {
  const { systemTitle, timeZone } = useShopSettings();
  const money = useMoneyFormat();
  const date = useDateFormat();
  const when = (iso: string) => `${date(iso)} ${formatTime(new Date(iso), timeZone)}`;
  const { shift } = report;
  const row = (label: string, value: string, testId?: string) => (
    <div className={styles.receiptRow}>
      <span>{label}</span>
      <span className={styles.receiptValue} data-testid={testId}>
        {value}
      </span>
    </div>
  );
  return (
    <section className={styles.receipt} data-receipt aria-label={`${report.kind} report, ${shift.tillName} shift ${shift.number}`}>
      <style>{PAGE}</style>
      <div className={styles.receiptHeader}>
        <span className={styles.receiptTitle}>{systemTitle}</span>
        <span className={styles.receiptTitle}>{report.kind === 'X' ? 'X report' : 'Z report'}</span>
      </div>
      <hr className={styles.receiptRule} />
      {row('Till', `${shift.tillName} (${shift.tillCode})`)}
      {row('Shift', String(shift.number))}
      {row('Opened', `${when(shift.openedAt)}${shift.openedBy ? `, ${shift.openedBy}` : ''}`)}
      {shift.closedAt && row('Closed', `${when(shift.closedAt)}${shift.closedBy ? `, ${shift.closedBy}` : ''}`)}
      {shift.confirmedAt && row('Confirmed', `${when(shift.confirmedAt)}${shift.confirmedBy ? `, ${shift.confirmedBy}` : ''}`)}
      {row('Printed', when(report.generatedAt))}
      <hr className={styles.receiptRule} />
      {row(`Sales (${report.sales.count})`, money(report.sales.amount))}
      {report.byMethod.map((entry) => (
        <div key={entry.method} className={styles.receiptIndent}>
          <span>
            {METHOD_NAMES[entry.method] ?? entry.method} ({entry.count})
          </span>
          <span>{money(entry.amount)}</span>
        </div>
      ))}
      {row(`Refunds (${report.refunds.count})`, money(report.refunds.amount))}
      {row('Cash refunds', money(report.cashRefunds))}
      {row(`Pay-ins (${report.payIns.count})`, money(report.payIns.amount))}
      {row(`Pay-outs (${report.payOuts.count})`, money(report.payOuts.amount))}
      {row('No sales', String(report.noSales))}
      <hr className={styles.receiptRule} />
      {row('Float', money(report.float))}
      <div className={styles.receiptStrong}>
        <span>Expected cash</span>
        <span data-testid="shift-expected">{money(report.expectedCash)}</span>
      </div>
      {report.counted !== null && (
        <>
          {row('Counted cash', money(report.counted), 'shift-counted')}
          <div className={styles.receiptStrong}>
            <span>Variance</span>
            <span data-testid="shift-variance">
              {money(report.variance ?? 0)} {report.variance === null || report.variance === 0 ? '' : report.variance < 0 ? '(short)' : '(over)'}
            </span>
          </div>
          {row('Status', shift.status === 'awaiting-confirmation' ? 'Awaiting an admin' : shift.status === 'closed' ? 'Closed' : 'Open', 'shift-status')}
        </>
      )}
      {children && (
        <div className={styles.receiptActions} data-print="hide">
          {children}
        </div>
      )}
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { TillShiftReport } from '../../domain/sales-not-arrived';
import { formatTime } from '../../domain/format';
import { useDateFormat, useMoneyFormat, useShopSettings } from '../common/use-shop-settings';
import { paymentMethodName } from '../i18n/payment-method-names';
import * as styles from './receipt.css';

const PAGE = '@media print { @page { margin: 0 } }';

/**
 * A shift's X or Z report on 80 mm paper (docs/tills-and-shifts.md#shifts), printed through the
 * receipts' print path (`data-receipt`, receipt.css.ts): the till's printer prints both. Its words are the
 * person's language, right to left in Urdu; figures, times and names keep their own direction (`receiptValue`).
 */
export function ShiftReportSheet({ report, children }: { report: TillShiftReport; children?: React.ReactNode }) {
  const { systemTitle, timeZone } = useShopSettings();
  const money = useMoneyFormat();
  const date = useDateFormat();
  const when = (iso: string) => `${date(iso)} ${formatTime(new Date(iso), timeZone)}`;
  const { shift } = report;
  const { t, i18n } = useLingui();
  const { tillName, number } = shift;
  const [salesCount, refundsCount, payInsCount, payOutsCount] = [report.sales.count, report.refunds.count, report.payIns.count, report.payOuts.count];
  const notArrived = report.notArrived?.count ?? 0;
  const by = (who: string | null) => (who ? `, ${who}` : '');
  const row = (label: string, value: string, testId?: string) => (
    <div className={styles.receiptRow}>
      <span>{label}</span>
      <span className={styles.receiptValue} data-testid={testId}>
        {value}
      </span>
    </div>
  );
  return (
    <section className={styles.receipt} data-receipt aria-label={report.kind === 'X' ? t`X report, ${tillName} shift ${number}` : t`Z report, ${tillName} shift ${number}`}>
      <style>{PAGE}</style>
      <div className={styles.receiptHeader}>
        <span className={styles.receiptTitle}>{systemTitle}</span>
        <span className={styles.receiptTitle}>{report.kind === 'X' ? <Trans>X report</Trans> : <Trans>Z report</Trans>}</span>
      </div>
      <hr className={styles.receiptRule} />
      {row(t`Till`, `${shift.tillName} (${shift.tillCode})`)}
      {row(t`Shift`, String(shift.number))}
      {row(t`Opened`, `${when(shift.openedAt)}${by(shift.openedBy)}`)}
      {shift.closedAt && row(t`Closed`, `${when(shift.closedAt)}${by(shift.closedBy)}`)}
      {shift.confirmedAt && row(t`Confirmed`, `${when(shift.confirmedAt)}${by(shift.confirmedBy)}`)}
      {row(t`Printed`, when(report.generatedAt))}
      <hr className={styles.receiptRule} />
      {row(t`Sales (${salesCount})`, money(report.sales.amount))}
      {notArrived > 0 &&
        row(
          // An X report, and a Z report made at the till, count them in; the server's Z report gets them when they arrive (docs/offline-till.md#shifts).
          report.kind === 'X' || report.closedHere ? t`Of these, waiting to be sent (${notArrived})` : t`Not arrived yet, counted when they arrive (${notArrived})`,
          money(report.notArrived!.amount),
          'shift-not-arrived',
        )}
      {report.byMethod.map((entry) => (
        <div key={entry.method} className={styles.receiptIndent}>
          <span>
            {paymentMethodName(i18n, entry.method)} ({entry.count})
          </span>
          <span className={styles.receiptValue}>{money(entry.amount)}</span>
        </div>
      ))}
      {row(t`Refunds (${refundsCount})`, money(report.refunds.amount))}
      {row(t`Cash refunds`, money(report.cashRefunds))}
      {row(t`Pay-ins (${payInsCount})`, money(report.payIns.amount))}
      {row(t`Pay-outs (${payOutsCount})`, money(report.payOuts.amount))}
      {row(t`No sales`, String(report.noSales))}
      <hr className={styles.receiptRule} />
      {row(t`Float`, money(report.float))}
      <div className={styles.receiptStrong}>
        <span>
          <Trans>Expected cash</Trans>
        </span>
        <span className={styles.receiptValue} data-testid="shift-expected">{money(report.expectedCash)}</span>
      </div>
      {report.counted !== null && (
        <>
          {row(t`Counted cash`, money(report.counted), 'shift-counted')}
          <div className={styles.receiptStrong}>
            <span>
              <Trans>Variance</Trans>
            </span>
            <span className={styles.receiptValue} data-testid="shift-variance">
              {money(report.variance ?? 0)} {report.variance === null || report.variance === 0 ? '' : report.variance < 0 ? t`(short)` : t`(over)`}
            </span>
          </div>
          {row(t`Status`, report.closedHere ? t`Closed at this till, not sent yet` : shift.status === 'awaiting-confirmation' ? t`Awaiting an admin` : shift.status === 'closed' ? t`Closed` : t`Open`, 'shift-status')}
          {report.closedHere && (
            <p className={styles.receiptFooter}>
              <Trans>The server counts this close when it is back; the next shift opens then.</Trans>
            </p>
          )}
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

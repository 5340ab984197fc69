import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '../../styles/controls.css';
import { backdrop, dialog, title } from '../common/ConfirmDialog.css';
import { useDateFormat, useMoneyFormat } from '../common/use-shop-settings';
import { statusName } from '../i18n/status-names';
import { PosTill } from './pos-till-context';
import * as styles from './pos.css';

/** Recent transaction: this cashier's latest POS sales and drafts, to reprint, return (at this till) or resume. */
export function PosRecent() {
  const till = PosTill.useActorRef();
  const recent = PosTill.useSelector((snapshot) => snapshot.context.recent);
  const loading = PosTill.useSelector((snapshot) => snapshot.hasTag('loading'));
  const busy = PosTill.useSelector((snapshot) => snapshot.hasTag('reading'));
  const money = useMoneyFormat();
  const date = useDateFormat();
  const { i18n, t } = useLingui();
  return (
    <div className={backdrop}>
      <div
        className={`${dialog} ${styles.dialogWide}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="pos-recent-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') till.send({ type: 'till.recent.close' });
        }}
      >
        <div className={styles.dialogBody}>
          <h2 id="pos-recent-title" className={title}>
            <Trans>Recent transaction</Trans>
          </h2>
          {loading && (
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          )}
          {!loading && recent.length === 0 && (
            <p className={styles.notice}>
              <Trans>No sales or drafts from this till yet.</Trans>
            </p>
          )}
          {recent.length > 0 && (
            <div className={styles.cartScroll}>
              <table className={styles.recentTable}>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Reference</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Date</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Status</Trans>
                    </th>
                    <th scope="col" className={styles.numeric}>
                      <Trans>Grand Total</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Action</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {recent.map((sale) => {
                    const { reference } = sale;
                    return (
                    <tr key={sale._id}>
                      <td>
                        <bdi>{reference}</bdi>
                      </td>
                      <td>{date(sale.createdAt)}</td>
                      <td>{sale.saleStatus === 'Pending' ? t`Draft` : statusName(i18n, sale.saleStatus)}</td>
                      <td className={styles.numeric}>{money(sale.grandTotal)}</td>
                      <td>
                        {sale.saleStatus === 'Pending' && (
                          <button type="button" className={button.secondary} disabled={busy} onClick={() => till.send({ type: 'till.recent.resume', id: sale._id })}>
                            <Trans>Resume</Trans>
                          </button>
                        )}
                        {sale.saleStatus === 'Completed' && (
                          <>
                            <button type="button" className={button.secondary} disabled={busy} onClick={() => till.send({ type: 'till.recent.reprint', id: sale._id })}>
                              <Trans>Reprint</Trans>
                            </button>{' '}
                            <button type="button" className={button.secondary} disabled={busy} aria-label={t`Return ${reference}`} onClick={() => till.send({ type: 'till.recent.return', id: sale._id })}>
                              <Trans>Return</Trans>
                            </button>
                          </>
                        )}
                      </td>
                    </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <div className={styles.noticeActions}>
            <button type="button" className={button.secondary} autoFocus onClick={() => till.send({ type: 'till.recent.close' })}>
              <Trans>Close</Trans>
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

import { button } from '../../styles/controls.css';
import { backdrop, dialog, title } from '../common/ConfirmDialog.css';
import { useDateFormat, useMoneyFormat } from '../common/use-shop-settings';
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
            Recent transaction
          </h2>
          {loading && <p role="status">Loading…</p>}
          {!loading && recent.length === 0 && <p className={styles.notice}>No sales or drafts from this till yet.</p>}
          {recent.length > 0 && (
            <div className={styles.cartScroll}>
              <table className={styles.recentTable}>
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">Date</th>
                    <th scope="col">Status</th>
                    <th scope="col" className={styles.numeric}>
                      Grand Total
                    </th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {recent.map((sale) => (
                    <tr key={sale._id}>
                      <td>{sale.reference}</td>
                      <td>{date(sale.createdAt)}</td>
                      <td>{sale.saleStatus === 'Pending' ? 'Draft' : sale.saleStatus}</td>
                      <td className={styles.numeric}>{money(sale.grandTotal)}</td>
                      <td>
                        {sale.saleStatus === 'Pending' && (
                          <button type="button" className={button.secondary} disabled={busy} onClick={() => till.send({ type: 'till.recent.resume', id: sale._id })}>
                            Resume
                          </button>
                        )}
                        {sale.saleStatus === 'Completed' && (
                          <>
                            <button type="button" className={button.secondary} disabled={busy} onClick={() => till.send({ type: 'till.recent.reprint', id: sale._id })}>
                              Reprint
                            </button>{' '}
                            <button type="button" className={button.secondary} disabled={busy} aria-label={`Return ${sale.reference}`} onClick={() => till.send({ type: 'till.recent.return', id: sale._id })}>
                              Return
                            </button>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className={styles.noticeActions}>
            <button type="button" className={button.secondary} autoFocus onClick={() => till.send({ type: 'till.recent.close' })}>
              Close
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

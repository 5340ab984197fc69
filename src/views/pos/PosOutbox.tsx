import { useSelector } from '@xstate/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { saleMessage } from '../../machines/pos/pos-till.machine';
import { formatTime } from '../../domain/format';
import { button } from '../../styles/controls.css';
import { useShopSettings } from '../common/use-shop-settings';
import { shownText } from '../i18n/shown-text';
import { PosTill } from './pos-till-context';
import * as styles from './pos.css';

/**
 * The till's outbox (docs/offline-till.md#the-till-in-the-browser): how many sales made here wait for
 * the server and when it last answered, and every sale the server refused after its receipt was
 * printed, until the cashier has read it. Nothing shows while the outbox is empty.
 */
export function PosOutbox() {
  const till = PosTill.useActorRef();
  const { waiting, lastReachedAt, refused } = useSelector(till, (snapshot) => snapshot.context.outbox);
  const { timeZone } = useShopSettings();
  const { i18n } = useLingui();
  const reached = lastReachedAt === null ? null : formatTime(new Date(lastReachedAt), timeZone);
  return (
    <>
      {waiting > 0 && (
        <p className={styles.noticeBox} data-kind="info" role="status" data-testid="outbox-waiting">
          <Plural value={waiting} one="# sale is waiting to be sent." other="# sales are waiting to be sent." />{' '}
          {reached === null ? <Trans>The server has not answered this till yet.</Trans> : <Trans>The server last answered at {reached}.</Trans>}
        </p>
      )}
      {refused.map((sale) => {
        const { reference } = sale;
        const reason = sale.outcome === 'refused' ? shownText(i18n, saleMessage(sale.refusal)) : '';
        return (
          <div key={sale.clientId} className={styles.noticeBox} data-kind="error" role="alert" data-testid="outbox-refused">
            <Trans>
              The server refused sale {reference}, made while it did not answer. It said: {reason} Its receipt was printed and its payment taken: record it in the back office or
              refund the customer.
            </Trans>
            <div className={styles.noticeActions}>
              <button type="button" className={button.secondary} onClick={() => till.send({ type: 'till.outbox.acknowledge', clientId: sale.clientId })}>
                <Trans>Noted</Trans>
              </button>
            </div>
          </div>
        );
      })}
    </>
  );
}

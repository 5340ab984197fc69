import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'wouter';
import type { LowStockItem } from '../../domain/notifications.schemas';
import type { StockShortfall } from '../../domain/offline.schemas';
import { pathTo, screens } from '../../domain/screens';
import { lowStockMachine } from '../../machines/common/low-stock.machine';
import { useAppActors } from '../app-actors';
import { screenActorContext } from '../common/screen-actor-context';
import { useOffered } from '../common/use-offered';
import { IconPopover } from './IconPopover';
import { countBadge, emptyNote, lowStockDetail, lowStockEntry, lowStockList, menuItem } from './layout.css';
import { shownText } from '../i18n/shown-text';

/** The bell's server call: the app uses the machine's own; view tests substitute theirs. */
export const LowStockActorContext = screenActorContext(lowStockMachine);

/**
 * docs/decisions/010-notifications-and-role-label.md: the bell counts and lists the products at or below their alert quantity.
 * It asks only once /api/me has confirmed the session: a revoked token is the session's to report
 * ('Your session has ended'), not the bell's.
 */
export function NotificationsMenu() {
  const { session } = useAppActors();
  const { t } = useLingui();
  const confirmed = useSelector(session, (snapshot) => snapshot.context.user !== undefined && snapshot.context.user !== null);
  if (!confirmed) {
    return (
      <IconPopover label={t`Notifications`} icon="bell" popover="notifications" panelRole="dialog">
        <p className={emptyNote} role="status">
          <Trans>Loading…</Trans>
        </p>
      </IconPopover>
    );
  }
  return <LowStockBell />;
}

function LowStockBell() {
  const lowStock = LowStockActorContext.useOwnActor();
  const { i18n, t } = useLingui();
  const { navigation } = useAppActors();
  const isOpen = useSelector(navigation, (snapshot) => snapshot.hasTag('notifications'));
  const answer = useSelector(lowStock, (snapshot) => snapshot.context.answer);
  const error = useSelector(lowStock, (snapshot) => snapshot.context.error);
  const loading = useSelector(lowStock, (snapshot) => snapshot.hasTag('loading'));
  const mayEdit = useOffered(screens.productEdit.permission);
  const total = answer?.total ?? 0;
  // Stock sold offline beyond the books (docs/offline-till.md#stock-short): never silent, so first and counted on the bell.
  const shortfalls = answer?.shortfalls;
  const shortfallTotal = shortfalls?.total ?? 0;
  const count = total + shortfallTotal;

  // Opening the bell reads the list again: a sale a minute ago may have emptied a shelf.
  useEffect(() => {
    if (isOpen) lowStock.send({ type: 'lowStock.refresh' });
  }, [isOpen, lowStock]);

  return (
    <IconPopover
      label={t`Notifications`}
      icon="bell"
      popover="notifications"
      panelRole="dialog"
      buttonLabel={
        shortfallTotal > 0
          ? plural(shortfallTotal, { one: 'Notifications: # stock shortfall needs attention', other: 'Notifications: # stock shortfalls need attention' })
          : total > 0
            ? plural(total, { one: 'Notifications: # product at or below its alert quantity', other: 'Notifications: # products at or below their alert quantity' })
            : undefined
      }
      badge={count > 0 ? <span className={countBadge} aria-hidden="true">{count > 99 ? '99+' : count}</span> : null}
    >
      {error && <p className={emptyNote} role="alert">{shownText(i18n, error)}</p>}
      {shortfalls && shortfalls.items.length > 0 && (
        <section aria-labelledby="needs-attention">
          <h3 id="needs-attention" className={emptyNote}>
            <Trans>Needs attention: sold offline beyond the stock</Trans>
          </h3>
          <ul className={lowStockList}>
            {shortfalls.items.map((item) => (
              <li key={item._id} className={lowStockEntry}>
                <ShortfallText item={item} />
              </li>
            ))}
            {shortfalls.total > shortfalls.items.length && (
              <li className={emptyNote}>
                <MoreProducts count={shortfalls.total - shortfalls.items.length} />
              </li>
            )}
          </ul>
        </section>
      )}
      {answer && answer.items.length > 0 && shortfallTotal > 0 && (
        <h3 className={emptyNote}>
          <Trans>At or below the alert quantity</Trans>
        </h3>
      )}
      {answer && answer.items.length > 0 ? (
        <ul className={lowStockList}>
          {answer.items.map((item) => (
            <li key={`${item.productId}-${item.warehouseId ?? 'all'}`}>
              {mayEdit ? (
                <Link href={pathTo('productEdit', item.productId)} className={`${menuItem} ${lowStockEntry}`}>
                  <LowStockText item={item} />
                </Link>
              ) : (
                <div className={lowStockEntry}>
                  <LowStockText item={item} />
                </div>
              )}
            </li>
          ))}
          {answer.total > answer.items.length && (
            <li className={emptyNote}>
              <MoreProducts count={answer.total - answer.items.length} />
            </li>
          )}
        </ul>
      ) : answer && !error ? (
        <p className={emptyNote}>
          <Trans>No product is at or below its alert quantity.</Trans>
        </p>
      ) : (
        loading &&
        !error && (
          <p className={emptyNote} role="status">
            <Trans>Loading…</Trans>
          </p>
        )
      )}
    </IconPopover>
  );
}

function LowStockText({ item }: { item: LowStockItem }) {
  const { quantity, alertQuantity } = item;
  return (
    <>
      <span>
        <bdi>{item.productName}</bdi> · {item.warehouse ? <bdi>{item.warehouse}</bdi> : <Trans>every warehouse</Trans>}
      </span>
      <span className={lowStockDetail}>
        <Trans>
          {quantity} in stock, alert at {alertQuantity}
        </Trans>
      </span>
    </>
  );
}

function ShortfallText({ item }: { item: StockShortfall }) {
  const { short, onHandAfter } = item;
  return (
    <>
      <span>
        <bdi>{item.productName}</bdi>
        {item.variant && (
          <>
            {' '}
            <bdi>{item.variant}</bdi>
          </>
        )}{' '}
        · <bdi>{item.warehouse}</bdi>
      </span>
      <span className={lowStockDetail}>
        <Trans>
          <bdi>{item.saleReference}</bdi> sold {short} more than the stock held; {onHandAfter} in stock now
        </Trans>
      </span>
    </>
  );
}

function MoreProducts({ count }: { count: number }) {
  return <Trans>and {count} more</Trans>;
}

import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { LowStockItem } from '../../domain/notifications.schemas';
import { pathTo, screens } from '../../domain/screens';
import { lowStockMachine } from '../../machines/common/low-stock.machine';
import { useAppActors } from '../app-actors';
import { screenActorContext } from '../common/screen-actor-context';
import { useOffered } from '../common/use-offered';
import { IconPopover } from './IconPopover';
import { countBadge, emptyNote, lowStockDetail, lowStockEntry, lowStockList, menuItem } from './layout.css';

/** The bell's server call: the app uses the machine's own; view tests substitute theirs. */
export const LowStockActorContext = screenActorContext(lowStockMachine);

/**
 * docs/decisions/010-notifications-and-role-label.md: the bell counts and lists the products at or below their alert quantity.
 * It asks only once /api/me has confirmed the session: a revoked token is the session's to report
 * ('Your session has ended'), not the bell's.
 */
export function NotificationsMenu() {
  const { session } = useAppActors();
  const confirmed = useSelector(session, (snapshot) => snapshot.context.user !== undefined && snapshot.context.user !== null);
  if (!confirmed) {
    return (
      <IconPopover label="Notifications" icon="bell" popover="notifications" panelRole="dialog">
        <p className={emptyNote} role="status">
          Loading…
        </p>
      </IconPopover>
    );
  }
  return <LowStockBell />;
}

function LowStockBell() {
  const lowStock = LowStockActorContext.useOwnActor();
  const { navigation } = useAppActors();
  const isOpen = useSelector(navigation, (snapshot) => snapshot.hasTag('notifications'));
  const answer = useSelector(lowStock, (snapshot) => snapshot.context.answer);
  const error = useSelector(lowStock, (snapshot) => snapshot.context.error);
  const loading = useSelector(lowStock, (snapshot) => snapshot.hasTag('loading'));
  const mayEdit = useOffered(screens.productEdit.permission);
  const total = answer?.total ?? 0;

  // Opening the bell reads the list again: a sale a minute ago may have emptied a shelf.
  useEffect(() => {
    if (isOpen) lowStock.send({ type: 'lowStock.refresh' });
  }, [isOpen, lowStock]);

  return (
    <IconPopover
      label="Notifications"
      icon="bell"
      popover="notifications"
      panelRole="dialog"
      buttonLabel={total > 0 ? `Notifications: ${total} ${total === 1 ? 'product' : 'products'} at or below their alert quantity` : undefined}
      badge={total > 0 ? <span className={countBadge} aria-hidden="true">{total > 99 ? '99+' : total}</span> : null}
    >
      {error && <p className={emptyNote} role="alert">{error}</p>}
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
          {answer.total > answer.items.length && <li className={emptyNote}>and {answer.total - answer.items.length} more</li>}
        </ul>
      ) : answer && !error ? (
        <p className={emptyNote}>No product is at or below its alert quantity.</p>
      ) : (
        loading && !error && <p className={emptyNote} role="status">Loading…</p>
      )}
    </IconPopover>
  );
}

function LowStockText({ item }: { item: LowStockItem }) {
  return (
    <>
      <span>
        {item.productName} · {item.warehouse ?? 'every warehouse'}
      </span>
      <span className={lowStockDetail}>
        {item.quantity} in stock, alert at {item.alertQuantity}
      </span>
    </>
  );
}

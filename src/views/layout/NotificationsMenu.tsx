import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
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
  const { t } = useLingui();
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
      label={t`Notifications`}
      icon="bell"
      popover="notifications"
      panelRole="dialog"
      buttonLabel={
        total > 0 ? plural(total, { one: 'Notifications: # product at or below its alert quantity', other: 'Notifications: # products at or below their alert quantity' }) : undefined
      }
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

function MoreProducts({ count }: { count: number }) {
  return <Trans>and {count} more</Trans>;
}

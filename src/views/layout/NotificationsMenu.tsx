import { useSelector } from '@xstate/react';
import { useAppActors } from '../app-actors';
import { Icon } from '../common/icons';
import { iconButton } from '../../styles/controls.css';
import { emptyNote, popover, popoverAnchor, popoverHeading } from './layout.css';

/** DESIGN.md decision 10: the bell lists low-stock products; with no catalog yet there are none. */
export function NotificationsMenu() {
  const { navigation } = useAppActors();
  const isOpen = useSelector(navigation, (snapshot) => snapshot.matches({ popover: 'notifications' }));
  return (
    <div className={popoverAnchor} data-popover-root>
      <button
        type="button"
        className={iconButton}
        aria-label="Notifications"
        aria-expanded={isOpen}
        aria-controls="notifications-panel"
        onClick={() => navigation.send({ type: 'notifications.toggle' })}
      >
        <Icon name="bell" />
      </button>
      {isOpen && (
        <div id="notifications-panel" className={popover} role="dialog" aria-label="Notifications">
          <div className={popoverHeading}>Notifications</div>
          <p className={emptyNote}>No notifications. Products at or below their alert quantity will be listed here.</p>
        </div>
      )}
    </div>
  );
}

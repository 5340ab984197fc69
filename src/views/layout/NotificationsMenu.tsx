import { IconPopover } from './IconPopover';
import { emptyNote } from './layout.css';

/** DESIGN.md decision 10: the bell lists low-stock products; with no catalog yet there are none. */
export function NotificationsMenu() {
  return (
    <IconPopover label="Notifications" icon="bell" popover="notifications" panelRole="dialog">
      <p className={emptyNote}>No notifications. Products at or below their alert quantity will be listed here.</p>
    </IconPopover>
  );
}

import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useAppActors } from '../app-actors';
import { Icon, type IconName } from '../common/icons';
import { iconButton } from '../../styles/controls.css';
import { popover as popoverStyle, popoverAnchor, popoverHeading } from './layout.css';

interface IconPopoverProps {
  label: string;
  icon: IconName;
  /** Which of the navigation machine's popovers this is. */
  popover: 'notifications' | 'language';
  /** 'menu' for a list of choices, 'dialog' for information. */
  panelRole: 'menu' | 'dialog';
  /** The button's name when it says more than `label` (the bell's count). */
  buttonLabel?: string;
  /** Drawn on the button (the bell's count). */
  badge?: ReactNode;
  children: ReactNode;
}

const toggleEvents = { notifications: 'notifications.toggle', language: 'language.toggle' } as const;

/** A top bar icon button that opens a panel under it. */
export function IconPopover({ label, icon, popover, panelRole, buttonLabel, badge, children }: IconPopoverProps) {
  const { navigation } = useAppActors();
  const isOpen = useSelector(navigation, (snapshot) => snapshot.hasTag(popover));
  const panelId = `${popover}-panel`;
  return (
    <div className={popoverAnchor} data-popover-root>
      <button
        type="button"
        className={iconButton}
        aria-label={buttonLabel ?? label}
        aria-haspopup={panelRole}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => navigation.send({ type: toggleEvents[popover] })}
      >
        <Icon name={icon} />
        {badge}
      </button>
      {isOpen && (
        <div id={panelId} className={popoverStyle} role={panelRole} aria-label={label}>
          <div className={popoverHeading}>{label}</div>
          {children}
        </div>
      )}
    </div>
  );
}

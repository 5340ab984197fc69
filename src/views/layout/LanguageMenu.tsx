import { useAppActors } from '../app-actors';
import { Icon } from '../common/icons';
import { IconPopover } from './IconPopover';
import { menuItem } from './layout.css';

/** The app is written in English; the menu says so rather than offering languages it does not have. */
export function LanguageMenu() {
  const { navigation } = useAppActors();
  return (
    <IconPopover label="Language" icon="globe" popover="language" panelRole="menu">
      <button type="button" className={menuItem} role="menuitemradio" aria-checked="true" onClick={() => navigation.send({ type: 'popover.close' })}>
        <Icon name="check" size={18} /> English
      </button>
    </IconPopover>
  );
}

import { useSelector } from '@xstate/react';
import { useAppActors } from '../app-actors';
import { Icon } from '../common/icons';
import { iconButton } from '../../styles/controls.css';
import { menuItem, popover, popoverAnchor, popoverHeading } from './layout.css';

/** The app is written in English; the menu says so rather than offering languages it does not have. */
export function LanguageMenu() {
  const { navigation } = useAppActors();
  const isOpen = useSelector(navigation, (snapshot) => snapshot.matches({ popover: 'language' }));
  return (
    <div className={popoverAnchor} data-popover-root>
      <button
        type="button"
        className={iconButton}
        aria-label="Language"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls="language-menu"
        onClick={() => navigation.send({ type: 'language.toggle' })}
      >
        <Icon name="globe" />
      </button>
      {isOpen && (
        <div id="language-menu" className={popover} role="menu" aria-label="Language">
          <div className={popoverHeading}>Language</div>
          <button type="button" className={menuItem} role="menuitemradio" aria-checked="true" onClick={() => navigation.send({ type: 'popover.close' })}>
            <Icon name="check" size={18} /> English
          </button>
        </div>
      )}
    </div>
  );
}

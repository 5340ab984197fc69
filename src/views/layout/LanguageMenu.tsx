import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { languageNames, languages, textDirectionOf } from '../../domain/languages';
import { languageOf } from '../../machines/session/session.machine';
import { useAppActors } from '../app-actors';
import { Icon } from '../common/icons';
import { IconPopover } from './IconPopover';
import { menuItem } from './layout.css';

/**
 * The top bar's Language menu (docs/i18n.md): each language by its own name; the choice is stored with the
 * person's account, and the screens change once the server has it.
 */
export function LanguageMenu() {
  const { navigation, session } = useAppActors();
  const { t } = useLingui();
  const current = useSelector(session, languageOf);
  const saving = useSelector(session, (snapshot) => snapshot.hasTag('savingLanguage'));
  return (
    <IconPopover label={t`Language`} icon="globe" popover="language" panelRole="menu">
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          className={menuItem}
          role="menuitemradio"
          aria-checked={language === current}
          disabled={saving}
          onClick={() => {
            if (language !== current) session.send({ type: 'language.choose', language });
            navigation.send({ type: 'popover.close' });
          }}
        >
          <Icon name="check" size={18} style={{ visibility: language === current ? 'visible' : 'hidden' }} />
          <span lang={language} dir={textDirectionOf(language)}>
            {languageNames[language]}
          </span>
        </button>
      ))}
    </IconPopover>
  );
}

import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { topBarTargets } from '../../domain/screens';
import { useAppActors } from '../app-actors';
import { Icon } from '../common/icons';
import { button, iconButton } from '../../styles/controls.css';
import { AccountMenu } from './AccountMenu';
import { BrandMark } from './BrandMark';
import { LanguageMenu } from './LanguageMenu';
import { NotificationsMenu } from './NotificationsMenu';
import { brandTitle, menuButton, posButton, posLabel, topBar, topBarEnd } from './layout.css';

export function TopBar() {
  const { navigation } = useAppActors();
  const { t } = useLingui();
  const drawerIsOpen = useSelector(navigation, (snapshot) => snapshot.hasTag('drawerOpen'));
  return (
    <header className={topBar}>
      <button
        type="button"
        className={`${iconButton} ${menuButton}`}
        aria-label={t`Open menu`}
        aria-expanded={drawerIsOpen}
        aria-controls="app-sidebar"
        onClick={() => navigation.send({ type: 'drawer.open' })}
      >
        <Icon name="menu" />
      </button>
      <Link href={topBarTargets.dashboard} className={brandTitle}>
        <BrandMark />
      </Link>
      <div className={topBarEnd}>
        <Link href={topBarTargets.pos} className={`${button.primary} ${posButton}`}>
          <Icon name="pos" size={18} />
          <span className={posLabel}>
            <Trans>POS</Trans>
          </span>
        </Link>
        <LanguageMenu />
        <NotificationsMenu />
        <AccountMenu />
      </div>
    </header>
  );
}

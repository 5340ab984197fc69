import { roleNames } from '../common/role-names';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { canSee, screens, topBarTargets } from '../../domain/screens';
import { useAppActors } from '../app-actors';
import { Icon } from '../common/icons';
import { accountButton, avatar, hideOnPhone, menuItem, popover, popoverAnchor, popoverHeading, roleLabel } from './layout.css';

export function AccountMenu() {
  const { session, navigation } = useAppActors();
  const { i18n, t } = useLingui();
  const isOpen = useSelector(navigation, (snapshot) => snapshot.hasTag('accountMenu'));
  const name = useSelector(session, (snapshot) => snapshot.context.name);
  const role = useSelector(session, (snapshot) => snapshot.context.user?.role);
  // General Setting is admin-only: staff are not offered a form the server would refuse to save.
  const showsSettings = useSelector(session, (snapshot) => canSee(snapshot.context.user?.access, screens.generalSetting.permission));
  const roleName = role ? i18n._(roleNames[role]) : t`Account`;

  return (
    <div className={popoverAnchor} data-popover-root>
      <button
        type="button"
        className={accountButton}
        aria-label={t`Account menu: ${roleName}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls="account-menu"
        onClick={() => navigation.send({ type: 'account.menu.toggle' })}
      >
        <span className={avatar} aria-hidden="true">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
        <span className={roleLabel}>{roleName}</span>
        <Icon name="chevronDown" size={16} className={hideOnPhone} />
      </button>
      {isOpen && (
        <div id="account-menu" className={popover} role="menu" aria-label={t`Account`}>
          <div className={popoverHeading}>
            <bdi>{name || t`Signed in`}</bdi> · {roleName}
          </div>
          <Link href={topBarTargets.profile} className={menuItem} role="menuitem">
            <Icon name="user" size={18} /> <Trans>Profile</Trans>
          </Link>
          {showsSettings && (
            <Link href={topBarTargets.settings} className={menuItem} role="menuitem">
              <Icon name="settings" size={18} /> <Trans>Settings</Trans>
            </Link>
          )}
          <Link href={topBarTargets.transactions} className={menuItem} role="menuitem">
            <Icon name="calendar" size={18} /> <Trans>My Transactions</Trans>
          </Link>
          <button type="button" className={menuItem} role="menuitem" onClick={() => session.send({ type: 'logout.request' })}>
            <Icon name="logout" size={18} /> <Trans>Logout</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

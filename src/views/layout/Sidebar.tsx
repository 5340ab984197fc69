import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { dashboardLink, sidebarPathOf, visibleGroups } from '../../domain/screens';
import { useAppActors } from '../app-actors';
import { BrandMark } from './BrandMark';
import { Icon, type IconName } from '../common/icons';
import { iconButton } from '../../styles/controls.css';
import { mediumUp } from '../../styles/theme.css';
import { useMediaQuery } from '../common/use-media-query';
import { screenTitles, sidebarGroupNames, sidebarLabelOf } from '../i18n/screen-names';
import {
  chevron,
  chevronOpen,
  drawerClose,
  nav,
  navActive,
  navGroupButton,
  navLink,
  sidebar,
  sidebarBrand,
  sidebarHeader,
  sidebarOpen,
  subLink,
  subLinkActive,
  subLinks,
} from './layout.css';

export function Sidebar() {
  const { navigation, session } = useAppActors();
  const { i18n, t } = useLingui();
  const access = useSelector(session, (snapshot) => snapshot.context.user?.access);
  const openGroup = useSelector(navigation, (snapshot) => snapshot.context.openGroup);
  const drawerIsOpen = useSelector(navigation, (snapshot) => snapshot.hasTag('drawerOpen'));
  const alwaysShown = useMediaQuery(mediumUp);
  const [location] = useLocation();
  const current = location.toLowerCase();
  const currentLink = sidebarPathOf(location);

  return (
    <aside id="app-sidebar" className={`${sidebar} ${drawerIsOpen ? sidebarOpen : ''}`} aria-label={t`Main menu`} data-open={drawerIsOpen} inert={!drawerIsOpen && !alwaysShown}>
      <div className={sidebarHeader}>
        <Link href={dashboardLink.path} className={sidebarBrand}>
          <BrandMark />
        </Link>
        <button type="button" className={`${iconButton} ${drawerClose}`} aria-label={t`Close menu`} onClick={() => navigation.send({ type: 'drawer.close' })}>
          <Icon name="close" />
        </button>
      </div>
      <nav className={nav}>
        <Link href={dashboardLink.path} className={`${navLink} ${current === dashboardLink.path ? navActive : ''}`} aria-current={current === dashboardLink.path ? 'page' : undefined}>
          <Icon name="dashboard" />
          {i18n._(screenTitles[dashboardLink.id])}
        </Link>
        {visibleGroups(access).map((group) => {
          const isOpen = openGroup === group.id;
          const panelId = `sidebar-group-${group.id}`;
          return (
            <div key={group.id}>
              <button
                type="button"
                className={navGroupButton}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => navigation.send({ type: 'sidebar.group.toggle', group: group.id })}
              >
                <Icon name={group.id as IconName} />
                {i18n._(sidebarGroupNames[group.id])}
                <Icon name="chevronDown" size={16} className={`${chevron} ${isOpen ? chevronOpen : ''}`} />
              </button>
              {isOpen && (
                <div id={panelId} className={subLinks}>
                  {group.links.map((link) => (
                    <Link
                      key={link.path}
                      href={link.path}
                      className={`${subLink} ${currentLink === link.path ? subLinkActive : ''}`}
                      aria-current={current === link.path ? 'page' : currentLink === link.path ? 'location' : undefined}
                    >
                      {i18n._(sidebarLabelOf(link.id))}
                    </Link>
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </nav>
    </aside>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ListActor } from '../../machines/common/list.machine';
import type { RowAction } from './list-columns';
import { dangerItem, menu, menuAnchor, menuButton, menuItem } from './DataTable.css';
import { Icon } from './icons';
import { useOffered } from './use-offered';

/** docs/screens.md#lists: the action menu opens for one row at a time (the machine keeps which). */
export function RowActionMenu({
  actor,
  rowId,
  rowLabel,
  actions,
  noActionsText = 'No action is available for this row.',
}: {
  actor: ListActor;
  rowId: string;
  rowLabel: string;
  actions: RowAction[];
  noActionsText?: string;
}) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.context.openMenu === rowId);
  const canDelete = useSelector(actor, (snapshot) => snapshot.can({ type: 'list.delete.row', id: rowId }));
  const mayDelete = useOffered('deleteRecords');
  // Deleting is admin-only: staff are not offered what the server would refuse.
  const shown = actions.filter((action) => action.kind !== 'delete' || mayDelete);
  const menuId = `row-menu-${rowId}`;
  const { t } = useLingui();
  const menuName = t`Action for ${rowLabel}`;
  const menuRef = useRef<HTMLUListElement>(null);
  // WAI-ARIA menu button: the open menu takes focus on its first item.
  useEffect(() => {
    if (isOpen) menuItemsOf(menuRef.current)[0]?.focus();
  }, [isOpen]);
  return (
    <div className={menuAnchor} data-list-menu-root>
      <button
        type="button"
        className={menuButton}
        aria-label={menuName}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => actor.send({ type: 'list.menu.toggle', menu: rowId })}
      >
        <Trans>Action</Trans>
        <Icon name="chevronDown" size={14} />
      </button>
      {isOpen && (
        <ul id={menuId} ref={menuRef} className={menu} role="menu" aria-label={menuName} onKeyDown={moveFocus}>
          {shown.length === 0 && (
            <li role="none">
              <span className={menuItem} role="menuitem" aria-disabled="true" tabIndex={-1}>
                {noActionsText}
              </span>
            </li>
          )}
          {shown.map((action) => (
            <li key={action.label} role="none">
              {action.kind === 'link' ? (
                <Link href={action.href} className={menuItem} role="menuitem" onClick={() => actor.send({ type: 'list.menu.close' })}>
                  {action.label}
                </Link>
              ) : action.kind === 'download' ? (
                <a href={action.href} download={action.fileName} className={menuItem} role="menuitem" onClick={() => actor.send({ type: 'list.menu.close' })}>
                  {action.label}
                </a>
              ) : action.kind === 'event' ? (
                <button
                  type="button"
                  className={menuItem}
                  role="menuitem"
                  onClick={() => {
                    actor.send({ type: 'list.menu.close' });
                    action.send();
                  }}
                >
                  {action.label}
                </button>
              ) : (
                <button type="button" className={dangerItem} role="menuitem" disabled={!canDelete} onClick={() => actor.send({ type: 'list.delete.row', id: rowId })}>
                  {action.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)')) : [];
}

/** Arrow keys move through the items (wrapping round), Home and End go to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const items = menuItemsOf(event.currentTarget);
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const targets: Record<string, number> = { ArrowDown: (at + 1) % items.length, ArrowUp: (at - 1 + items.length) % items.length, Home: 0, End: items.length - 1 };
  const next = targets[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next].focus();
}

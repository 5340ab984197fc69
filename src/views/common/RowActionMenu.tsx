import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ListActor } from '../../machines/common/list.machine';
import type { RowAction } from './list-columns';
import { dangerItem, menu, menuAnchor, menuButton, menuItem } from './DataTable.css';
import { Icon } from './icons';
import { useOffered } from './use-offered';

/** SPEC.md section 2: the action menu opens for one row at a time (the machine keeps which). */
export function RowActionMenu({ actor, rowId, rowLabel, actions }: { actor: ListActor; rowId: string; rowLabel: string; actions: RowAction[] }) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.context.openMenu === rowId);
  const canDelete = useSelector(actor, (snapshot) => snapshot.can({ type: 'list.delete.row', id: rowId }));
  const mayDelete = useOffered('deleteRecords');
  // Deleting is admin-only: staff are not offered what the server would refuse.
  const shown = actions.filter((action) => action.kind !== 'delete' || mayDelete);
  const menuId = `row-menu-${rowId}`;
  return (
    <div className={menuAnchor} data-list-menu-root>
      <button
        type="button"
        className={menuButton}
        aria-label={`Action for ${rowLabel}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => actor.send({ type: 'list.menu.toggle', menu: rowId })}
      >
        Action
        <Icon name="chevronDown" size={14} />
      </button>
      {isOpen && (
        <ul id={menuId} className={menu} role="menu" aria-label={`Action for ${rowLabel}`}>
          {shown.map((action) => (
            <li key={action.label} role="none">
              {action.kind === 'link' ? (
                <Link href={action.href} className={menuItem} role="menuitem" onClick={() => actor.send({ type: 'list.menu.close' })}>
                  {action.label}
                </Link>
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

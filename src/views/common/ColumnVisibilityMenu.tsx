import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { COLUMNS_MENU, type ListActor } from '../../machines/common/list.machine';
import { selectColumnsMenuOpen, selectHiddenColumns } from '../../machines/common/list.selectors';
import type { Column } from './list-columns';
import { menu, menuAnchor } from './DataTable.css';
import { columnChoice, columnsList, toolButton } from './ListToolbar.css';

/** Column visibility: a checkbox per column; the machine keeps the choice and remembers it per list. */
export function ColumnVisibilityMenu({ actor, columns }: { actor: ListActor; columns: readonly Column<never>[] }) {
  const isOpen = useSelector(actor, selectColumnsMenuOpen);
  const hidden = useSelector(actor, selectHiddenColumns);
  const { t } = useLingui();
  // Joined to text so the selection compares equal until the answer changes.
  const toggleable = useSelector(actor, (snapshot) => columns.filter((column) => snapshot.can({ type: 'list.column.toggle', column: column.id })).map((column) => column.id).join('\n'));
  return (
    <div className={menuAnchor} data-list-menu-root>
      <button
        type="button"
        className={toolButton}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'column-visibility' : undefined}
        onClick={() => actor.send({ type: 'list.menu.toggle', menu: COLUMNS_MENU })}
      >
        <Trans>Column visibility</Trans>
      </button>
      {isOpen && (
        <div id="column-visibility" className={`${menu} ${columnsList}`} role="group" aria-label={t`Columns shown`}>
          {columns.map((column) => (
            <label key={column.id} className={columnChoice}>
              <input
                type="checkbox"
                checked={!hidden.includes(column.id)}
                disabled={!toggleable.split('\n').includes(column.id)}
                onChange={() => actor.send({ type: 'list.column.toggle', column: column.id })}
              />
              {column.label}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}

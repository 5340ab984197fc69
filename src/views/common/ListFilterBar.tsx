import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ListActor } from '../../machines/common/list.machine';
import { selectSort } from '../../machines/common/list.selectors';
import { button } from '../../styles/controls.css';
import { failed, filterBar, sortControls } from './ListFilterBar.css';
import { SelectField } from './SelectField';
import type { ShownText } from '../../machines/common/notifications';
import { shownText } from '../i18n/shown-text';

interface ListFilterBarProps {
  /** 'Filter and sort purchases'. */
  label: string;
  /** The filters, then the sort (ListSortControls). */
  children: ReactNode;
  /** Why the filters' choices (warehouses, suppliers…) could not be read, with Retry. */
  choicesError: ShownText | null;
  onRetry: () => void;
}

/** A list's filter and sort bar (the purchase and sale lists): its fields in a grid, and a failed read of their choices. */
export function ListFilterBar({ label, children, choicesError, onRetry }: ListFilterBarProps) {
  const { i18n } = useLingui();
  return (
    <div className={filterBar} role="group" aria-label={label}>
      {children}
      {choicesError && (
        <div className={failed} role="alert">
          <span>{shownText(i18n, choicesError)}</span>
          <button type="button" className={button.secondary} onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

/** 'Sort by' (newest first until a column is chosen) and the button that turns the direction. */
export function ListSortControls({ list, labels }: { list: ListActor; labels: Readonly<Record<string, string>> }) {
  const sort = useSelector(list, selectSort);
  const { t } = useLingui();
  return (
    <div className={sortControls}>
      <SelectField
        id="sort-by"
        label={t`Sort by`}
        placeholder={t`Newest first`}
        options={Object.entries(labels).map(([value, label]) => ({ value, label }))}
        value={sort?.column ?? ''}
        onChange={(event) => event.target.value && list.send({ type: 'list.sort', column: event.target.value })}
      />
      {sort && (
        <button type="button" className={button.secondary} aria-label={sort.direction === 'asc' ? t`Ascending: sort descending` : t`Descending: sort ascending`} onClick={() => list.send({ type: 'list.sort', column: sort.column })}>
          {sort.direction === 'asc' ? '↑' : '↓'}
        </button>
      )}
    </div>
  );
}

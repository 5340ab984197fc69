import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Unit } from '../../domain/catalog.schemas';
import { formatNumber } from '../../domain/format';
import { unitsList } from '../../machines/catalog/list-clients';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { pathTo, screens } from '../../domain/screens';
import { screenTitles } from '../i18n/screen-names';
import { useLanguageShown } from '../i18n/use-language-shown';

export function UnitListScreen() {
  const { i18n, t } = useLingui();
  const language = useLanguageShown();
  const source = useMemo(() => {
    /** Unit (docs/api.md#records-and-their-fields): code, name, base unit, operator, operation value. */
    const columns: Column<Unit>[] = [
      { id: 'code', label: t`Code`, text: (row) => row.code },
      { id: 'name', label: t`Name`, text: (row) => row.name, render: (row) => <bdi>{row.name}</bdi> },
      { id: 'baseUnit', label: t`Base Unit`, text: (row) => row.baseUnit ?? '', render: (row) => <bdi>{row.baseUnit ?? ''}</bdi> },
      { id: 'operator', label: t`Operator`, text: (row) => row.operator },
      { id: 'operationValue', label: t`Operation Value`, numeric: true, text: (row) => row.operationValue, render: (row) => formatNumber(Number(row.operationValue), language) },
    ];
    return { listId: 'units', title: i18n._(screenTitles.unitList), noun: { one: msg`unit`, many: msg`units` }, client: unitsList, columns };
  }, [i18n, t, language]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search units by code or name`}
      searchPlaceholder={t`Search units...`}
      emptyText={t`No units found matching your search.`}
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: t`Edit`, href: pathTo('unitEdit', row._id) },
        { kind: 'delete', label: t`Delete` },
      ]}
      headerActions={() => (
        <Link href={screens.unitAdd.path} className={button.primary}>
          <Trans>+ Add Unit</Trans>
        </Link>
      )}
    />
  );
}

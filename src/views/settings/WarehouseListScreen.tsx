import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Warehouse } from '../../domain/catalog.schemas';
import { pathTo, screens } from '../../domain/screens';
import { warehousesList } from '../../machines/settings/list-clients';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { screenTitles } from '../i18n/screen-names';

const warehouseColumns = (i18n: I18n): Column<Warehouse>[] => {
  const active = i18n._(msg`Active`);
  const deactivated = i18n._(msg`Deactivated`);
  return [
    { id: 'name', label: i18n._(msg`Name`), wrap: true, text: (row) => row.name },
    { id: 'status', label: i18n._(msg`Status`), text: (row) => (row.active ? active : deactivated) },
    { id: 'createdAt', label: i18n._(msg`Added`), text: (row) => row.createdAt.slice(0, 10), render: (row) => <DateText value={row.createdAt} /> },
  ];
};

/**
 * Warehouses (/settings/warehouse, admins): the shop's stores and stockrooms, active or deactivated
 * (docs/screens.md#warehouses). Delete is refused for one that has stock history; deactivate it instead.
 */
export function WarehouseListScreen() {
  const { i18n, t } = useLingui();
  const source = useMemo(() => ({ listId: 'warehouses', title: i18n._(screenTitles.warehouseList), noun: { one: msg`warehouse`, many: msg`warehouses` }, client: warehousesList, columns: warehouseColumns(i18n) }), [i18n]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search warehouses by name`}
      searchPlaceholder={t`Search warehouses...`}
      emptyText={t`No warehouses found matching your search.`}
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: t`Edit`, href: pathTo('warehouseEdit', row._id) },
        { kind: 'delete', label: t`Delete` },
      ]}
      headerActions={() => (
        <Link href={screens.warehouseAdd.path} className={button.primary}>
          <Trans>+ Add Warehouse</Trans>
        </Link>
      )}
    />
  );
}

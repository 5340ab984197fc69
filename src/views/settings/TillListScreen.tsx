import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Till } from '../../domain/tills.schemas';
import { pathTo, screens } from '../../domain/screens';
import { tillsList } from '../../machines/settings/list-clients';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { screenTitles } from '../i18n/screen-names';

/** A till's open shift in its Shift cell: its number and since when. */
function OpenShift({ number, openedAt }: { number: number; openedAt: string }) {
  return (
    <Trans>
      Open, shift {number}, since <DateText value={openedAt} />
    </Trans>
  );
}

const tillColumns = (i18n: I18n): Column<Till>[] => {
  const closed = i18n._(msg`Closed`);
  return [
    { id: 'name', label: i18n._(msg`Name`), wrap: true, text: (row) => row.name },
    { id: 'code', label: i18n._(msg`Code`), text: (row) => row.code },
    { id: 'warehouse', label: i18n._(msg`Warehouse`), text: (row) => row.warehouseName },
    { id: 'biller', label: i18n._(msg`Biller`), text: (row) => row.billerName },
    { id: 'cashAccount', label: i18n._(msg`Cash Account`), text: (row) => row.cashAccountName },
    {
      id: 'shift',
      label: i18n._(msg`Shift`),
      text: (row) => {
        if (!row.openShift) return closed;
        const { number } = row.openShift;
        const since = row.openShift.openedAt.slice(0, 16);
        return i18n._(msg`Open (${number}) since ${since}`);
      },
      render: (row) => (row.openShift ? <OpenShift number={row.openShift.number} openedAt={row.openShift.openedAt} /> : closed),
    },
    { id: 'lastReceipt', label: i18n._(msg`Receipts`), numeric: true, text: (row) => String(row.lastReceipt) },
  ];
};

/** Tills (/settings/till, admins): each till's code, warehouse, biller, drawer account and shift (docs/tills-and-shifts.md#tills). */
export function TillListScreen() {
  const { i18n, t } = useLingui();
  const source = useMemo(() => ({ listId: 'tills', title: i18n._(screenTitles.tillList), noun: { one: msg`till`, many: msg`tills` }, client: tillsList, columns: tillColumns(i18n) }), [i18n]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search tills by name or code`}
      searchPlaceholder={t`Search tills...`}
      emptyText={t`No tills found matching your search.`}
      rowLabel={(row) => `${row.name} ${row.code}`}
      rowActions={(row) => [
        { kind: 'link', label: t`Edit`, href: pathTo('tillEdit', row._id) },
        { kind: 'delete', label: t`Delete` },
      ]}
      dense
      headerActions={() => (
        <Link href={screens.tillAdd.path} className={button.primary}>
          <Trans>+ Add Till</Trans>
        </Link>
      )}
    />
  );
}

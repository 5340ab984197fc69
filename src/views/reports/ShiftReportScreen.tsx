import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShiftRow } from '../../domain/tills.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { shiftsList } from '../../machines/reports/shift-list';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';
import { screenTitles } from '../i18n/screen-names';

const moneyText = (amount: number | null) => (amount === null ? '' : toDecimalText(parseMoney(amount, { allowNegative: true })));
const money = (amount: number | null) => (amount === null ? '—' : <Money amount={amount} />);

const noun = { one: msg`shift`, many: msg`shifts` };

/** Shift Report (/reports/shifts): every till's shifts by cashier, the count and its variance (docs/tills-and-shifts.md#reports). */
export function ShiftReportScreen() {
  const { i18n, t } = useLingui();
  const source = useMemo(() => {
    const statusNames = { open: t`Open`, 'awaiting-confirmation': t`Awaiting confirmation`, closed: t`Closed` } as const;
    /** A variance says which way it went: short below 0, over above. */
    const varianceText = (variance: number | null): string => {
      if (variance === null) return '';
      if (variance === 0) return '0.00';
      const amount = moneyText(Math.abs(variance));
      return variance < 0 ? t`${amount} short` : t`${amount} over`;
    };
    const columns: Column<ShiftRow>[] = [
      { id: 'openedAt', label: t`Opened`, text: (row) => row.openedAt.slice(0, 16), render: (row) => <DateText value={row.openedAt} /> },
      { id: 'till', label: t`Till`, text: (row) => `${row.tillName} #${row.number}` },
      { id: 'openedBy', label: t`Cashier`, text: (row) => row.openedBy ?? '' },
      { id: 'status', label: t`Status`, text: (row) => statusNames[row.status] },
      { id: 'float', label: t`Float`, numeric: true, text: (row) => moneyText(row.float), render: (row) => money(row.float) },
      { id: 'expectedCash', label: t`Expected`, numeric: true, text: (row) => moneyText(row.expectedCash), render: (row) => money(row.expectedCash) },
      { id: 'counted', label: t`Counted`, numeric: true, text: (row) => moneyText(row.counted), render: (row) => money(row.counted) },
      { id: 'variance', label: t`Variance`, numeric: true, text: (row) => varianceText(row.variance) },
      { id: 'closedBy', label: t`Closed by`, text: (row) => row.closedBy ?? '' },
    ];
    return { listId: 'shifts', title: i18n._(screenTitles.shiftReport), noun, client: shiftsList, columns };
  }, [i18n, t]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search shifts by till or cashier`}
      searchPlaceholder={t`Search by till or cashier...`}
      emptyText={t`No shifts yet: a till's shifts show here once it opens one.`}
      rowLabel={(row) => {
        const { tillName, number } = row;
        return t`${tillName} shift ${number}`;
      }}
      rowActions={() => []}
      // Shifts are never deleted: their counts and Z figures stay (docs/tills-and-shifts.md#closing).
      deletable={false}
      noActionsText={t`Kept: a shift's X and Z reports print at its till.`}
    />
  );
}

import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Transfer } from '../../domain/accounts.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { screens } from '../../domain/screens';
import { transferListResource } from '../../machines/accounting/accounting-lists';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';
import { screenTitles } from '../i18n/screen-names';

/** Money transfer row (docs/api.md#records-and-their-fields): date, referenceNo, fromAccount, toAccount, amount (and the action). */
function transferColumns(i18n: I18n): Column<Transfer>[] {
  const none = i18n._(msg`N/A`);
  return [
    { id: 'date', label: i18n._(msg`Date`), text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
    { id: 'referenceNo', label: i18n._(msg`Reference No`), text: (row) => row.referenceNo },
    { id: 'fromAccount', label: i18n._(msg`From Account`), wrap: true, text: (row) => row.fromAccount },
    { id: 'toAccount', label: i18n._(msg`To Account`), wrap: true, text: (row) => row.toAccount },
    { id: 'amount', label: i18n._(msg`Amount`), numeric: true, text: (row) => toDecimalText(parseMoney(row.amount)), render: (row) => <Money amount={row.amount} /> },
    { id: 'note', label: i18n._(msg`Note`), wrap: true, text: (row) => row.note || none },
  ];
}

/** Money Transfer (/account/transfer): every transfer, newest first; deleting one reverses it (admin only). */
export function MoneyTransferScreen() {
  const { i18n, t } = useLingui();
  const source = useMemo(() => ({ ...transferListResource, noun: { one: msg`transfer`, many: msg`transfers` }, title: i18n._(screenTitles.moneyTransfer), columns: transferColumns(i18n) }), [i18n]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search transfers by reference, account or note`}
      searchPlaceholder={t`Search transfers...`}
      emptyText={t`No transfers found matching your search.`}
      rowLabel={(row) => {
        const { referenceNo, fromAccount, toAccount } = row;
        return t`${referenceNo} ${fromAccount} to ${toAccount}`;
      }}
      rowActions={() => [{ kind: 'delete', label: t`Delete` }]}
      headerActions={() => (
        <Link href={screens.transferAdd.path} className={button.primary}>
          <Trans>+ Add Transfer</Trans>
        </Link>
      )}
    />
  );
}

import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Account } from '../../domain/accounts.schemas';
import { parseMoney, toDecimalText } from '../../domain/money';
import { pathTo, screens } from '../../domain/screens';
import { accountListResource } from '../../machines/accounting/accounting-lists';
import { accountDefaultMachine } from '../../machines/accounting/account-default.machine';
import type { ListActor } from '../../machines/common/list.machine';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';
import { useForwardNotices } from '../common/use-list-actor';
import { screenTitles } from '../i18n/screen-names';
import { accountDefaultOf, DefaultToggle } from './DefaultToggle';

const moneyText = (amount: number) => toDecimalText(parseMoney(amount, { allowNegative: true }));

/**
 * Account list (docs/screens.md#accounting): Account No, Name, Initial Balance, Default, Note ('N/A' when
 * empty); ShopDesk adds Balance (initial + in − out, from the ledger). The footer totals both
 * amounts over every account the search matches.
 */
function accountColumns(i18n: I18n): Column<Account>[] {
  const yes = i18n._(msg`Yes`);
  const no = i18n._(msg`No`);
  const none = i18n._(msg`N/A`);
  return [
    { id: 'accountNumber', label: i18n._(msg`Account No`), text: (row) => row.accountNumber },
    { id: 'name', label: i18n._(msg`Name`), wrap: true, text: (row) => row.name },
    {
      id: 'initialBalance',
      label: i18n._(msg`Initial Balance`),
      numeric: true,
      text: (row) => moneyText(row.initialBalance),
      render: (row) => <Money amount={row.initialBalance} />,
      footer: (summary) => <Money amount={summary.initialBalance ?? 0} />,
    },
    {
      id: 'balance',
      label: i18n._(msg`Balance`),
      numeric: true,
      text: (row) => moneyText(row.balance),
      render: (row) => <Money amount={row.balance} />,
      footer: (summary) => <Money amount={summary.balance ?? 0} />,
    },
    { id: 'isDefault', label: i18n._(msg`Default`), text: (row) => (row.isDefault ? yes : no), render: (row, list) => (list ? <DefaultToggle row={row} list={list} /> : row.isDefault ? yes : no) },
    { id: 'note', label: i18n._(msg`Note`), wrap: true, text: (row) => row.note || none },
  ];
}

/** Account list (/account/list): admin only (docs/decisions/009-roles-and-staff-access.md). */
export function AccountListScreen() {
  const { i18n, t } = useLingui();
  const source = useMemo(
    () => ({
      ...accountListResource,
      noun: { one: msg`account`, many: msg`accounts` }, title: i18n._(screenTitles.accountList),
      columns: accountColumns(i18n),
      // The Default toggle saves beside the list, then tells it to read again.
      companion: { logic: accountDefaultMachine, input: {} },
    }),
    [i18n],
  );
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search accounts by number, name or note`}
      searchPlaceholder={t`Search accounts...`}
      emptyText={t`No accounts found matching your search.`}
      rowLabel={(row) => `${row.name} ${row.accountNumber}`}
      rowActions={(row) => [
        { kind: 'link', label: t`Edit`, href: pathTo('accountEdit', row._id) },
        { kind: 'delete', label: t`Delete` },
      ]}
      headerActions={(list) => <AddAccount list={list} />}
    />
  );
}

function AddAccount({ list }: { list: ListActor }) {
  // The toggle's notices ('Meezan Bank is now the default account.') go to the toaster.
  useForwardNotices(accountDefaultOf(list) as never);
  return (
    <Link href={screens.accountAdd.path} className={button.primary}>
      <Trans>+ Add Account</Trans>
    </Link>
  );
}

import { useMemo } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { StaffMember } from '../../domain/settings.schemas';
import { usersList } from '../../machines/settings/list-clients';
import type { ListActor } from '../../machines/common/list.machine';
import { memberChangeMachine, type MemberChangeActor } from '../../machines/settings/member-change.machine';
import { statusChangesFor } from '../../domain/member-change';
import type { AccountStatus } from '../../domain/auth.schemas';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListScreen } from '../common/ListScreen';
import type { Column, RowAction } from '../common/list-columns';
import { useForwardNotices } from '../common/use-list-actor';
import { DateText } from '../common/DateText';
import { useAppActors } from '../app-actors';
import { roleNames } from '../common/role-names';
import { memberChangeQuestion } from '../i18n/member-change-words';

const statusNames: Readonly<Record<AccountStatus, MessageDescriptor>> = { pending: msg`Waiting for approval`, active: msg`Active`, deactivated: msg`Deactivated` };

const userColumns = (i18n: I18n): Column<StaffMember>[] => [
  { id: 'name', label: i18n._(msg`Name`), wrap: true, text: (row) => row.name },
  { id: 'email', label: i18n._(msg`Email`), text: (row) => row.email },
  { id: 'role', label: i18n._(msg`Role`), text: (row) => i18n._(roleNames[row.role]) },
  { id: 'status', label: i18n._(msg`Status`), text: (row) => i18n._(statusNames[row.status]) },
  { id: 'createdAt', label: i18n._(msg`Signed up`), text: (row) => row.createdAt.slice(0, 10), render: (row) => <DateText value={row.createdAt} /> },
];

const memberChangeOf = (list: ListActor) => list.getSnapshot().context.companion as MemberChangeActor;

/**
 * A member's row menu: the role change, then approve, deactivate or reactivate.
 * The signed-in admin's own row offers none: demoting or deactivating oneself locks one out, and the
 * server refuses it outright for the shop's last admin (offer only what will be allowed).
 */
function memberActions(i18n: I18n, row: StaffMember, list: ListActor, signedInId: string | undefined): RowAction[] {
  if (row._id === signedInId) return [];
  const member = { userId: row._id, name: row.name };
  const roleChange = { ...member, kind: 'role' as const, role: row.role === 'admin' ? ('staff' as const) : ('admin' as const) };
  const statusChanges = statusChangesFor(row.status).map((status) => ({ ...member, kind: 'status' as const, status, from: row.status }));
  return [roleChange, ...statusChanges].map((change) => ({
    kind: 'event' as const,
    label: memberChangeQuestion(i18n, change).confirmLabel,
    send: () => memberChangeOf(list).send({ type: 'member.change', change }),
  }));
}

/** The shop's accounts, where an admin changes a member's role and approves, deactivates or reactivates accounts. */
export function UsersScreen() {
  const { session } = useAppActors();
  const signedInId = useSelector(session, (snapshot) => snapshot.context.user?._id);
  const { i18n, t } = useLingui();
  const source = useMemo(
    () => ({
      listId: 'users',
      title: i18n._(msg`Users`),
      noun: { one: msg`user`, many: msg`users` },
      client: usersList,
      columns: userColumns(i18n),
      // A member change asks first, saves, then tells the list to read again.
      companion: { logic: memberChangeMachine, input: {} },
    }),
    [i18n],
  );
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search users by name or email`}
      searchPlaceholder={t`Search users...`}
      emptyText={t`No users found matching your search.`}
      deletable={false}
      rowLabel={(row) => row.name}
      rowActions={(row, list) => memberActions(i18n, row, list, signedInId)}
      noActionsText={t`This is your own account.`}
      headerActions={(list) => <MemberChangeQuestion memberChange={memberChangeOf(list)} />}
    />
  );
}

function MemberChangeQuestion({ memberChange }: { memberChange: MemberChangeActor }) {
  useForwardNotices(memberChange as never);
  const change = useSelector(memberChange, (snapshot) => (snapshot.hasTag('dialog') ? snapshot.context.change : null));
  const busy = useSelector(memberChange, (snapshot) => snapshot.hasTag('saving'));
  const { i18n, t } = useLingui();
  if (!change) return null;
  const words = memberChangeQuestion(i18n, change);
  return (
    <ConfirmDialog
      title={words.title}
      message={words.question}
      confirmLabel={words.confirmLabel}
      busy={busy}
      busyLabel={t`Saving…`}
      onConfirm={() => memberChange.send({ type: 'member.confirm' })}
      onCancel={() => memberChange.send({ type: 'member.cancel' })}
    />
  );
}

import { useSelector } from '@xstate/react';
import type { StaffMember } from '../../domain/settings.schemas';
import { usersList } from '../../machines/settings/list-clients';
import type { ListActor } from '../../machines/common/list.machine';
import { memberChangeMachine, type MemberChangeActor } from '../../machines/settings/member-change.machine';
import { memberChangeWords, statusChangesFor } from '../../domain/member-change';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListScreen } from '../common/ListScreen';
import type { Column, RowAction } from '../common/list-columns';
import { useForwardNotices } from '../common/use-list-actor';
import { DateText } from '../common/DateText';
import { useAppActors } from '../app-actors';

const roleNames = { admin: 'Admin', staff: 'Staff' } as const;
const statusNames = { pending: 'Waiting for approval', active: 'Active', deactivated: 'Deactivated' } as const;

const userColumns: Column<StaffMember>[] = [
  { id: 'name', label: 'Name', wrap: true, text: (row) => row.name },
  { id: 'email', label: 'Email', text: (row) => row.email },
  { id: 'role', label: 'Role', text: (row) => roleNames[row.role] },
  { id: 'status', label: 'Status', text: (row) => statusNames[row.status] },
  { id: 'createdAt', label: 'Signed up', text: (row) => row.createdAt.slice(0, 10), render: (row) => <DateText value={row.createdAt} /> },
];

const usersSource = {
  listId: 'users',
  title: 'Users',
  noun: { one: 'user', many: 'users' },
  client: usersList,
  columns: userColumns,
  // A member change asks first, saves, then tells the list to read again.
  companion: { logic: memberChangeMachine, input: {} },
};

const memberChangeOf = (list: ListActor) => list.getSnapshot().context.companion as MemberChangeActor;

/**
 * A member's row menu: the role change, then approve, deactivate or reactivate.
 * The signed-in admin's own row offers none: demoting or deactivating oneself locks one out, and the
 * server refuses it outright for the shop's last admin (offer only what will be allowed).
 */
function memberActions(row: StaffMember, list: ListActor, signedInId: string | undefined): RowAction[] {
  if (row._id === signedInId) return [];
  const member = { userId: row._id, name: row.name };
  const roleChange = { ...member, kind: 'role' as const, role: row.role === 'admin' ? ('staff' as const) : ('admin' as const) };
  const statusChanges = statusChangesFor(row.status).map((status) => ({ ...member, kind: 'status' as const, status, from: row.status }));
  return [roleChange, ...statusChanges].map((change) => ({
    kind: 'event' as const,
    label: memberChangeWords(change).confirmLabel,
    send: () => memberChangeOf(list).send({ type: 'member.change', change }),
  }));
}

/** The shop's accounts, where an admin changes a member's role and approves, deactivates or reactivates accounts. */
export function UsersScreen() {
  const { session } = useAppActors();
  const signedInId = useSelector(session, (snapshot) => snapshot.context.user?._id);
  return (
    <ListScreen
      title="Users"
      source={usersSource}
      searchLabel="Search users by name or email"
      searchPlaceholder="Search users..."
      emptyText="No users found matching your search."
      deletable={false}
      rowLabel={(row) => row.name}
      rowActions={(row, list) => memberActions(row, list, signedInId)}
      noActionsText="This is your own account."
      headerActions={(list) => <MemberChangeQuestion memberChange={memberChangeOf(list)} />}
    />
  );
}

function MemberChangeQuestion({ memberChange }: { memberChange: MemberChangeActor }) {
  useForwardNotices(memberChange as never);
  const change = useSelector(memberChange, (snapshot) => (snapshot.hasTag('dialog') ? snapshot.context.change : null));
  const busy = useSelector(memberChange, (snapshot) => snapshot.hasTag('saving'));
  if (!change) return null;
  const words = memberChangeWords(change);
  return (
    <ConfirmDialog
      title={words.title}
      message={words.question}
      confirmLabel={words.confirmLabel}
      busy={busy}
      busyLabel="Saving…"
      onConfirm={() => memberChange.send({ type: 'member.confirm' })}
      onCancel={() => memberChange.send({ type: 'member.cancel' })}
    />
  );
}

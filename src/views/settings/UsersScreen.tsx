import { useSelector } from '@xstate/react';
import { usersList, type StaffMember } from '../../api/settings/shop-settings';
import type { ListActor } from '../../machines/common/list.machine';
import { roleChangeMachine, type RoleChangeActor } from '../../machines/settings/role-change.machine';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { useForwardNotices } from '../common/use-list-actor';
import { DateText } from '../common/DateText';

const roleNames = { admin: 'Admin', staff: 'Staff' } as const;

const userColumns: Column<StaffMember>[] = [
  { id: 'name', label: 'Name', wrap: true, text: (row) => row.name },
  { id: 'email', label: 'Email', text: (row) => row.email },
  { id: 'role', label: 'Role', text: (row) => roleNames[row.role] },
  { id: 'createdAt', label: 'Signed up', text: (row) => row.createdAt.slice(0, 10), render: (row) => <DateText value={row.createdAt} /> },
];

const usersSource = {
  listId: 'users',
  title: 'Users',
  noun: { one: 'user', many: 'users' },
  client: usersList,
  columns: userColumns,
  // The role change asks first, saves, then tells the list to read again.
  companion: { logic: roleChangeMachine, input: {} },
};

const roleChangeOf = (list: ListActor) => list.getSnapshot().context.companion as RoleChangeActor;

/** Issue 4: the shop's accounts, where an admin makes a member admin or staff. */
export function UsersScreen() {
  return (
    <ListScreen
      title="Users"
      source={usersSource}
      searchLabel="Search users by name or email"
      searchPlaceholder="Search users..."
      emptyText="No users found matching your search."
      deletable={false}
      rowLabel={(row) => row.name}
      rowActions={(row, list) => [
        {
          kind: 'event',
          label: row.role === 'admin' ? 'Make staff' : 'Make admin',
          send: () => roleChangeOf(list).send({ type: 'role.change', change: { userId: row._id, name: row.name, role: row.role === 'admin' ? 'staff' : 'admin' } }),
        },
      ]}
      headerActions={(list) => <RoleChangeQuestion roleChange={roleChangeOf(list)} />}
    />
  );
}

function RoleChangeQuestion({ roleChange }: { roleChange: RoleChangeActor }) {
  useForwardNotices(roleChange as never);
  const change = useSelector(roleChange, (snapshot) => (snapshot.matches('idle') ? null : snapshot.context.change));
  const busy = useSelector(roleChange, (snapshot) => snapshot.matches('saving'));
  if (!change) return null;
  return (
    <ConfirmDialog
      title="Change role"
      message={`Make ${change.name} ${change.role === 'admin' ? 'an admin' : 'staff'}? They will be signed out and must log in again.`}
      confirmLabel={change.role === 'admin' ? 'Make admin' : 'Make staff'}
      busy={busy}
      busyLabel="Saving…"
      onConfirm={() => roleChange.send({ type: 'role.confirm' })}
      onCancel={() => roleChange.send({ type: 'role.cancel' })}
    />
  );
}

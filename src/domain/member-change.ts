import type { AccountStatus, Role } from './auth.schemas';
import type { StatusTarget } from './settings.schemas';

/** What an admin does to a member on the Users screen. */
export type MemberChange = { userId: string; name: string } & (
  | { kind: 'role'; role: Role }
  | { kind: 'status'; status: StatusTarget; from: AccountStatus }
);

export interface MemberChangeWords {
  /** The question's title and its confirm button. */
  title: string;
  question: string;
  confirmLabel: string;
  /** Said once the change is saved (the toast, and the server's answer). */
  done: string;
}

/** The words of one change, the same in the browser's question and toast and in the server's answer. */
export function memberChangeWords(change: MemberChange): MemberChangeWords {
  const { name } = change;
  if (change.kind === 'role') {
    const becomes = change.role === 'admin' ? 'an admin' : 'staff';
    return {
      title: 'Change role',
      question: `Make ${name} ${becomes}? They will be signed out and must log in again.`,
      confirmLabel: change.role === 'admin' ? 'Make admin' : 'Make staff',
      done: `${name} is now ${becomes}.`,
    };
  }
  if (change.status === 'deactivated') {
    return {
      title: 'Deactivate account',
      question: `Deactivate ${name}? They will be signed out at once and cannot log in until an admin reactivates them.`,
      confirmLabel: 'Deactivate',
      done: `${name} is deactivated.`,
    };
  }
  return change.from === 'pending'
    ? { title: 'Approve account', question: `Approve ${name}? They can log in at once.`, confirmLabel: 'Approve', done: `${name} can now log in.` }
    : { title: 'Reactivate account', question: `Reactivate ${name}? They can log in again.`, confirmLabel: 'Reactivate', done: `${name} can log in again.` };
}

/** The status changes an admin may make to a member in `status`, in the order the row's menu shows them. */
export function statusChangesFor(status: AccountStatus): StatusTarget[] {
  return status === 'pending' ? ['active', 'deactivated'] : status === 'active' ? ['deactivated'] : ['active'];
}

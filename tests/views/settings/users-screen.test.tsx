import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { StaffMember } from '../../../src/domain/settings.schemas';
import { ListActorContext } from '../../../src/views/common/use-list-actor';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';

// The member changes go to this fake instead of the network; everything else of the module is real.
const saved: { kind: string; id: string; value: string }[] = [];
vi.mock('../../../src/api/settings/shop-settings', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  changeStatus: async (id: string, status: string) => {
    saved.push({ kind: 'status', id, value: status });
    members = members.map((member) => (member._id === id ? { ...member, status: status as StaffMember['status'] } : member));
    return { ok: true, data: {} };
  },
  changeRole: async (id: string, role: string) => {
    saved.push({ kind: 'role', id, value: role });
    return { ok: true, data: {} };
  },
}));

const member = (id: string, name: string, status: StaffMember['status']): StaffMember => ({
  _id: id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role: 'staff',
  status,
  createdAt: '2026-11-01T09:00:00.000Z',
});
let members: StaffMember[] = [];

const listServer = () => ({
  actors: {
    fetchPage: fromPromise(async () => ({ ok: true, data: { rows: members, total: members.length } })),
    fetchAllRows: fromPromise(async () => ({ ok: true, data: members })),
    removeRows: fromPromise(async () => ({ success: false as const, status: 405, message: 'Not here.' })),
    saveExport: fromPromise(async () => {}),
  },
  actions: { rememberColumns: () => {}, printPage: () => {} },
  delays: { searchDebounce: 0 },
});

// The screen is a lazy route: its first import can take a few seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  saved.length = 0;
});

function renderUsers() {
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp('/settings/users', viewSessionMachine, (app) => <ListActorContext.Substitute implementations={listServer as never}>{app}</ListActorContext.Substitute>);
  stop = rendered.stop;
  act(() => rendered.actors.session.send({ type: 'xstate.done.actor.fetchMe', output: { ok: true, data: signedInAdmin } } as never));
  return rendered.user;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const statusOf = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);
async function openMenu(user: ReturnType<typeof renderUsers>, name: string) {
  await user.click(screen.getByRole('button', { name: `Action for ${name}` }));
  return within(screen.getByRole('menu', { name: `Action for ${name}` }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('Users screen: approve, deactivate, reactivate', () => {
  it('shows each status and offers the changes it allows', async () => {
    members = [member('u2', 'Sara', 'pending'), member('u3', 'Bilal', 'active'), member('u4', 'Omar', 'deactivated')];
    const user = renderUsers();
    await waitFor(() => expect(statusOf('Sara')).toContain('Waiting for approval'));
    expect(statusOf('Bilal')).toContain('Active');
    expect(statusOf('Omar')).toContain('Deactivated');
    expect(await openMenu(user, 'Sara')).toEqual(['Make admin', 'Approve', 'Deactivate']);
    expect(await openMenu(user, 'Bilal')).toEqual(['Make admin', 'Deactivate']);
    expect(await openMenu(user, 'Omar')).toEqual(['Make admin', 'Reactivate']);
  });

  it('approves a pending sign-up after a question, says so, and the row reads Active', async () => {
    members = [member('u2', 'Sara', 'pending')];
    const user = renderUsers();
    await waitFor(() => expect(statusOf('Sara')).toContain('Waiting for approval'));
    await openMenu(user, 'Sara');
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('Approve Sara? They can log in at once.');
    expect(saved).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByText('Sara can now log in.')).toBeTruthy());
    expect(saved).toEqual([{ kind: 'status', id: 'u2', value: 'active' }]);
    await waitFor(() => expect(statusOf('Sara')).toContain('Active'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before deactivating, and Cancel changes nothing', async () => {
    members = [member('u3', 'Bilal', 'active')];
    const user = renderUsers();
    await waitFor(() => expect(statusOf('Bilal')).toContain('Active'));
    await openMenu(user, 'Bilal');
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('Deactivate Bilal? They will be signed out at once and cannot log in until an admin reactivates them.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(saved).toEqual([]);

    await openMenu(user, 'Bilal');
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByText('Bilal is deactivated.')).toBeTruthy());
    await waitFor(() => expect(statusOf('Bilal')).toContain('Deactivated'));
    expect(saved).toEqual([{ kind: 'status', id: 'u3', value: 'deactivated' }]);
  });
});

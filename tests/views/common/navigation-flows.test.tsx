import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { leafStatePaths, pathTitle } from '../../machines/model-helpers';
import { navigationModel } from '../../machines/common/navigation.model';
import { navigationMachine } from '../../../src/machines/common/navigation.machine';
import { sidebarGroups } from '../../../src/domain/screens';
import { renderApp, signedInAdmin } from '../render-app';

type Rendered = ReturnType<typeof renderApp>;
let rendered: Rendered | undefined;
afterEach(() => rendered?.stop());

const groupLabel = (id: string) => sidebarGroups.find((group) => group.id === id)!.label;
const sidebar = () => screen.getByRole('complementary', { name: 'Main menu' });

/** How a person makes each navigation event happen. */
async function perform({ user }: Rendered, event: EventObject) {
  const payload = event as EventObject & Record<string, string>;
  switch (event.type) {
    case 'sidebar.group.toggle':
      return user.click(within(sidebar()).getByRole('button', { name: groupLabel(payload.group) }));
    case 'drawer.open':
      return user.click(screen.getByRole('button', { name: 'Open menu' }));
    case 'drawer.close':
      return user.click(within(sidebar()).getByRole('button', { name: 'Close menu' }));
    case 'account.menu.toggle':
      return user.click(screen.getByRole('button', { name: /^Account menu/ }));
    case 'notifications.toggle':
      return user.click(screen.getByRole('button', { name: 'Notifications' }));
    case 'language.toggle':
      return user.click(screen.getByRole('button', { name: 'Language' }));
    case 'popover.close':
      // A click elsewhere on the page.
      fireEvent.pointerDown(screen.getByRole('main'));
      return;
    case 'route.changed':
      act(() => navigate(payload.path));
      return;
    default:
      throw new Error(`No way to perform ${event.type}`);
  }
}

const seen: Record<string, (snapshot: any) => void> = {
  sidebar: (snapshot) => {
    for (const group of sidebarGroups) {
      const button = within(sidebar()).getByRole('button', { name: group.label });
      expect(button.getAttribute('aria-expanded')).toBe(String(snapshot.context.openGroup === group.id));
    }
    if (snapshot.context.openGroup) {
      const open = sidebarGroups.find((group) => group.id === snapshot.context.openGroup)!;
      for (const link of open.links) expect(within(sidebar()).getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.path);
    }
  },
  'drawer.closed': () => {
    expect(sidebar().dataset.open).toBe('false');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  },
  'drawer.open': () => {
    expect(sidebar().dataset.open).toBe('true');
  },
  'popover.none': () => {
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  },
  'popover.accountMenu': () => {
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['Profile', 'Settings', 'My Transactions', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/Profile');
  },
  'popover.notifications': () => {
    // The low-stock list itself is tested in tests/views/layout/first-minutes.test.tsx; here no server answers.
    expect(within(screen.getByRole('dialog', { name: 'Notifications' })).getByText(/^(Loading…|Could not read the low-stock list\.|No product is at or below its alert quantity\.)$/)).toBeTruthy();
  },
  'popover.language': () => {
    expect(within(screen.getByRole('menu', { name: 'Language' })).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
  },
};

describe('navigation flows through the rendered layout', () => {
  it('has a view assertion for every navigation state', () => {
    expect(Object.keys(seen).sort()).toEqual(leafStatePaths(navigationMachine).sort());
  });

  for (const path of navigationModel().getShortestPaths()) {
    it(pathTitle(path), async () => {
      localStorage.setItem('token', 'stored.token.value');
      localStorage.setItem('loggedIn', 'Ayesha Khan');
      rendered = renderApp('/dashboard');
      // /api/me answers: an admin sees every group.
      act(() => rendered!.actors.session.send({ type: 'xstate.done.actor.fetchMe', output: { ok: true, data: signedInAdmin } } as never));
      await screen.findByRole('heading', { name: 'Welcome Mr : Ayesha Khan' });
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') await perform(rendered, step.event);
        await waitFor(() => expect(rendered!.actors.navigation.getSnapshot().value).toEqual(step.state.value));
        expect(rendered.actors.navigation.getSnapshot().context).toEqual(step.state.context);
        for (const leaf of leafStatePaths(navigationMachine).filter((candidate) => step.state.matches(candidate))) seen[leaf](step.state);
      }
    });
  }

  it('opens the Accounting group on Edit Account and marks Account List as where the user is', async () => {
    localStorage.setItem('token', 'stored.token.value');
    localStorage.setItem('loggedIn', 'Ayesha Khan');
    rendered = renderApp('/account/edit/0b6a1c2e-5f1c-4c1e-9a55-1a2b3c4d5e6f');
    act(() => rendered!.actors.session.send({ type: 'xstate.done.actor.fetchMe', output: { ok: true, data: signedInAdmin } } as never));
    const accountList = await within(sidebar()).findByRole('link', { name: 'Account List' });
    expect(within(sidebar()).getByRole('button', { name: 'Accounting' }).getAttribute('aria-expanded')).toBe('true');
    expect(accountList.getAttribute('aria-current')).toBe('location');
    expect(within(sidebar()).getByRole('link', { name: 'Add Account' }).getAttribute('aria-current')).toBeNull();
  });
});

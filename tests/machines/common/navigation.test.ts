import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { navigationMachine } from '../../../src/machines/common/navigation.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { navigationModel } from './navigation.model';

const drawerEvents = ['drawer.open', 'drawer.close', 'route.changed'];
const popoverEvents = ['account.menu.toggle', 'notifications.toggle', 'language.toggle', 'popover.close', 'route.changed', 'sidebar.group.toggle', 'drawer.open', 'drawer.close'];
const closingEvents = ['popover.close', 'route.changed', 'sidebar.group.toggle', 'drawer.open', 'drawer.close'];

/** Each region is asserted on the events it answers to; other regions' events leave it as it was. */
const assertions: StateAssertions<any> = {
  sidebar: ({ snapshot, event }) => {
    const { openGroup } = snapshot.context;
    if (event.type === 'route.changed' && (event as unknown as { path: string }).path === '/sale/list') expect(openGroup).toBe('sale');
    expect([null, 'product', 'sale']).toContain(openGroup);
  },
  'drawer.closed': ({ event }) => {
    if (drawerEvents.includes(event.type)) expect(event.type).not.toBe('drawer.open');
  },
  'drawer.open': ({ event }) => {
    if (drawerEvents.includes(event.type)) expect(event.type).toBe('drawer.open');
  },
  'popover.none': ({ event }) => {
    if (closingEvents.includes(event.type)) return;
    // A toggle that lands here closed the menu it named.
    if (popoverEvents.includes(event.type)) expect(event.type).toMatch(/\.toggle$/);
  },
  'popover.accountMenu': ({ event }) => {
    if (popoverEvents.includes(event.type)) expect(event.type).toBe('account.menu.toggle');
  },
  'popover.notifications': ({ event }) => {
    if (popoverEvents.includes(event.type)) expect(event.type).toBe('notifications.toggle');
  },
  'popover.language': ({ event }) => {
    if (popoverEvents.includes(event.type)) expect(event.type).toBe('language.toggle');
  },
};

describe('navigation machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(navigationMachine).sort());
  });

  it('keeps one sidebar group open at a time, and clicking the open group closes it', () => {
    const paths = navigationModel().getShortestPaths();
    const toggles = paths.flatMap((path) =>
      path.steps.slice(1).map((step, index) => ({ before: path.steps[index].state.context.openGroup, event: step.event, after: step.state.context.openGroup })),
    ).filter((step) => step.event.type === 'sidebar.group.toggle');
    expect(toggles.length).toBeGreaterThan(0);
    for (const { before, event, after } of toggles) {
      const group = (event as unknown as { group: string }).group;
      expect(after).toBe(before === group ? null : group);
    }
  });

  it('keeps an open menu and the drawer when the layout tells the same screen again (a remount), and closes them for another screen', () => {
    const actor = createActor(navigationMachine, { input: { path: '/dashboard' } }).start();
    actor.send({ type: 'drawer.open' });
    actor.send({ type: 'account.menu.toggle' });
    actor.send({ type: 'route.changed', path: '/dashboard' });
    expect(actor.getSnapshot().hasTag('accountMenu')).toBe(true);
    expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(true);
    actor.send({ type: 'route.changed', path: '/sale/list' });
    expect(actor.getSnapshot().hasTag('accountMenu')).toBe(false);
    expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ openGroup: 'sale', path: '/sale/list' });
  });

  const paths = navigationModel().getShortestPaths();
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(navigationMachine, path, assertions, { path: '/dashboard' }));
  }
  itTakesTheRecordedChart('navigation', navigationMachine, paths, { path: '/dashboard' });
});

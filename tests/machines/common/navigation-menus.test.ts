import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { navigationMachine } from '../../../src/machines/common/navigation.machine';

/**
 * What the layout reads of the navigation machine (src/views/layout): the open sidebar group, which a second press
 * on its heading closes, and the tags the top bar's menus open by (docs/screens.md#layout-top-bar-and-sidebar).
 */
describe('the navigation machine as the layout reads it', () => {
  it("opens a sidebar group by its heading and closes it by a second press; another group's heading opens that one instead", () => {
    const navigation = createActor(navigationMachine, { input: { path: '/purchase/add' } }).start();
    const openGroup = () => navigation.getSnapshot().context.openGroup;
    expect(openGroup()).toBe('purchase');
    navigation.send({ type: 'sidebar.group.toggle', group: 'purchase' });
    expect(openGroup()).toBeNull();
    navigation.send({ type: 'sidebar.group.toggle', group: 'sale' });
    expect(openGroup()).toBe('sale');
    navigation.send({ type: 'sidebar.group.toggle', group: 'product' });
    expect(openGroup()).toBe('product');
    navigation.send({ type: 'sidebar.group.toggle', group: 'product' });
    expect(openGroup()).toBeNull();
    navigation.stop();
  });

  it('tags the open top bar menu: the bell, the language menu, the account menu; none once closed', () => {
    const navigation = createActor(navigationMachine, { input: { path: '/dashboard' } }).start();
    const tags = () => ['notifications', 'language', 'accountMenu', 'drawerOpen'].filter((tag) => navigation.getSnapshot().hasTag(tag));
    expect(tags()).toEqual([]);
    navigation.send({ type: 'notifications.toggle' });
    expect(tags()).toEqual(['notifications']);
    navigation.send({ type: 'language.toggle' });
    expect(tags()).toEqual(['language']);
    navigation.send({ type: 'account.menu.toggle' });
    expect(tags()).toEqual(['accountMenu']);
    navigation.send({ type: 'popover.close' });
    expect(tags()).toEqual([]);
    navigation.send({ type: 'drawer.open' });
    expect(tags()).toEqual(['drawerOpen']);
    navigation.stop();
  });
});

import { assign, setup, type ActorRefFrom } from 'xstate';
import { groupOfPath } from '../../domain/screens';

export interface NavigationContext {
  /** The one sidebar group that is open, if any (docs/screens.md#layout-top-bar-and-sidebar). */
  openGroup: string | null;
}

export type NavigationEvent =
  | { type: 'sidebar.group.toggle'; group: string }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'account.menu.toggle' }
  | { type: 'notifications.toggle' }
  | { type: 'language.toggle' }
  | { type: 'popover.close' }
  | { type: 'route.changed'; path: string };

/** The layout's moving parts: which sidebar group is open, the phone drawer, and the top bar's menus. */
export const navigationMachine = setup({
  types: { context: {} as NavigationContext, events: {} as NavigationEvent, input: {} as { path: string } },
  actions: {
    toggleGroup: assign({
      openGroup: ({ context, event }) => {
        if (event.type !== 'sidebar.group.toggle') return context.openGroup;
        return context.openGroup === event.group ? null : event.group;
      },
    }),
    // The group of the screen being shown stays open, so the user sees where they are.
    openGroupOfRoute: assign({
      openGroup: ({ context, event }) => (event.type === 'route.changed' ? (groupOfPath(event.path) ?? context.openGroup) : context.openGroup),
    }),
  },
}).createMachine({
  id: 'navigation',
  type: 'parallel',
  context: ({ input }) => ({ openGroup: groupOfPath(input.path) }),
  states: {
    // Each region handles route.changed itself: in a parallel machine only the innermost handler runs.
    sidebar: {
      on: {
        'sidebar.group.toggle': { actions: 'toggleGroup' },
        'route.changed': { actions: 'openGroupOfRoute' },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: { on: { 'drawer.open': 'open' } },
        // docs/screens.md#layout-top-bar-and-sidebar: the drawer closes by its cross and after navigation.
        open: { on: { 'drawer.close': 'closed', 'route.changed': 'closed' } },
      },
    },
    popover: {
      initial: 'none',
      states: {
        none: {
          on: { 'account.menu.toggle': 'accountMenu', 'notifications.toggle': 'notifications', 'language.toggle': 'language' },
        },
        accountMenu: {
          on: { 'account.menu.toggle': 'none', 'notifications.toggle': 'notifications', 'language.toggle': 'language' },
        },
        notifications: {
          on: { 'notifications.toggle': 'none', 'account.menu.toggle': 'accountMenu', 'language.toggle': 'language' },
        },
        language: {
          on: { 'language.toggle': 'none', 'account.menu.toggle': 'accountMenu', 'notifications.toggle': 'notifications' },
        },
      },
      // A click elsewhere (the sidebar, the drawer's buttons included), Escape, or a new screen
      // closes whichever menu is open.
      on: {
        'popover.close': '.none',
        'route.changed': '.none',
        'sidebar.group.toggle': '.none',
        'drawer.open': '.none',
        'drawer.close': '.none',
      },
    },
  },
});

export type NavigationActor = ActorRefFrom<typeof navigationMachine>;

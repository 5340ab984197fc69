import { assign, setup, type ActorRefFrom } from 'xstate';
import { groupOfPath } from '../../domain/screens';

export interface NavigationContext {
  /** The one sidebar group that is open, if any (docs/screens.md#layout-top-bar-and-sidebar). */
  openGroup: string | null;
  /** The screen shown: the layout tells it again when it mounts, which is not another screen. */
  path: string;
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
    // The screen shown is kept, and its group stays open, so the user sees where they are.
    followRoute: assign({
      openGroup: ({ context, event }) => (event.type === 'route.changed' ? (groupOfPath(event.path) ?? context.openGroup) : context.openGroup),
      path: ({ context, event }) => (event.type === 'route.changed' ? event.path : context.path),
    }),
  },
  guards: {
    // The layout sends the route when it mounts; the same screen told again (a remount under load) is no
    // navigation, and must not close the menu a click has just opened.
    isAnotherScreen: ({ context, event }) => event.type === 'route.changed' && event.path !== context.path,
  },
}).createMachine({
  id: 'navigation',
  type: 'parallel',
  context: ({ input }) => ({ openGroup: groupOfPath(input.path), path: input.path }),
  states: {
    // Each region handles route.changed itself: in a parallel machine only the innermost handler runs.
    sidebar: {
      description: "The sidebar shows its groups, the current screen's group open",
      on: {
        'sidebar.group.toggle': { description: "Press a group's heading in the sidebar (it opens; again, it closes)", actions: 'toggleGroup' },
        'route.changed': { guard: 'isAnotherScreen', description: 'Open another screen (a sidebar link)', actions: 'followRoute' },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: { description: 'On a narrow window the sidebar is hidden behind Open menu', on: { 'drawer.open': { target: 'open', description: 'Narrow the window below 768 px and press Open menu (☰)' } } },
        // docs/screens.md#layout-top-bar-and-sidebar: the drawer closes by its cross and after navigation.
        open: { description: 'On a narrow window the sidebar shows as a drawer over the screen', tags: 'drawerOpen', on: { 'drawer.close': { target: 'closed', description: 'Press Close menu (✕) in the drawer' }, 'route.changed': { guard: 'isAnotherScreen', target: 'closed', description: 'Open another screen (a sidebar link)' } } },
      },
    },
    popover: {
      initial: 'none',
      states: {
        none: {
          description: 'No top bar menu is open',
          on: { 'account.menu.toggle': { target: 'accountMenu', description: 'Press your name in the top bar' }, 'notifications.toggle': { target: 'notifications', description: 'Press the bell in the top bar' }, 'language.toggle': { target: 'language', description: 'Press the language button in the top bar' } },
        },
        accountMenu: {
          description: 'Your account menu is open (Profile, Change password, Logout)',
          tags: 'accountMenu',
          on: { 'account.menu.toggle': { target: 'none', description: 'Press your name in the top bar' }, 'notifications.toggle': { target: 'notifications', description: 'Press the bell in the top bar' }, 'language.toggle': { target: 'language', description: 'Press the language button in the top bar' } },
        },
        notifications: {
          description: 'The notifications list is open under the bell',
          tags: 'notifications',
          on: { 'notifications.toggle': { target: 'none', description: 'Press the bell in the top bar' }, 'account.menu.toggle': { target: 'accountMenu', description: 'Press your name in the top bar' }, 'language.toggle': { target: 'language', description: 'Press the language button in the top bar' } },
        },
        language: {
          description: 'The language menu is open',
          tags: 'language',
          on: { 'language.toggle': { target: 'none', description: 'Press the language button in the top bar' }, 'account.menu.toggle': { target: 'accountMenu', description: 'Press your name in the top bar' }, 'notifications.toggle': { target: 'notifications', description: 'Press the bell in the top bar' } },
        },
      },
      // A click elsewhere (the sidebar, the drawer's buttons included), Escape, or a new screen
      // closes whichever menu is open.
      on: {
        'popover.close': { target: '.none', description: 'Click anywhere outside the open menu, or press Escape' },
        'route.changed': { guard: 'isAnotherScreen', target: '.none', description: 'Open another screen (a sidebar link)' },
        'sidebar.group.toggle': { target: '.none', description: "Press a group's heading in the sidebar (it opens; again, it closes)" },
        'drawer.open': { target: '.none', description: 'Narrow the window below 768 px and press Open menu (☰)' },
        'drawer.close': { target: '.none', description: 'Press Close menu (✕) in the drawer' },
      },
    },
  },
});

export type NavigationActor = ActorRefFrom<typeof navigationMachine>;

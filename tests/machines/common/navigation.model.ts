import { navigationMachine } from '../../../src/machines/common/navigation.machine';
import { machineTestModel } from '../model-helpers';

// Two groups and two routes keep the model small; every group behaves the same.
export const navigationEvents = [
  { type: 'sidebar.group.toggle', group: 'product' },
  { type: 'sidebar.group.toggle', group: 'sale' },
  { type: 'drawer.open' },
  { type: 'drawer.close' },
  { type: 'account.menu.toggle' },
  { type: 'notifications.toggle' },
  { type: 'language.toggle' },
  { type: 'popover.close' },
  { type: 'route.changed', path: '/sale/list' },
  { type: 'route.changed', path: '/dashboard' },
];

export function navigationModel() {
  return machineTestModel(navigationMachine, { events: navigationEvents, input: { path: '/dashboard' } });
}

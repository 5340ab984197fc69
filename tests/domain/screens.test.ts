import { describe, expect, it } from 'vitest';
import { groupOfPath, pathTo, screens, sidebarGroups, sidebarPathOf, visibleGroups } from '../../src/domain/screens';

const groupIds = (access: Parameters<typeof visibleGroups>[0]) => visibleGroups(access).map((group) => group.id);

describe('screens: every path named once', () => {
  it('builds an edit address from the record id, escaped', () => {
    expect(pathTo('brandEdit', 'b 1/2')).toBe('/settings/brand/edit/b%201%2F2');
    expect(pathTo('brandList')).toBe('/settings/brand');
    expect(() => pathTo('productEdit')).toThrow('productEdit needs a record id');
  });

  it('gives the sidebar the groups and links of docs/screens.md#layout-top-bar-and-sidebar, in order', () => {
    expect(sidebarGroups.map((group) => group.label)).toEqual(['Product', 'Purchase', 'Sale', 'Return', 'Accounting', 'Customer', 'Reports', 'Settings']);
    expect(sidebarGroups.find((group) => group.id === 'settings')!.links).toEqual([
      { id: 'unitList', label: 'Unit', path: '/settings/unit' },
      { id: 'brandList', label: 'Brand', path: '/settings/brand' },
      { id: 'taxList', label: 'Tax', path: '/settings/tax' },
      { id: 'warehouseList', label: 'Warehouses', path: '/settings/warehouse' },
      { id: 'tillList', label: 'Tills', path: '/settings/till' },
      { id: 'generalSetting', label: 'General Setting', path: '/settings/general' },
      { id: 'users', label: 'Users', path: '/settings/users' },
    ]);
    expect(sidebarGroups.find((group) => group.id === 'sale')!.links.map((link) => link.label)).toEqual(['Sale List', 'POS', 'Add Sale', 'Import CSV']);
  });

  it('shows each reach only what the server lets it use', () => {
    expect(groupIds('admin')).toHaveLength(8);
    for (const access of ['all', 'own', undefined] as const) expect(groupIds(access)).toEqual(['product', 'purchase', 'sale', 'return', 'customer', 'reports']);
    expect(groupIds('limited')).toEqual(['sale']);
  });

  it('finds the group of a screen, whatever the case of its address', () => {
    expect(groupOfPath('/Settings/Brand/edit/7')).toBe('settings');
    expect(groupOfPath(screens.profile.path)).toBeNull();
  });

  it('shows an edit or add screen under the sidebar link of its list', () => {
    expect(sidebarPathOf('/account/edit/5f1c')).toBe('/account/list');
    expect(groupOfPath('/account/edit/5f1c')).toBe('accounting');
    expect(sidebarPathOf('/Sale/Edit/9')).toBe('/sale/list');
    expect(sidebarPathOf('/purchase/edit/9')).toBe('/purchase/list');
    expect(sidebarPathOf('/customer/edit/9')).toBe('/customer/list');
    expect(sidebarPathOf('/product/edit/9')).toBe('/product/list');
    expect(sidebarPathOf('/product/labels/9')).toBe('/product/list');
    expect(sidebarPathOf('/account/transfer/add')).toBe('/account/transfer');
    expect(sidebarPathOf('/purchase/supplier/edit/3')).toBe('/purchase/supplier');
    expect(sidebarPathOf('/settings/unit/add')).toBe('/settings/unit');
    expect(sidebarPathOf('/account/list')).toBe('/account/list');
    expect(sidebarPathOf(screens.profile.path)).toBeNull();
  });

  it('names a sidebar link in every `under`', () => {
    const links = new Set(sidebarGroups.flatMap((group) => group.links.map((link) => link.path)));
    for (const entry of Object.values(screens)) if ('under' in entry) expect(links).toContain(entry.under);
  });
});

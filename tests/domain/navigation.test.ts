import { describe, expect, it } from 'vitest';
import { visibleGroups } from '../../src/domain/screens';

const ids = (access: Parameters<typeof visibleGroups>[0]) => visibleGroups(access).map((group) => group.id);

describe("the sidebar's groups, by the shared access rules", () => {
  it('shows admins every group', () => {
    expect(ids('admin')).toEqual(['product', 'purchase', 'sale', 'return', 'accounting', 'customer', 'reports', 'settings']);
  });

  it('hides the admin-only Accounting and Settings from All Records and Own Records staff', () => {
    for (const access of ['all', 'own'] as const) expect(ids(access)).toEqual(['product', 'purchase', 'sale', 'return', 'customer', 'reports']);
  });

  it('shows Limited Access staff only the sale group', () => {
    expect(ids('limited')).toEqual(['sale']);
  });

  it('shows no admin-only group before the access is known', () => {
    expect(ids(undefined)).not.toContain('settings');
    expect(ids(undefined)).not.toContain('accounting');
  });
});

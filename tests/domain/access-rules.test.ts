import { describe, expect, it } from 'vitest';
import { accessOf, ADMIN_ONLY_MESSAGE, allows, LIMITED_ACCESS_MESSAGE, permissions, refusalMessage, type Permission } from '../../src/domain/access-rules';
import { documentOwnerScope } from '../../server/auth/policy';

const admin = { id: 'a', role: 'admin' as const, staffAccess: 'Limited Access' as const };
const staff = (staffAccess: 'All Records' | 'Own Records' | 'Limited Access') => ({ id: 's', role: 'staff' as const, staffAccess });
const everyPermission = Object.keys(permissions) as Permission[];

describe('the access rules (docs/decisions/009-roles-and-staff-access.md)', () => {
  it('lets admins do everything, whatever Staff Access says', () => {
    for (const permission of everyPermission) expect(allows(accessOf(admin), permission)).toBe(true);
  });

  it('keeps settings, users, accounts, shop setup and every deletion to admins', () => {
    for (const level of ['All Records', 'Own Records', 'Limited Access'] as const) {
      for (const permission of ['shopSetup', 'users', 'accounts', 'deleteRecords'] as const) {
        expect(allows(accessOf(staff(level)), permission)).toBe(false);
        expect(refusalMessage(permission)).toBe(ADMIN_ONLY_MESSAGE);
      }
    }
  });

  it('lets All Records and Own Records staff work with the catalog, documents and reports', () => {
    for (const level of ['All Records', 'Own Records'] as const) {
      for (const permission of ['catalogRead', 'catalogEdit', 'purchases', 'sales', 'returns', 'customers', 'reports'] as const) {
        expect(allows(accessOf(staff(level)), permission)).toBe(true);
      }
    }
  });

  it('keeps Limited Access staff to the POS and sales, reading the catalog and adding customers for them', () => {
    const limited = accessOf(staff('Limited Access'));
    for (const permission of ['signedIn', 'catalogRead', 'sales', 'customerAdd'] as const) expect(allows(limited, permission)).toBe(true);
    for (const permission of ['catalogEdit', 'purchases', 'returns', 'customers', 'reports'] as const) {
      expect(allows(limited, permission)).toBe(false);
      expect(refusalMessage(permission)).toBe(LIMITED_ACCESS_MESSAGE);
    }
  });

  it('tells a refused user why, in words', () => {
    expect(refusalMessage('users')).toBe('Only an admin can do this.');
    expect(refusalMessage('reports')).toBe('Your access is limited to the POS and sales. Ask an admin for more.');
  });

  it('allows nothing before the access is known', () => {
    for (const permission of everyPermission) expect(allows(undefined, permission)).toBe(false);
  });

  it('narrows documents to their creator for Own Records and Limited Access staff (docs/roles-and-access.md)', () => {
    expect(documentOwnerScope(staff('Own Records'))).toBe('s');
    expect(documentOwnerScope(staff('All Records'))).toBeNull();
    expect(documentOwnerScope(staff('Limited Access'))).toBe('s');
    expect(documentOwnerScope({ ...admin, staffAccess: 'Own Records' })).toBeNull();
  });

  it('names the access the browser shows', () => {
    expect([accessOf(admin), accessOf(staff('All Records')), accessOf(staff('Own Records')), accessOf(staff('Limited Access'))]).toEqual(['admin', 'all', 'own', 'limited']);
  });
});

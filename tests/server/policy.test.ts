import { describe, expect, it } from 'vitest';
import { accessOf, decide, documentOwnerScope } from '../../server/auth/policy';

const admin = { id: 'a', role: 'admin' as const, staffAccess: 'Limited Access' as const };
const staff = (staffAccess: 'All Records' | 'Own Records' | 'Limited Access') => ({ id: 's', role: 'staff' as const, staffAccess });

describe('the access policy (issue 4)', () => {
  it('lets admins do everything, whatever Staff Access says', () => {
    for (const [method, path] of [['DELETE', '/api/products/1'], ['PUT', '/api/settings'], ['GET', '/api/users'], ['POST', '/api/accounts']]) {
      expect(decide(admin, method, path)).toEqual({ allowed: true });
    }
  });

  it('keeps settings, users, accounts, transfers and every deletion to admins', () => {
    for (const access of ['All Records', 'Own Records', 'Limited Access'] as const) {
      for (const [method, path] of [['DELETE', '/api/brands/1'], ['DELETE', '/api/products'], ['PUT', '/api/settings'], ['GET', '/api/users'], ['PUT', '/api/users/1/role'], ['GET', '/api/accounts'], ['POST', '/api/transfers'], ['POST', '/api/units']]) {
        expect(decide(staff(access), method, path)).toEqual({ allowed: false, message: 'Only an admin can do this.' });
      }
    }
  });

  it('lets All Records and Own Records staff work with the catalog', () => {
    for (const access of ['All Records', 'Own Records'] as const) {
      expect(decide(staff(access), 'POST', '/api/products')).toEqual({ allowed: true });
      expect(decide(staff(access), 'PUT', '/api/categories/1')).toEqual({ allowed: true });
    }
  });

  it('keeps Limited Access staff to the POS and sales, reading the catalog for them', () => {
    const limited = staff('Limited Access');
    for (const [method, path] of [['GET', '/api/me'], ['PUT', '/api/profile/password'], ['GET', '/api/settings'], ['POST', '/api/sales'], ['GET', '/api/sales/1'], ['GET', '/api/products'], ['GET', '/api/customers'], ['POST', '/api/customers']]) {
      expect(decide(limited, method, path)).toEqual({ allowed: true });
    }
    for (const [method, path] of [['POST', '/api/products'], ['GET', '/api/purchase'], ['GET', '/api/reports/sales'], ['GET', '/api/dashboard'], ['POST', '/api/upload']]) {
      expect(decide(limited, method, path).allowed).toBe(false);
    }
  });

  it('narrows documents to their creator for Own Records staff only', () => {
    expect(documentOwnerScope(staff('Own Records'))).toBe('s');
    expect(documentOwnerScope(staff('All Records'))).toBeNull();
    expect(documentOwnerScope(staff('Limited Access'))).toBeNull();
    expect(documentOwnerScope({ ...admin, staffAccess: 'Own Records' })).toBeNull();
  });

  it('tells the browser the access to show', () => {
    expect([accessOf(admin), accessOf(staff('All Records')), accessOf(staff('Own Records')), accessOf(staff('Limited Access'))]).toEqual(['admin', 'all', 'own', 'limited']);
  });
});

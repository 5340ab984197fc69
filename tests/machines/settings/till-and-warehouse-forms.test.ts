import { describe, expect, it } from 'vitest';
import type { PickerLists } from '../../../src/machines/common/record-form.machine';
import { tillFormDefinition } from '../../../src/machines/settings/till-form';
import { warehouseFormDefinition } from '../../../src/machines/settings/warehouse-form';

/**
 * What Add Till and Edit Till start with (docs/tills-and-shifts.md#tills), and Edit Warehouse's Active
 * (docs/screens.md#warehouses): the choices a shop would otherwise have to make by hand each time.
 */
const option = (id: string, record: Record<string, unknown> = {}) => ({ id, name: id, record: { _id: id, name: id, ...record } });
const today = '2026-11-27';

describe('Add Till', () => {
  const first = (options: PickerLists) => tillFormDefinition.empty(options, today);

  it('starts on the only biller, and asks when there are several or none', () => {
    expect(first({ billers: [option('b1')] }).biller).toBe('b1');
    expect(first({ billers: [option('b1'), option('b2')] }).biller).toBe('');
    expect(first({ billers: [] }).biller).toBe('');
    expect(first({}).biller).toBe('');
  });

  it("starts the drawer on the shop's default account, and asks when none is default", () => {
    expect(first({ accounts: [option('bank'), option('cash', { isDefault: true })] }).cashAccount).toBe('cash');
    expect(first({ accounts: [option('bank'), option('cash', { isDefault: false })] }).cashAccount).toBe('');
    expect(first({}).cashAccount).toBe('');
  });

  it('leaves the warehouse and every method on its own choice', () => {
    const values = first({ warehouses: [option('w1')], billers: [option('b1')] });
    expect(values.warehouse).toBe('');
    expect([values['methodAccounts.Card'], values['methodAccounts.Paypal'], values['methodAccounts.Cheque'], values['methodAccounts.GiftCard']]).toEqual(['', '', '', '']);
  });
});

describe('Edit Till', () => {
  const till = { _id: 't1', name: 'Back counter', code: 'B2', warehouse: 'w1', biller: 'b1', cashAccount: 'cash', methodAccounts: { Card: 'bank', Paypal: null } };

  it('shows the till as saved while its warehouse is offered', () => {
    const values = tillFormDefinition.fromRecord(till, { warehouses: [option('w2'), option('w1')] });
    expect(values).toMatchObject({ name: 'Back counter', code: 'B2', warehouse: 'w1', biller: 'b1', cashAccount: 'cash', 'methodAccounts.Card': 'bank', 'methodAccounts.Paypal': '' });
  });

  it('asks for a warehouse again when the one saved is no longer offered (deactivated)', () => {
    expect(tillFormDefinition.fromRecord(till, { warehouses: [option('w2')] }).warehouse).toBe('');
    expect(tillFormDefinition.fromRecord(till, {}).warehouse).toBe('');
  });
});

describe('Edit Warehouse', () => {
  it('shows Active as saved, and a record without the field as active', () => {
    expect(warehouseFormDefinition.fromRecord({ _id: 'w1', name: 'Main', active: false }, {}).active).toBe(false);
    expect(warehouseFormDefinition.fromRecord({ _id: 'w1', name: 'Main', active: true }, {}).active).toBe(true);
    expect(warehouseFormDefinition.fromRecord({ _id: 'w1', name: 'Main' }, {}).active).toBe(true);
  });
});

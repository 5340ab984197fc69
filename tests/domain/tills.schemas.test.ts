/**
 * A till and its shifts on the wire (docs/tills-and-shifts.md, docs/screens.md "Tills"): what the
 * Add Till form and the POS's float, pay-in/pay-out, no-sale and blind count send, what each refusal
 * says and under which field, and the till, shift report and shift rows the screens read.
 */
import { describe, expect, it } from 'vitest';
import {
  cashMovementInputSchema,
  noSaleInputSchema,
  shiftCloseSchema,
  shiftListQuerySchema,
  shiftOpenSchema,
  shiftReportSchema,
  shiftRowSchema,
  tillInputSchema,
  tillSchema,
} from '../../src/domain/tills.schemas';
import { accepted, issuesOf } from './schema-issues';

const REQUIRED = 'This field is required.';
const WAREHOUSE = '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const BILLER = '6a1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const ACCOUNT = '7b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const CARD_ACCOUNT = '8c1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('the Add Till form', () => {
  const till = { name: 'Till 2', code: 't2', warehouse: WAREHOUSE, biller: BILLER, cashAccount: ACCOUNT };

  it('stores the code upper-case and leaves each method on General Setting\'s account unless told', () => {
    const generalSetting = { Card: null, Paypal: null, Cheque: null, GiftCard: null };
    expect(accepted(tillInputSchema, { ...till, name: ' Till 2 ', code: ' t2 ' })).toEqual({ ...till, code: 'T2', methodAccounts: generalSetting });
    expect(accepted(tillInputSchema, { ...till, methodAccounts: {} })).toEqual({ ...till, code: 'T2', methodAccounts: generalSetting });
    const named = accepted(tillInputSchema, {
      ...till,
      warehouse: ` ${WAREHOUSE.toUpperCase()} `,
      biller: BILLER.toUpperCase(),
      cashAccount: ACCOUNT.toUpperCase(),
      methodAccounts: { Card: CARD_ACCOUNT.toUpperCase(), Paypal: null },
    });
    expect(named).toEqual({ ...till, code: 'T2', methodAccounts: { ...generalSetting, Card: CARD_ACCOUNT } });
    expect(accepted(tillInputSchema, { ...till, code: 'Ab12Cd' }).code).toBe('AB12CD');
    expect(accepted(tillInputSchema, { ...till, code: '1' }).code).toBe('1');
    expect(accepted(tillInputSchema, { ...till, name: 'n'.repeat(100) }).name).toHaveLength(100);
  });

  it('says what is wrong under the field', () => {
    const code = '1 to 6 letters or digits.';
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: ' ' }, { name: [REQUIRED] }],
      [{ name: undefined }, { name: [REQUIRED] }],
      [{ name: 'n'.repeat(101) }, { name: ['At most 100 characters.'] }],
      [{ code: undefined }, { code: [REQUIRED] }],
      [{ code: 7 }, { code: [REQUIRED] }],
      [{ code: 'ABCDEFG' }, { code: [code] }],
      [{ code: 'T-2' }, { code: [code] }],
      [{ code: 'T 2' }, { code: [code] }],
      [{ warehouse: undefined }, { warehouse: [REQUIRED] }],
      [{ warehouse: 'Main' }, { warehouse: ['Choose a warehouse.'] }],
      [{ warehouse: 3 }, { warehouse: ['Choose a warehouse.'] }],
      [{ biller: 'Ada' }, { biller: ['Choose a biller.'] }],
      [{ biller: null }, { biller: [REQUIRED] }],
      [{ cashAccount: 'Cash' }, { cashAccount: ['Choose an account.'] }],
      [{ cashAccount: '' }, { cashAccount: [REQUIRED] }],
      [{ methodAccounts: { Card: 'Bank' } }, { 'methodAccounts.Card': ['Choose an account.'] }],
      [{ methodAccounts: { GiftCard: 5 } }, { 'methodAccounts.GiftCard': ['Choose an account.'] }],
      [{ methodAccounts: { Cash: ACCOUNT } }, { 'methodAccounts.Cash': ['methodAccounts names an account only for Card, Paypal, Cheque, GiftCard.'] }],
      [{ methodAccounts: { Deposit: null } }, { 'methodAccounts.Deposit': ['methodAccounts names an account only for Card, Paypal, Cheque, GiftCard.'] }],
      [{ methodAccounts: 'Bank' }, { methodAccounts: ['methodAccounts names an account only for Card, Paypal, Cheque, GiftCard.'] }],
      [{ receipts: 0 }, { receipts: ['A till has only name, code, warehouse, biller, cashAccount and methodAccounts.'] }],
    ];
    for (const [change, issues] of cases) expect(issuesOf(tillInputSchema, { ...till, ...change }), JSON.stringify(change)).toEqual(issues);
    expect(issuesOf(tillInputSchema, 'till')).toEqual({ '': ['A till has only name, code, warehouse, biller, cashAccount and methodAccounts.'] });
    for (const method of ['Card', 'Paypal', 'Cheque', 'GiftCard']) expect(accepted(tillInputSchema, { ...till, methodAccounts: { [method]: CARD_ACCOUNT } }).methodAccounts[method as 'Card']).toBe(CARD_ACCOUNT);
  });
});

describe('counting the drawer', () => {
  it('opens a shift on a float, as a total or by notes and coins', () => {
    expect(accepted(shiftOpenSchema, { float: 1500 })).toEqual({ float: 150000 });
    expect(accepted(shiftOpenSchema, { float: 0 })).toEqual({ float: 0 });
    const floatDenominations = [
      { value: 1000, count: 1 },
      { value: 0.5, count: 1000 },
    ];
    expect(accepted(shiftOpenSchema, { float: 1500, floatDenominations })).toEqual({
      float: 150000,
      floatDenominations: [
        { value: 100000, count: 1 },
        { value: 50, count: 1000 },
      ],
    });
    expect(accepted(shiftOpenSchema, { float: 0, floatDenominations: [{ value: 10, count: 0 }] }).floatDenominations).toEqual([{ value: 1000, count: 0 }]);
    expect(accepted(shiftOpenSchema, { float: 0, floatDenominations: [] }).floatDenominations).toEqual([]);
  });

  it('says what is wrong with a float or a count', () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { float: [REQUIRED] }],
      [{ float: '15' }, { float: ['Amount must be a number.'] }],
      [{ float: -1 }, { float: ['Amount must not be negative.'] }],
      [{ float: 1, floatDenominations: [{ value: 0, count: 1 }] }, { 'floatDenominations.0.value': ['A note or coin is worth more than 0.'] }],
      [{ float: 1, floatDenominations: [{ value: 1, count: -1 }] }, { 'floatDenominations.0.count': ['Count cannot be negative.'] }],
      [{ float: 1, floatDenominations: [{ value: 1, count: 1.5 }] }, { 'floatDenominations.0.count': ['Count must be a whole number.'] }],
      [{ float: 1, floatDenominations: [{ value: 1, count: '1' }] }, { 'floatDenominations.0.count': ['Count must be a number.'] }],
      [{ float: 1, floatDenominations: [{ value: 1, count: 100_001 }] }, { 'floatDenominations.0.count': ['At most 100,000.'] }],
      [{ float: 1, floatDenominations: [{ value: 1, count: 1, name: 'note' }] }, { 'floatDenominations.0.name': ['A denomination has only value and count.'] }],
      [{ float: 1, floatDenominations: Array.from({ length: 31 }, (_, index) => ({ value: index + 1, count: 0 })) }, { floatDenominations: ['At most 30 denominations.'] }],
      [{ float: 1, counted: 1 }, { counted: ['Opening a shift takes only float and floatDenominations.'] }],
    ];
    for (const [body, issues] of cases) expect(issuesOf(shiftOpenSchema, body), JSON.stringify(body).slice(0, 80)).toEqual(issues);
    expect(accepted(shiftOpenSchema, { float: 1, floatDenominations: [{ value: 0.01, count: 100_000 }] }).floatDenominations).toEqual([{ value: 1, count: 100_000 }]);
    expect(accepted(shiftOpenSchema, { float: 1, floatDenominations: Array.from({ length: 30 }, (_, index) => ({ value: index + 1, count: 0 })) }).floatDenominations).toHaveLength(30);
  });

  it('closes a shift on the blind count, with the same rules', () => {
    expect(accepted(shiftCloseSchema, { counted: 1495, countedDenominations: [{ value: 5, count: 299 }] })).toEqual({ counted: 149500, countedDenominations: [{ value: 500, count: 299 }] });
    expect(accepted(shiftCloseSchema, { counted: 0 })).toEqual({ counted: 0 });
    expect(issuesOf(shiftCloseSchema, {})).toEqual({ counted: [REQUIRED] });
    expect(issuesOf(shiftCloseSchema, { counted: 1, countedDenominations: [{ value: -5, count: 1 }] })).toEqual({ 'countedDenominations.0.value': ['Amount must not be negative.'] });
    expect(issuesOf(shiftCloseSchema, { counted: 1, countedDenominations: [{ value: 0, count: 1 }] })).toEqual({ 'countedDenominations.0.value': ['A note or coin is worth more than 0.'] });
    expect(issuesOf(shiftCloseSchema, { counted: 1, float: 1 })).toEqual({ float: ['Closing a shift takes only counted, countedDenominations and salesMade.'] });
  });
});

describe('pay-in, pay-out and no-sale', () => {
  it('records money put in or taken out, with its reason', () => {
    expect(accepted(cashMovementInputSchema, { direction: 'out', amount: 20.5, reason: ' Window cleaner ' })).toEqual({ direction: 'out', amount: 2050, reason: 'Window cleaner' });
    expect(accepted(cashMovementInputSchema, { direction: 'in', amount: 0.01, reason: 'r'.repeat(200) })).toEqual({ direction: 'in', amount: 1, reason: 'r'.repeat(200) });
    expect(accepted(noSaleInputSchema, { reason: ' Change for the bus ' })).toEqual({ reason: 'Change for the bus' });
  });

  it('says what is wrong under the field', () => {
    const movement = { direction: 'in', amount: 5, reason: 'Float top-up' };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ direction: undefined }, { direction: [REQUIRED] }],
      [{ direction: 'both' }, { direction: ['direction must be in or out.'] }],
      [{ amount: 0 }, { amount: ['Amount must be greater than 0.'] }],
      [{ amount: -5 }, { amount: ['Amount must not be negative.'] }],
      [{ amount: undefined }, { amount: [REQUIRED] }],
      [{ reason: '  ' }, { reason: [REQUIRED] }],
      [{ reason: 3 }, { reason: [REQUIRED] }],
      [{ reason: 'r'.repeat(201) }, { reason: ['At most 200 characters.'] }],
      [{ reason: 'two\nlines' }, { reason: ['The text has a control character (U+000A) that cannot be saved.'] }],
      [{ account: ACCOUNT }, { account: ['A pay-in or pay-out has only direction, amount and reason.'] }],
    ];
    for (const [change, issues] of cases) expect(issuesOf(cashMovementInputSchema, { ...movement, ...change }), JSON.stringify(change).slice(0, 60)).toEqual(issues);
    expect(issuesOf(noSaleInputSchema, {})).toEqual({ reason: [REQUIRED] });
    expect(issuesOf(noSaleInputSchema, { reason: 'r'.repeat(201) })).toEqual({ reason: ['At most 200 characters.'] });
    expect(issuesOf(noSaleInputSchema, { reason: 'Change', amount: 1 })).toEqual({ amount: ['A no-sale has only reason.'] });
  });
});

describe('what the screens read', () => {
  const shift = { _id: ACCOUNT, number: 3, openedAt: '2026-11-24T08:00:00.000Z', openedBy: 'Ada' };

  it('reads a till with its open shift and its last receipt', () => {
    const till = {
      _id: WAREHOUSE,
      name: 'Till 1',
      code: '1',
      warehouse: BILLER,
      warehouseName: 'Main',
      biller: BILLER,
      billerName: 'Shop',
      cashAccount: ACCOUNT,
      cashAccountName: 'Drawer 1',
      methodAccounts: { Card: CARD_ACCOUNT, Paypal: null, Cheque: null, GiftCard: null },
      openShift: shift,
      lastReceipt: 4,
      createdAt: '2026-11-24T08:00:00.000Z',
      updatedAt: '2026-11-24T08:00:00.000Z',
    };
    expect(accepted(tillSchema, till)).toEqual(till);
    expect(accepted(tillSchema, { ...till, openShift: null }).openShift).toBeNull();
    expect(issuesOf(tillSchema, { ...till, methodAccounts: { ...till.methodAccounts, Card: 1 } })).not.toEqual({});
    expect(issuesOf(tillSchema, { ...till, openShift: { ...shift, number: '3' } })).not.toEqual({});
  });

  it('reads the X and Z reports and the shift list', () => {
    const report = {
      shift: {
        _id: ACCOUNT,
        number: 3,
        status: 'awaiting-confirmation',
        tillId: WAREHOUSE,
        tillName: 'Till 1',
        tillCode: '1',
        openedAt: '2026-11-24T08:00:00.000Z',
        openedBy: 'Ada',
        closedAt: '2026-11-24T18:00:00.000Z',
        closedBy: 'Ada',
        confirmedAt: null,
        confirmedBy: null,
      },
      kind: 'Z',
      sales: { count: 3, amount: 120 },
      byMethod: [{ method: 'Cash', count: 2, amount: 80 }],
      refunds: { count: 1, amount: 12 },
      cashRefunds: 12,
      payIns: { count: 0, amount: 0 },
      payOuts: { count: 1, amount: 20 },
      noSales: 1,
      float: 1500,
      floatDenominations: [{ value: 1000, count: 1 }],
      expectedCash: 1548,
      counted: 1543,
      countedDenominations: null,
      variance: -5,
      varianceThreshold: 0,
      generatedAt: '2026-11-24T18:00:00.000Z',
    };
    expect(accepted(shiftReportSchema, report)).toEqual(report);
    expect(accepted(shiftReportSchema, { ...report, kind: 'X', shift: { ...report.shift, status: 'open' }, counted: null, variance: null }).kind).toBe('X');
    expect(issuesOf(shiftReportSchema, { ...report, kind: 'Y' })).not.toEqual({});
    expect(issuesOf(shiftReportSchema, { ...report, shift: { ...report.shift, status: 'paused' } })).not.toEqual({});
    for (const status of ['open', 'closed']) expect(accepted(shiftReportSchema, { ...report, shift: { ...report.shift, status } }).shift.status).toBe(status);
    const row = {
      _id: ACCOUNT,
      number: 3,
      status: 'closed',
      tillId: WAREHOUSE,
      tillName: 'Till 1',
      openedAt: '2026-11-24T08:00:00.000Z',
      openedBy: 'Ada',
      closedAt: '2026-11-24T18:00:00.000Z',
      closedBy: 'Ada',
      float: 1500,
      expectedCash: null,
      counted: null,
      variance: null,
    };
    expect(accepted(shiftRowSchema, row)).toEqual(row);
  });

  it('lists shifts by till, cashier, status and day', () => {
    expect(accepted(shiftListQuerySchema, {})).toEqual({ q: '', page: 1, pageSize: 10 });
    expect(accepted(shiftListQuerySchema, { till: ` ${WAREHOUSE.toUpperCase()} `, user: BILLER.toUpperCase(), status: 'awaiting-confirmation', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      q: '',
      page: 1,
      pageSize: 10,
      till: WAREHOUSE,
      user: BILLER,
      status: 'awaiting-confirmation',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(issuesOf(shiftListQuerySchema, { till: 'Till 1', user: 'Ada', status: 'done' })).toEqual({
      till: ['till must be a record id.'],
      user: ['user must be a record id.'],
      status: ['status must be one of open, awaiting-confirmation, closed.'],
    });
    expect(Object.keys(issuesOf(shiftListQuerySchema, { from: '2026-13-01', to: 'tomorrow' }))).toEqual(['from', 'to']);
  });
});

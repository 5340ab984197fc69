import { describe, expect, it } from 'vitest';
import { compact, moneyText, numberFromText, presentText, text } from '../../../src/machines/common/form-values';

// What a record form sends for what was typed, and shows for what the server sent.
describe('form values', () => {
  it('shows a stored value as text: nothing for null or absent, numbers and flags as written', () => {
    expect([text('Meezan Bank'), text(''), text(null), text(undefined), text(12.5), text(0), text(false)]).toEqual(['Meezan Bank', '', '', '', '12.5', '0', 'false']);
  });

  it('sends a typed number as a number, a blank as nothing, and anything else as typed for the schema to refuse', () => {
    expect(numberFromText(' 1500 ')).toBe(1500);
    expect(numberFromText('12.50')).toBe(12.5);
    expect(numberFromText('-3')).toBe(-3);
    expect(numberFromText(0)).toBe(0);
    expect([numberFromText(''), numberFromText('   '), numberFromText(null)]).toEqual([undefined, undefined, undefined]);
    // Not numbers: the domain answers 'must be a number' in its own words.
    expect(['12a', 'a12', '1.', '.5', '1,500', '1 500', '--1', '1.2.3', 'Infinity'].map(numberFromText)).toEqual(['12a', 'a12', '1.', '.5', '1,500', '1 500', '--1', '1.2.3', 'Infinity']);
  });

  it('sends typed text trimmed, and leaves a blank out', () => {
    expect([presentText('  Karachi  '), presentText('   '), presentText(''), presentText(undefined), presentText(7)]).toEqual(['Karachi', undefined, undefined, undefined, '7']);
  });

  it('shows an amount from the server with its two decimals, and anything it cannot read as it came', () => {
    expect([moneyText(1500), moneyText(24.99), moneyText(0), moneyText(-12.5)]).toEqual(['1500.00', '24.99', '0.00', '-12.50']);
    expect([moneyText('1500'), moneyText(null), moneyText(undefined)]).toEqual(['', '', '']);
    // More than two decimals is no amount ShopDesk stores: shown as sent, not rounded.
    expect(moneyText(1.005)).toBe('1.005');
  });

  it('leaves out of the body only what was not filled in', () => {
    expect(compact({ name: 'Cash', note: undefined, amount: 0, active: false, code: '', parent: null })).toEqual({ name: 'Cash', amount: 0, active: false, code: '', parent: null });
  });
});

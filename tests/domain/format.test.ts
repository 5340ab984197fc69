import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { DomainError } from '../../src/domain/domain-error';
import { DEFAULT_SHOP_SETTINGS, formatCurrencyName, formatDate, formatMoney, formatMonth, formatNumber, formatShortMonth, formatTime, parseDate } from '../../src/domain/format';
import { languages } from '../../src/domain/languages';
import { parseMoney } from '../../src/domain/money';
import { CURRENCIES, currencyOf } from '../../src/domain/currencies';
import { CURRENCY_POSITIONS, DATE_FORMATS } from '../../src/domain/shop-constants';
import { TIME_ZONES } from '../../src/domain/time-zones';
import { anyAmount } from './arbitraries';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('defaults to Pakistani Rupee, prefix', () => {
    expect(DEFAULT_SHOP_SETTINGS).toEqual({
      currency: 'Pakistani Rupee',
      currencyPosition: 'Prefix',
      dateFormat: 'dd-mm-yyyy',
      timeZone: 'Asia/Karachi',
    });
    expect(formatMoney(parseMoney(18500), DEFAULT_SHOP_SETTINGS)).toBe(`Rs${NBSP}18,500.00`);
  });

  it.each([
    [1_234_567.89, 'Pakistani Rupee', 'Prefix', `Rs${NBSP}1,234,567.89`],
    [1_234_567.89, 'US Dollar', 'Prefix', `$${NBSP}1,234,567.89`],
    [1_234_567.89, 'Euro', 'Suffix', `1,234,567.89${NBSP}€`],
    [1_234_567.89, 'Pakistani Rupee', 'Suffix', `1,234,567.89${NBSP}Rs`],
    [0, 'US Dollar', 'Prefix', `$${NBSP}0.00`],
    [0.05, 'US Dollar', 'Prefix', `$${NBSP}0.05`],
    [0.5, 'Euro', 'Prefix', `€${NBSP}0.50`],
    [999.99, 'Pakistani Rupee', 'Prefix', `Rs${NBSP}999.99`],
    [1000, 'Pakistani Rupee', 'Prefix', `Rs${NBSP}1,000.00`],
    [100_000, 'Pakistani Rupee', 'Prefix', `Rs${NBSP}100,000.00`],
    [-5, 'Pakistani Rupee', 'Prefix', `-Rs${NBSP}5.00`],
    [-1234.5, 'Euro', 'Suffix', `-1,234.50${NBSP}€`],
  ] as const)('%d in %s, %s → %s', (major, currency, currencyPosition, expected) => {
    expect(formatMoney(parseMoney(major, { allowNegative: true }), { currency, currencyPosition })).toBe(expected);
  });

  it('reads back as the same amount in every currency, position and language', () => {
    fc.assert(
      fc.property(anyAmount, fc.constantFrom(...CURRENCIES), fc.constantFrom(...CURRENCY_POSITIONS), fc.constantFrom(...languages), (amount, currency, currencyPosition, language) => {
        const shown = formatMoney(amount, { currency, currencyPosition }, language);
        expect(shown).toMatch(/^-?(\S+\u00a0)?\d{1,3}(,\d{3})*\.\d{2}(\u00a0\S+)?$/);
        const digits = shown.replace(currencyOf(currency).symbol, '').replaceAll(NBSP, '').replaceAll(',', '');
        expect(parseMoney(digits, { allowNegative: true })).toBe(amount);
      }),
    );
  });
});

describe('in the language the person reads (docs/i18n.md#formats)', () => {
  it('Urdu writes amounts and counts with the same Latin digits, grouped in thousands', () => {
    expect(formatMoney(parseMoney(1_234_567.89), DEFAULT_SHOP_SETTINGS, 'ur')).toBe(`Rs${NBSP}1,234,567.89`);
    expect(formatMoney(parseMoney(-5, { allowNegative: true }), { currency: 'Euro', currencyPosition: 'Suffix' }, 'ur')).toBe(`-5.00${NBSP}€`);
    expect(formatNumber(1_234_567, 'ur')).toBe('1,234,567');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
  });

  it('names a currency in the language, its English name when Intl has none', () => {
    expect(formatCurrencyName('Pakistani Rupee')).toBe('Pakistani Rupee');
    expect(formatCurrencyName('Pakistani Rupee', 'ur')).toBe('پاکستانی روپیہ');
    expect(formatCurrencyName('US Dollar', 'ur')).toBe('امریکی ڈالر');
  });

  it('names months in the language', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-01', 'en')).toBe('January 2026');
    expect(formatMonth('2026-11', 'ur')).toBe('نومبر 2026');
    expect(formatShortMonth('2026-11')).toBe('Nov');
    expect(formatShortMonth('2026-01', 'ur')).toBe('جنوری');
  });
});

describe('formatDate', () => {
  // 20:00 UTC on 30 March 2025: already 31 March in Karachi (UTC+5), still the 30th in New York (EDT).
  const evening = new Date('2025-03-30T20:00:00Z');

  it.each([
    ['dd-mm-yyyy', 'Asia/Karachi', '31-03-2025'],
    ['mm-dd-yyyy', 'Asia/Karachi', '03-31-2025'],
    ['yyyy-mm-dd', 'Asia/Karachi', '2025-03-31'],
    ['dd-mm-yyyy', 'UTC', '30-03-2025'],
    ['dd-mm-yyyy', 'America/New_York', '30-03-2025'],
  ] as const)('an instant in %s, %s → %s', (dateFormat, timeZone, expected) => {
    expect(formatDate(evening, { dateFormat, timeZone })).toBe(expected);
  });

  it('shows a calendar date as the same day whatever the time zone', () => {
    for (const timeZone of TIME_ZONES) {
      expect(formatDate('2025-01-05', { dateFormat: 'dd-mm-yyyy', timeZone })).toBe('05-01-2025');
      expect(formatDate('2025-01-05', { dateFormat: 'mm-dd-yyyy', timeZone })).toBe('01-05-2025');
    }
  });

  it('refuses a calendar date that does not exist', () => {
    expect(() => formatDate('2025-02-29', DEFAULT_SHOP_SETTINGS)).toThrow(DomainError);
    expect(formatDate('2024-02-29', DEFAULT_SHOP_SETTINGS)).toBe('29-02-2024');
  });

  it('formats the day calendarDateIn gives, in every format and zone', () => {
    const instants = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instants, fc.constantFrom(...TIME_ZONES), fc.constantFrom(...DATE_FORMATS), (instant, timeZone, dateFormat) => {
        const day = calendarDateIn(instant, timeZone);
        expect(formatDate(instant, { dateFormat, timeZone })).toBe(formatDate(day, { dateFormat, timeZone }));
        expect(formatDate(instant, { dateFormat: 'yyyy-mm-dd', timeZone })).toBe(day);
      }),
    );
  });

  it('calendarDateIn gives the day on the shop clock', () => {
    expect(calendarDateIn(new Date('2025-12-31T23:59:59Z'), 'UTC')).toBe('2025-12-31');
    expect(calendarDateIn(new Date('2025-12-31T23:59:59Z'), 'Asia/Karachi')).toBe('2026-01-01');
  });
});

describe('formatTime: the receipt\'s time on the shop clock, 24 hours (docs/screens.md#receipt)', () => {
  it.each([
    ['2026-11-24T09:05:00Z', 'Asia/Karachi', '14:05'],
    ['2026-11-24T23:30:00Z', 'UTC', '23:30'],
    ['2026-11-24T23:30:00Z', 'America/New_York', '18:30'],
    ['2026-11-24T23:30:00Z', 'Asia/Karachi', '04:30'],
    ['2026-03-29T00:59:00Z', 'Europe/London', '00:59'],
    ['2026-03-29T01:00:00Z', 'Europe/London', '02:00'],
  ] as const)('%s in %s is %s', (instant, timeZone, shown) => {
    expect(formatTime(new Date(instant), timeZone)).toBe(shown);
  });
});

describe('parseDate: what a person types in the shop date format', () => {
  it('reads each format, with one-digit parts and / or . between them', () => {
    expect(parseDate('31-03-2025', 'dd-mm-yyyy')).toBe('2025-03-31');
    expect(parseDate('3/4/2025', 'dd-mm-yyyy')).toBe('2025-04-03');
    expect(parseDate('03-31-2025', 'mm-dd-yyyy')).toBe('2025-03-31');
    expect(parseDate('2025.03.31', 'yyyy-mm-dd')).toBe('2025-03-31');
  });
  it('refuses what is not a real day in that format', () => {
    for (const text of ['', '31-03', '2025-03-31', '31-13-2025', '29-02-2025', '31-03-25', 'ab-03-2025', '31-03-2025-1']) expect(parseDate(text, 'dd-mm-yyyy')).toBeNull();
    expect(parseDate('03-31-2025', 'dd-mm-yyyy')).toBeNull();
    for (const text of ['31-03-20255', '031-03-2025', '31-003-2025', '3a-03-2025', '31-3a-2025', '31-03-2o25', '+1-03-2025', '31 -03-2025', '1e1-03-2025']) {
      expect(parseDate(text, 'dd-mm-yyyy'), text).toBeNull();
    }
    expect(parseDate(' 31-03-2025 ', 'dd-mm-yyyy')).toBe('2025-03-31');
  });
  it('reads back what formatDate wrote', () => {
    for (const dateFormat of ['dd-mm-yyyy', 'mm-dd-yyyy', 'yyyy-mm-dd'] as const) expect(parseDate(formatDate('2024-02-29', { dateFormat, timeZone: 'UTC' }), dateFormat)).toBe('2024-02-29');
  });
});

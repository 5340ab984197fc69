import { describe, expect, it } from 'vitest';
import { CURRENCY_TABLE } from '../../src/domain/currencies';
import { formatMoney } from '../../src/domain/format';
import { parseMoney } from '../../src/domain/money';

/** General Setting's currencies (src/domain/currencies.ts) against what Intl says of each, and as formatMoney shows them. */
describe('the currencies General Setting offers', () => {
  const names = new Intl.DisplayNames('en', { type: 'currency' });
  const narrowSymbol = (code: string) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(1).find((part) => part.type === 'currency')!.value;

  it('are ISO 4217 codes Intl knows, each with its English name and narrow sign', () => {
    const known = new Set(Intl.supportedValuesOf('currency'));
    for (const row of CURRENCY_TABLE) {
      expect(known.has(row.code), row.code).toBe(true);
      expect([row.code, names.of(row.code)]).toEqual([row.code, row.name]);
      expect([row.code, narrowSymbol(row.code)]).toEqual([row.code, row.symbol]);
    }
  });

  it('hold each code and each name once, the real ones a shop asks for among them', () => {
    expect(new Set(CURRENCY_TABLE.map((row) => row.code)).size).toBe(CURRENCY_TABLE.length);
    expect(new Set(CURRENCY_TABLE.map((row) => row.name)).size).toBe(CURRENCY_TABLE.length);
    const codes = CURRENCY_TABLE.map((row) => row.code);
    for (const code of ['PKR', 'USD', 'EUR', 'GBP', 'AED', 'INR', 'SAR', 'CAD', 'AUD', 'ZAR']) expect(codes).toContain(code);
    // Money is kept in hundredths: no currency of 0 or 3 minor digits in ISO 4217.
    for (const code of ['JPY', 'KRW', 'VND', 'KWD', 'BHD', 'OMR', 'CLF']) expect(codes).not.toContain(code);
  });

  it.each([
    ['British Pound', `£\u00a012.50`],
    ['United Arab Emirates Dirham', `AED\u00a012.50`],
    ['Indian Rupee', `₹\u00a012.50`],
    ['Saudi Riyal', `SAR\u00a012.50`],
  ] as const)('shows %s with its own sign: %s', (currency, shown) => {
    expect(formatMoney(parseMoney('12.50'), { currency, currencyPosition: 'Prefix' })).toBe(shown);
  });
});

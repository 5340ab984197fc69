import { describe, expect, it } from 'vitest';
import { CURRENCY_TABLE } from '../../src/domain/currencies';
import { DENOMINATION_TABLES, denominationsOf } from '../../src/domain/denominations';
import { toDecimalText } from '../../src/domain/money';
import { MAX_DENOMINATIONS } from '../../src/domain/tills.schemas';

/** ISO 4217's minor digits of each currency with a table (the exponent: 2 means hundredths). */
const ISO_MINOR_DIGITS: Record<string, number> = { PKR: 2, USD: 2, EUR: 2, GBP: 2, AED: 2, INR: 2, SAR: 2, AUD: 2, CAD: 2 };

/** The notes and coins in circulation as their issuers print them, largest first, written apart from the code. */
const FACE_VALUES: Record<string, string[]> = {
  PKR: ['5000.00', '1000.00', '500.00', '100.00', '50.00', '20.00', '10.00', '5.00', '2.00', '1.00'],
  USD: ['100.00', '50.00', '20.00', '10.00', '5.00', '2.00', '1.00', '0.50', '0.25', '0.10', '0.05', '0.01'],
  EUR: ['500.00', '200.00', '100.00', '50.00', '20.00', '10.00', '5.00', '2.00', '1.00', '0.50', '0.20', '0.10', '0.05', '0.02', '0.01'],
  GBP: ['50.00', '20.00', '10.00', '5.00', '2.00', '1.00', '0.50', '0.20', '0.10', '0.05', '0.02', '0.01'],
  AED: ['1000.00', '500.00', '200.00', '100.00', '50.00', '20.00', '10.00', '5.00', '1.00', '0.50', '0.25'],
  INR: ['500.00', '200.00', '100.00', '50.00', '20.00', '10.00', '5.00', '2.00', '1.00'],
  SAR: ['500.00', '200.00', '100.00', '50.00', '10.00', '5.00', '2.00', '1.00', '0.50', '0.25', '0.10', '0.05'],
  AUD: ['100.00', '50.00', '20.00', '10.00', '5.00', '2.00', '1.00', '0.50', '0.20', '0.10', '0.05'],
  CAD: ['100.00', '50.00', '20.00', '10.00', '5.00', '2.00', '1.00', '0.25', '0.10', '0.05'],
};

describe('notes and coins by currency', () => {
  it('has a table for PKR, USD, EUR, GBP, AED, INR, SAR, AUD and CAD, each a currency General Setting offers', () => {
    expect(Object.keys(DENOMINATION_TABLES).sort()).toEqual(Object.keys(FACE_VALUES).sort());
    const offered = new Set(CURRENCY_TABLE.map((row) => row.code));
    for (const code of Object.keys(DENOMINATION_TABLES)) expect(offered.has(code as never), code).toBe(true);
  });

  for (const [code, faces] of Object.entries(FACE_VALUES)) {
    it(`${code}: the face values in minor units, largest first, each a whole number of the currency's smallest unit`, () => {
      const table = DENOMINATION_TABLES[code as keyof typeof DENOMINATION_TABLES]!;
      expect(table.map((value) => toDecimalText(value))).toEqual(faces);
      // Money is kept in hundredths; a currency of d minor digits has no amount finer than 10^(2 − d) hundredths.
      const smallest = 10 ** (2 - ISO_MINOR_DIGITS[code]!);
      for (const value of table) expect(Number.isInteger(value) && value > 0 && value % smallest === 0, `${code} ${value}`).toBe(true);
      expect([...table].sort((first, second) => second - first)).toEqual(table);
      expect(new Set(table).size).toBe(table.length);
      // A count by denomination sends at most MAX_DENOMINATIONS rows (the server's bound).
      expect(table.length).toBeLessThanOrEqual(MAX_DENOMINATIONS);
    });
  }

  it("finds the shop's table by the currency's name, and none for a currency without one (counted as a total)", () => {
    expect(denominationsOf('US Dollar')).toBe(DENOMINATION_TABLES.USD);
    expect(denominationsOf('Pakistani Rupee')).toBe(DENOMINATION_TABLES.PKR);
    expect(denominationsOf('Bangladeshi Taka')).toBeNull();
  });
});

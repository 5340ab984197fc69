/**
 * The notes and coins a drawer is counted in, per currency, largest first, in minor units
 * (docs/tills-and-shifts.md#counting-the-drawer): the series in circulation that a till holds. Values
 * a note and a coin share (a 1-dollar note and coin, India's 10 and 20) are one line: the count is of
 * money, not of pieces by kind. A currency General Setting offers without a table here is counted as a
 * total.
 */
import { currencyOf, type Currency, type CurrencyCode } from './currencies';
import { parseMoney, type Minor } from './money';

/** Face values as printed (major units), in minor units. */
const major = (...values: number[]): Minor[] => values.map((value) => parseMoney(value));

export const DENOMINATION_TABLES: Readonly<Partial<Record<CurrencyCode, readonly Minor[]>>> = {
  // State Bank of Pakistan: notes 5,000 to 10, coins 5, 2 and 1.
  PKR: major(5000, 1000, 500, 100, 50, 20, 10, 5, 2, 1),
  // Federal Reserve notes 100 to 1; coins 50, 25, 10, 5 and 1 cent.
  USD: major(100, 50, 20, 10, 5, 2, 1, 0.5, 0.25, 0.1, 0.05, 0.01),
  // Euro notes 500 to 5; coins 2 euro to 1 cent.
  EUR: major(500, 200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01),
  // Bank of England notes 50 to 5; Royal Mint coins 2 pounds to 1 penny.
  GBP: major(50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01),
  // Central Bank of the UAE: notes 1,000 to 5; coins 1 dirham, 50 and 25 fils.
  AED: major(1000, 500, 200, 100, 50, 20, 10, 5, 1, 0.5, 0.25),
  // Reserve Bank of India: notes 500 to 10, coins 20 to 1 rupee.
  INR: major(500, 200, 100, 50, 20, 10, 5, 2, 1),
  // Saudi Central Bank: notes 500 to 5; coins 2 and 1 riyal, 50, 25, 10 and 5 halalas.
  SAR: major(500, 200, 100, 50, 10, 5, 2, 1, 0.5, 0.25, 0.1, 0.05),
  // Reserve Bank of Australia notes 100 to 5; coins 2 dollars to 5 cents.
  AUD: major(100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05),
  // Bank of Canada notes 100 to 5; coins 2 dollars to 5 cents (the cent is no longer issued).
  CAD: major(100, 50, 20, 10, 5, 2, 1, 0.25, 0.1, 0.05),
};

/** The notes and coins of the shop's currency, or null when it has none here (the drawer is counted as a total). */
export function denominationsOf(currency: Currency): readonly Minor[] | null {
  return DENOMINATION_TABLES[currencyOf(currency).code] ?? null;
}

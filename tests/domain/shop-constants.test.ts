import { describe, expect, it } from 'vitest';
import * as constants from '../../src/domain/shop-constants';
import { CURRENCIES } from '../../src/domain/currencies';
import { TIME_ZONES } from '../../src/domain/time-zones';
import { DomainError, atField } from '../../src/domain/domain-error';
import { isLowStock } from '../../src/domain/stock-level';
import { multiLine, singleLine } from '../../src/domain/text.schemas';
import * as timings from '../../src/domain/timings';
import * as v from 'valibot';

describe('the business constants of docs/api.md#records-and-their-fields and docs/screens.md#choices-and-reference-data', () => {
  it('offers the settings options in the order docs/screens.md#choices-and-reference-data gives, with their defaults', () => {
    expect(CURRENCIES.slice(0, 3)).toEqual(['Pakistani Rupee', 'US Dollar', 'Euro']);
    expect(constants.DEFAULT_CURRENCY).toBe('Pakistani Rupee');
    expect(constants.CURRENCY_POSITIONS).toEqual(['Prefix', 'Suffix']);
    expect(constants.DEFAULT_CURRENCY_POSITION).toBe('Prefix');
    expect(TIME_ZONES.slice(0, 3)).toEqual(['Asia/Karachi', 'UTC', 'America/New_York']);
    expect(constants.DEFAULT_TIME_ZONE).toBe('Asia/Karachi');
    expect(constants.STAFF_ACCESS_LEVELS).toEqual(['All Records', 'Own Records', 'Limited Access']);
    expect(constants.DEFAULT_STAFF_ACCESS).toBe('All Records');
    expect(constants.INVOICE_FORMATS).toEqual(['Standard', 'Detailed', 'Simple']);
    expect(constants.DEFAULT_INVOICE_FORMAT).toBe('Standard');
    expect(constants.DATE_FORMATS).toEqual(['dd-mm-yyyy', 'mm-dd-yyyy', 'yyyy-mm-dd']);
    expect(constants.DEFAULT_DATE_FORMAT).toBe('dd-mm-yyyy');
  });

  it("offers a product's choices (section 3)", () => {
    expect(constants.TAX_METHODS).toEqual(['Exclusive', 'Inclusive']);
    expect(constants.DEFAULT_TAX_METHOD).toBe('Exclusive');
    expect(constants.PRODUCT_TYPES).toEqual(['Standard', 'Digital', 'Service']);
    expect(constants.DEFAULT_PRODUCT_TYPE).toBe('Standard');
    expect(constants.BARCODE_SYMBOLOGIES).toEqual(['Code 128', 'Code 39', 'EAN-13', 'UPC-A']);
    expect(constants.DEFAULT_BARCODE_SYMBOLOGY).toBe('Code 128');
    expect(constants.UNIT_OPERATORS).toEqual(['*', '/']);
    expect(constants.DEFAULT_UNIT_OPERATOR).toBe('*');
  });

  it('pages lists by 10, 25 or 50 rows, and exports by 1000', () => {
    expect(constants.PAGE_SIZES).toEqual([10, 25, 50]);
    expect(constants.DEFAULT_PAGE_SIZE).toBe(10);
    expect(constants.MAX_LIST_PAGE_SIZE).toBe(1000);
  });

  it('takes images of up to 10 MB of the four types docs/screens.md#products names', () => {
    expect(constants.MAX_IMAGE_SIZE_BYTES).toBe(10_485_760);
    expect(constants.IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
  });
});

describe('the timings of docs/screens.md#toasts-and-timings', () => {
  it('redirects after login in 1.2 s, after signup and logout in 1 s', () => {
    expect([timings.LOGIN_REDIRECT_MS, timings.SIGNUP_REDIRECT_MS, timings.LOGOUT_REDIRECT_MS]).toEqual([1200, 1000, 1000]);
  });

  it('shows a toast 2 s (success) or 3 s (error) on login and signup, 3 s in the layout, else 5 s', () => {
    expect(timings.toastDuration('success', 'auth')).toBe(2000);
    expect(timings.toastDuration('error', 'auth')).toBe(3000);
    expect(timings.toastDuration('info', 'auth')).toBe(3000);
    for (const kind of ['success', 'error', 'info'] as const) {
      expect(timings.toastDuration(kind, 'layout')).toBe(3000);
      expect(timings.toastDuration(kind, 'default')).toBe(5000);
    }
  });
});

describe('a low stock level (docs/decisions/004-stock-on-hand-in-product-list.md)', () => {
  it('is at or below the alert quantity', () => {
    expect(isLowStock(4, 5)).toBe(true);
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
  });
});

describe('a domain error', () => {
  it('carries its code, message and the field it concerns', () => {
    const error = new DomainError('negative-amount', 'Amount must not be negative.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.message).toBe('Amount must not be negative.');
    expect(error.path).toEqual([]);
  });

  it('is placed under the field a rule ran on, unless it already names one', () => {
    const placed = (() => {
      try {
        atField(['lines', 2, 'discount'], () => {
          throw new DomainError('discount-exceeds-amount', 'Discount is above the amount.');
        });
      } catch (error) {
        return error as DomainError;
      }
    })();
    expect(placed).toBeInstanceOf(DomainError);
    expect([placed?.code, placed?.message, placed?.path]).toEqual(['discount-exceeds-amount', 'Discount is above the amount.', ['lines', 2, 'discount']]);
    const inner = new DomainError('invalid-quantity', 'Quantity must be at least 1.', ['quantity']);
    expect(() =>
      atField(['lines'], () => {
        throw inner;
      }),
    ).toThrow(inner);
    const other = new TypeError('boom');
    expect(() =>
      atField(['lines'], () => {
        throw other;
      }),
    ).toThrow(other);
    expect(atField(['x'], () => 42)).toBe(42);
  });
});

describe('text any field accepts (docs/decisions/013-one-transaction-per-write.md)', () => {
  const single = v.pipe(v.string(), singleLine());
  const multi = v.pipe(v.string(), multiLine());
  const problems = (schema: v.GenericSchema, text: unknown) => {
    const result = v.safeParse(schema, text);
    return result.success ? [] : result.issues.map((issue) => issue.message);
  };

  it('takes plain text, emoji and, on several lines, tabs and line breaks', () => {
    expect(problems(single, 'Café 😀 ~')).toEqual([]);
    expect(problems(multi, 'Line 1\r\n\tLine 2\n')).toEqual([]);
  });

  it('names the control character or broken surrogate it refuses', () => {
    expect(problems(single, 'a\tb')).toEqual(['The text has a control character (U+0009) that cannot be saved.']);
    expect(problems(single, 'a\u007fb')).toEqual(['The text has a control character (U+007F) that cannot be saved.']);
    expect(problems(single, 'a\u009fb')).toEqual(['The text has a control character (U+009F) that cannot be saved.']);
    expect(problems(multi, 'a\u0000b')).toEqual(['The text has a control character (U+0000) that cannot be saved.']);
    expect(problems(multi, 'a\u001bb')).toEqual(['The text has a control character (U+001B) that cannot be saved.']);
    expect(problems(single, 'a\ud83db')).toEqual(['The text has an unpaired UTF-16 surrogate (U+D83D); please type it again.']);
    expect(problems(multi, 'a\ude00')).toEqual(['The text has an unpaired UTF-16 surrogate (U+DE00); please type it again.']);
  });

  it('leaves a value that is not text to the type check before it', () => {
    expect(problems(single, 5)).toHaveLength(1);
    expect(problems(single, { toString: () => 'a\u0007' })).toHaveLength(1);
  });
});

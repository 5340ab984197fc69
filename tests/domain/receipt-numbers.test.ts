import { describe, expect, it } from 'vitest';
import { receiptReference } from '../../src/domain/receipt-numbers';

describe('a receipt reference', () => {
  it.each([
    ['1', 1, 'POS-1-000001'],
    ['1', 12, 'POS-1-000012'],
    ['T2', 999_999, 'POS-T2-999999'],
    ['3', 1_234_567, 'POS-3-1234567'],
  ])('till %s, number %i is %s', (code, number, reference) => {
    expect(receiptReference(code, number)).toBe(reference);
  });
});

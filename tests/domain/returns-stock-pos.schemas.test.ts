import { describe, expect, it } from 'vitest';
import { posCodeQuerySchema, posProductQuerySchema, posProductSchema } from '../../src/domain/pos.schemas';
import {
  purchaseReturnInputSchema,
  REFUND_METHODS,
  refundableOf,
  returnableSchema,
  returnCandidateQuerySchema,
  returnCandidateSchema,
  returnListQuerySchema,
  returnSchema,
  returnShare,
  saleReturnInputSchema,
  walkInCreditMessage,
} from '../../src/domain/returns.schemas';
import {
  ADJUSTMENT_MODES,
  ADJUSTMENT_REASONS,
  adjustmentDelta,
  adjustmentProblem,
  stockAdjustmentAnswerSchema,
  stockAdjustmentInputSchema,
  stockHistoryQuerySchema,
  stockHistorySchema,
} from '../../src/domain/stock.schemas';
import type { Minor } from '../../src/domain/money';
import { accepted, issuesOf } from './schema-issues';

const REQUIRED = 'This field is required.';
const ID = '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const LINE = '6a1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe("a return's money", () => {
  const line = { quantity: 3, subtotal: 1000 as Minor, returned: 0, returnedAmount: 0 as Minor };

  it('shares the line subtotal over its units, the last units taking what is left', () => {
    expect(returnShare(line, 1)).toBe(333);
    expect(returnShare(line, 2)).toBe(667);
    expect(returnShare(line, 3)).toBe(1000);
    expect(returnShare({ ...line, returned: 1, returnedAmount: 333 as Minor }, 2)).toBe(667);
    expect(returnShare({ ...line, returned: 1, returnedAmount: 333 as Minor }, 1)).toBe(333);
    expect(returnShare({ ...line, returned: 2, returnedAmount: 666 as Minor }, 1)).toBe(334);
  });

  it("refuses a walk-in sale's credit with what to refund instead (docs/money-and-payments.md)", () => {
    expect(walkInCreditMessage('12.00')).toBe('A walk-in customer has no deposit to credit: refund 12.00 instead.');
  });

  it('refunds only what the customer no longer owes', () => {
    expect(refundableOf(1000, 0)).toBe(1000);
    expect(refundableOf(1000, 400)).toBe(600);
    expect(refundableOf(1000, 1500)).toBe(0);
    expect(REFUND_METHODS).toEqual(['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard']);
  });
});

describe('a sale return and a purchase return', () => {
  const saleReturn = { sale: ` ${ID.toUpperCase()} `, lines: [{ lineId: LINE, quantity: 1 }] };

  it('restocks, refunds nothing and pays cash unless told otherwise', () => {
    expect(accepted(saleReturnInputSchema, saleReturn)).toEqual({ sale: ID, lines: [{ lineId: LINE, quantity: 1 }], restock: true, refundAmount: 0, creditAmount: 0, accountId: null, method: 'Cash', note: '' });
    expect(accepted(purchaseReturnInputSchema, { purchase: ID, lines: [{ lineId: LINE, quantity: 2 }], refundAmount: 5, accountId: ID, method: 'Card', note: ' n ' })).toEqual({
      purchase: ID,
      lines: [{ lineId: LINE, quantity: 2 }],
      refundAmount: 500,
      accountId: ID,
      method: 'Card',
      note: 'n',
    });
  });

  it('says what is wrong', () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ sale: 'SL-1' }, { sale: ['Choose a sale.'] }],
      [{ sale: 5 }, { sale: ['Choose a sale.'] }],
      [{ lines: 'all' }, { lines: ['lines is a list.'] }],
      [{ lines: [] }, { lines: ['Choose at least one line to return.'] }],
      [{ lines: Array.from({ length: 501 }, () => ({ lineId: LINE, quantity: 1 })) }, { lines: ['At most 500 lines.', 'A line appears twice.'] }],
      [{ lines: [{ lineId: LINE, quantity: 1 }, { lineId: LINE.toUpperCase(), quantity: 1 }] }, { lines: ['A line appears twice.'] }],
      [{ lines: [{ lineId: 'x', quantity: 1 }] }, { 'lines.0.lineId': ['Choose a line of the document.'] }],
      [{ lines: [{ lineId: LINE, quantity: 1, price: 1 }] }, { 'lines.0.price': ['A return line has lineId and quantity.'] }],
      [{ restock: 'no' }, { restock: ['restock is true or false.'] }],
      [{ accountId: 'Cash' }, { accountId: ['Choose an account.'] }],
      [{ method: 'Deposit' }, { method: ['method must be one of Cash, Card, Paypal, Cheque, GiftCard.'] }],
      [{ note: 'n'.repeat(1001) }, { note: ['At most 1000 characters.'] }],
      [{ purchase: ID }, { purchase: ['A sale return has sale, lines, restock, refundAmount, creditAmount, accountId, method, note and till.'] }],
    ];
    for (const [change, issues] of cases) expect(issuesOf(saleReturnInputSchema, { ...saleReturn, ...change }), JSON.stringify(change).slice(0, 60)).toEqual(issues);
    // Made at a till: the till by id (docs/tills-and-shifts.md#refunds-at-the-till).
    expect(accepted(saleReturnInputSchema, { ...saleReturn, till: ` ${ID.toUpperCase()} ` }).till).toBe(ID);
    expect(issuesOf(saleReturnInputSchema, { ...saleReturn, till: 'Till 1' })).toEqual({ till: ['till must be a record id.'] });
    expect(accepted(saleReturnInputSchema, { ...saleReturn, lines: [{ lineId: LINE, quantity: 1 }, { lineId: ID, quantity: 1 }], restock: false, note: 'n'.repeat(1000) }).restock).toBe(false);
    expect(issuesOf(purchaseReturnInputSchema, { purchase: 'x', lines: [{ lineId: LINE, quantity: 1 }], restock: true })).toEqual({
      purchase: ['Choose a purchase.'],
      restock: ['A purchase return has purchase, lines, refundAmount, accountId, method and note.'],
    });
  });

  it('reads what may be returned, the returns and the candidates', () => {
    const returnable = {
      _id: ID,
      reference: 'SL-1',
      date: '2026-11-24',
      party: 'Walk-in',
      creditAllowed: false,
      warehouse: 'Main',
      status: 'Completed',
      due: 0,
      lines: [{ lineId: LINE, productId: ID, productName: 'Phone', productCode: 'PH-1', variantId: null, variant: null, variantCode: null, quantity: 3, returned: 1, returnable: 2, unitAmount: 3.33, subTotal: 10, returnedAmount: 3.33 }],
    };
    expect(accepted(returnableSchema, returnable)).toEqual(returnable);
    const record = {
      _id: ID,
      reference: 'RS-1',
      date: '2026-11-24',
      document: 'SL-1',
      documentId: ID,
      party: null,
      warehouse: 'Main',
      restock: true,
      total: 3.33,
      refunded: 3.33,
      credited: 0,
      note: '',
      createdBy: 'Ada',
      createdAt: '2026-11-24T10:00:00.000Z',
      lines: [{ productId: ID, productName: 'Phone', productCode: 'PH-1', variantId: ID, variant: 'Red', variantCode: 'VRT-1', quantity: 1, subTotal: 3.33 }],
    };
    expect(accepted(returnSchema, record)).toEqual(record);
    const candidate = { _id: ID, reference: 'SL-1', date: '2026-11-24', party: 'Walk-in', warehouse: 'Main', returnable: 2 };
    expect(accepted(returnCandidateSchema, candidate)).toEqual(candidate);
  });
});

describe('the return list query', () => {
  it('starts at page 1 of 10', () => {
    expect(accepted(returnListQuerySchema, {})).toEqual({ q: '', page: 1, pageSize: 10 });
    for (const pageSize of ['10', '25', '50', '100']) expect(accepted(returnListQuerySchema, { pageSize }).pageSize).toBe(Number(pageSize));
    expect(accepted(returnListQuerySchema, { q: ' rs ', page: '123456789', from: '2026-11-01', to: '2026-11-30', warehouse: ` ${ID.toUpperCase()}` })).toEqual({
      q: 'rs',
      page: 123456789,
      pageSize: 10,
      from: '2026-11-01',
      to: '2026-11-30',
      warehouse: ID,
    });
    expect(accepted(returnCandidateQuerySchema, {})).toEqual({ q: '' });
    expect(accepted(returnCandidateQuerySchema, { q: ` ${'q'.repeat(200)} ` }).q).toHaveLength(200);
    expect(accepted(returnListQuerySchema, { q: 'q'.repeat(200) }).q).toHaveLength(200);
  });

  it('says which values it takes', () => {
    expect(issuesOf(returnListQuerySchema, { q: 'q'.repeat(201), page: '0', pageSize: '20', from: 'x2026-11-01', to: '2026-11-1', warehouse: 'Main' })).toEqual({
      q: ['Search text is too long.'],
      page: ['page must be a whole number from 1.'],
      pageSize: ['pageSize must be 10, 25, 50 or 100.'],
      from: ['Enter a date (YYYY-MM-DD).'],
      to: ['Enter a date (YYYY-MM-DD).'],
      warehouse: ['Choose a warehouse.'],
    });
    for (const page of ['01', '1234567890', 'x1', '1x']) expect(issuesOf(returnListQuerySchema, { page })).toEqual({ page: ['page must be a whole number from 1.'] });
    for (const pageSize of ['100x', 'x10', '1000']) expect(issuesOf(returnListQuerySchema, { pageSize })).toEqual({ pageSize: ['pageSize must be 10, 25, 50 or 100.'] });
    for (const from of ['2026-11-01x', '02026-11-01', '2026-011-01', '2026-11-001']) expect(issuesOf(returnListQuerySchema, { from, to: from })).toEqual({ from: ['Enter a date (YYYY-MM-DD).'], to: ['Enter a date (YYYY-MM-DD).'] });
    expect(issuesOf(returnCandidateQuerySchema, { q: 'q'.repeat(201) })).toEqual({ q: ['Search text is too long.'] });
    expect(issuesOf(returnListQuerySchema, { from: '2024-02-30', q: 'a\u0000' })).toEqual({ from: ['Enter a date (YYYY-MM-DD).'], q: ['The text has a control character (U+0000) that cannot be saved.'] });
  });
});

describe('a stock adjustment', () => {
  const adjustment = { productId: ` ${ID.toUpperCase()} `, warehouseId: LINE, mode: 'count', quantity: 0, reason: 'count' };

  it('sets to a counted quantity, or adds or removes some', () => {
    expect(adjustmentDelta('count', 7, 10)).toBe(-3);
    expect(adjustmentDelta('add', 7, 10)).toBe(7);
    expect(adjustmentDelta('remove', 7, 10)).toBe(-7);
    expect(adjustmentProblem('count', 10, 10)).toBe('10 already in stock: nothing to change.');
    expect(adjustmentProblem('remove', 11, 10)).toBe('Only 10 in stock: cannot remove 11.');
    expect(adjustmentProblem('remove', 10, 10)).toBeNull();
    expect(adjustmentProblem('count', 0, 10)).toBeNull();
  });

  it('names its reasons and modes (the screens\' words are in src/views/i18n/stock-names.ts)', () => {
    expect(ADJUSTMENT_REASONS).toEqual(['opening', 'count', 'damage', 'theft', 'correction']);
    expect(ADJUSTMENT_MODES).toEqual(['count', 'add', 'remove']);
  });

  it('takes a product and a warehouse by id, a whole quantity and a reason', () => {
    expect(accepted(stockAdjustmentInputSchema, adjustment)).toEqual({ productId: ID, warehouseId: LINE, mode: 'count', quantity: 0, reason: 'count', note: '' });
    expect(accepted(stockAdjustmentInputSchema, { ...adjustment, mode: 'add', quantity: 1_000_000, note: ' found ' })).toMatchObject({ quantity: 1_000_000, note: 'found' });
    expect(accepted(stockAdjustmentInputSchema, { ...adjustment, mode: 'remove', quantity: 1 }).quantity).toBe(1);
  });

  it('says what is wrong', () => {
    const quantity = 'Enter a whole number from 0 to 1,000,000.';
    expect(issuesOf(stockAdjustmentInputSchema, {})).toEqual({ productId: [REQUIRED], warehouseId: [REQUIRED], mode: [REQUIRED], quantity: [REQUIRED], reason: [REQUIRED] });
    expect(issuesOf(stockAdjustmentInputSchema, { ...adjustment, productId: 'Phone', warehouseId: 5, mode: 'set', reason: 'lost', note: 'n'.repeat(501) })).toEqual({
      productId: ['Choose a product.'],
      warehouseId: ['Choose a warehouse.'],
      mode: ['mode must be one of count, add, remove.'],
      reason: ['Choose a reason.'],
      note: ['At most 500 characters.'],
    });
    for (const value of ['1', 1.5, -1, 1_000_001]) expect(issuesOf(stockAdjustmentInputSchema, { ...adjustment, quantity: value })).toEqual({ quantity: [quantity] });
    for (const mode of ['add', 'remove']) expect(issuesOf(stockAdjustmentInputSchema, { ...adjustment, mode, quantity: 0 })).toEqual({ quantity: ['Enter a whole number from 1.'] });
    expect(issuesOf(stockAdjustmentInputSchema, { ...adjustment, cost: 1 })).toEqual({ cost: ['An adjustment has productId, variant, warehouseId, mode, quantity, reason and note.'] });
  });

  it('reads the answer and the stock history', () => {
    const answer = { reference: 'ADJ-1', productId: ID, variantId: null, warehouseId: LINE, delta: -3, onHand: 7 };
    expect(accepted(stockAdjustmentAnswerSchema, answer)).toEqual(answer);
    expect(accepted(stockHistoryQuerySchema, {})).toEqual({});
    expect(accepted(stockHistoryQuerySchema, { warehouseId: ` ${LINE.toUpperCase()} ` })).toEqual({ warehouseId: LINE });
    expect(issuesOf(stockHistoryQuerySchema, { warehouseId: 'Main' })).toEqual({ warehouseId: ['Choose a warehouse.'] });
    const history = {
      productId: ID,
      productName: 'Phone',
      productCode: 'PH-1',
      tracksStock: true,
      warehouses: [{ warehouseId: LINE, warehouse: 'Main', onHand: 7 }],
      levels: [{ warehouseId: LINE, warehouse: 'Main', variantId: ID, variant: 'Red', onHand: 7 }],
      variants: [{ id: ID, name: 'Red', itemCode: 'R' }],
      warehouseId: LINE,
      variantId: ID,
      movements: [{ _id: ID, variantId: ID, variant: 'Red', at: '2026-11-24T10:00:00.000Z', delta: -3, balance: 7, reason: 'count', reference: null, note: '', user: 'Ada' }],
      truncated: false,
    };
    expect(accepted(stockHistorySchema, history)).toEqual(history);
  });
});

describe('the POS reads', () => {
  it('reads a product tile', () => {
    const tile = {
      _id: ID,
      productName: 'Phone',
      productCode: 'PH-1',
      image: null,
      productPrice: 100,
      hasPromotion: true,
      promotionPrice: 90,
      promotionStart: '2026-11-01',
      promotionEnd: null,
      warehousePrices: { Main: 95 },
      productTaxRate: 10,
      taxMethod: 'Inclusive',
      quantity: 3,
      variantList: [{ _id: ID, name: 'Red', itemCode: 'VRT-1', barcode: null, additionalPrice: 5, quantity: 2 }],
      scannedVariant: 'VRT-1',
    };
    expect(accepted(posProductSchema, tile)).toEqual(tile);
    expect(accepted(posProductSchema, { ...tile, taxMethod: 'Exclusive' }).taxMethod).toBe('Exclusive');
  });

  it('shows 12 tiles a page, filtered by category, brand or featured', () => {
    expect(accepted(posProductQuerySchema, {})).toEqual({ q: '', page: 1, pageSize: 12 });
    const query = { q: ' ph ', warehouseId: ID, categoryId: ID, brandId: LINE, featured: 'true', page: '2', pageSize: '1000' };
    expect(accepted(posProductQuerySchema, query)).toEqual({ ...query, q: 'ph', page: 2, pageSize: 1000 });
    expect(accepted(posProductQuerySchema, { featured: 'false', q: 'q'.repeat(200) }).featured).toBe('false');
    expect(issuesOf(posProductQuerySchema, { q: 'q'.repeat(201), warehouseId: 'Main', categoryId: 'Phones', brandId: 'Apple', featured: 'yes', page: '0', pageSize: '1001' })).toEqual({
      q: ['Search text is too long.'],
      warehouseId: ['warehouseId must be a record id.'],
      categoryId: ['categoryId must be a record id.'],
      brandId: ['brandId must be a record id.'],
      featured: ['featured must be true or false.'],
      page: ['page must be a whole number from 1.'],
      pageSize: ['pageSize must be a whole number from 1 to 1000.'],
    });
    for (const page of ['01', '1234567890', 'x1', '1x']) expect(issuesOf(posProductQuerySchema, { page })).toEqual({ page: ['page must be a whole number from 1.'] });
    for (const pageSize of ['0', '10000', 'x1', '1x', '010', '1.5']) expect(issuesOf(posProductQuerySchema, { pageSize })).toEqual({ pageSize: ['pageSize must be a whole number from 1 to 1000.'] });
    expect(accepted(posProductQuerySchema, { page: '123456789', pageSize: '1' })).toMatchObject({ page: 123456789, pageSize: 1 });
  });

  it('finds a scanned code', () => {
    expect(accepted(posCodeQuerySchema, { code: ' PH-1 ' })).toEqual({ code: 'PH-1' });
    // Suggestions show the stock in the till's warehouse (docs/screens.md#point-of-sale).
    expect(accepted(posCodeQuerySchema, { code: 'PH-1', warehouseId: ID })).toEqual({ code: 'PH-1', warehouseId: ID });
    expect(issuesOf(posCodeQuerySchema, { code: 'PH-1', warehouseId: 'Main' })).toEqual({ warehouseId: ['warehouseId must be a record id.'] });
    expect(accepted(posCodeQuerySchema, { code: 'c'.repeat(120) }).code).toHaveLength(120);
    expect(issuesOf(posCodeQuerySchema, { code: ' ' })).toEqual({ code: ['code is required.'] });
    expect(issuesOf(posCodeQuerySchema, { code: 5 })).toEqual({ code: ['code is required.'] });
    expect(issuesOf(posCodeQuerySchema, { code: 'c'.repeat(121) })).toEqual({ code: ['code is too long.'] });
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PURCHASE_STATUS,
  PURCHASE_SORTS,
  PURCHASE_STATUSES,
  purchaseInputSchema,
  purchaseLineInputSchema,
  purchaseListQuerySchema,
  purchasePageSchema,
  purchasePaymentAnswerSchema,
  purchasePaymentInputSchema,
  purchaseRowSchema,
  purchaseSchema,
  SUPPLIER_PAYMENT_METHODS,
} from '../../src/domain/purchase.schemas';
import {
  idempotencyKeySchema,
  SALE_PAYMENT_METHODS,
  SALE_PAYMENT_STATUSES,
  SALE_SORT_COLUMNS,
  SALE_SOURCES,
  SALE_STATUSES,
  saleInputSchema,
  saleLineInputSchema,
  salePaymentInputSchema,
  saleRowSchema,
  saleSchema,
} from '../../src/domain/sales.schemas';
import { accepted, issuesOf } from './schema-issues';

const REQUIRED = 'This field is required.';
const ID = '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const stamps = { createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T11:00:00.000Z' };

describe('a purchase (docs/screens.md#purchases, Add Purchase)', () => {
  const line = { productId: ID, quantity: 2, productCost: 10 };
  const purchase = { warehouse: ' Main ', products: [line] };

  it('fills what the form may leave out', () => {
    expect(accepted(purchaseInputSchema, purchase)).toEqual({
      warehouse: 'Main',
      supplier: null,
      purchaseStatus: 'Received',
      orderTax: 0,
      discount: 0,
      shippingCost: 0,
      note: '',
      products: [{ productId: ID, quantity: 2, productCost: 1000, discount: 0 }],
      paidInFull: false,
    });
    expect(PURCHASE_STATUSES).toEqual(['Received', 'Pending', 'Ordered']);
    expect(DEFAULT_PURCHASE_STATUS).toBe('Received');
  });

  it('keeps what the form sends', () => {
    const full = {
      ...purchase,
      supplier: ' Acme ',
      purchaseStatus: 'Ordered',
      date: '2026-11-24',
      orderTax: 10,
      discount: 5,
      shippingCost: 2.5,
      note: ' Line 1\nLine 2 ',
      products: [{ _id: 'x', productName: 'Phone', productCode: ' PH-1 ', quantity: 1, productCost: 10, discount: 1, taxRate: 5, tax: 0.45, subTotal: 9.45 }],
      total: 12.34,
      paidInFull: true,
    };
    expect(accepted(purchaseInputSchema, full)).toEqual({
      warehouse: 'Main',
      supplier: 'Acme',
      purchaseStatus: 'Ordered',
      date: '2026-11-24',
      orderTax: 10_000,
      discount: 500,
      shippingCost: 250,
      note: 'Line 1\nLine 2',
      products: [{ _id: 'x', productName: 'Phone', productCode: 'PH-1', quantity: 1, productCost: 1000, discount: 100, taxRate: 5000, tax: 45, subTotal: 945 }],
      total: 1234,
      paidInFull: true,
    });
    for (const supplier of ['', null]) expect(accepted(purchaseInputSchema, { ...purchase, supplier }).supplier).toBeNull();
    expect(accepted(purchaseInputSchema, { ...purchase, products: [{ ...line, productId: ID.toUpperCase() }] }).products[0].productId).toBe(ID);
  });

  it("says 'Please select a warehouse' and 'Please add at least one product.'", () => {
    for (const warehouse of [undefined, null, '', '  ', 5]) {
      expect(issuesOf(purchaseInputSchema, { ...purchase, warehouse })).toEqual({ warehouse: ['Please select a warehouse'] });
    }
    expect(issuesOf(purchaseInputSchema, {})).toEqual({ warehouse: ['Please select a warehouse'], products: ['Please add at least one product.'] });
    expect(issuesOf(purchaseInputSchema, { ...purchase, products: [] })).toEqual({ products: ['Please add at least one product.'] });
    expect(issuesOf(purchaseInputSchema, { ...purchase, products: 'Phone' })).toEqual({ products: ['Please add at least one product.'] });
  });

  it('says what is wrong with the other fields', () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ warehouse: 'w'.repeat(101) }, { warehouse: ['At most 100 characters.'] }],
      [{ warehouse: 'Ma\u0007in' }, { warehouse: ['The text has a control character (U+0007) that cannot be saved.'] }],
      [{ supplier: 5 }, { supplier: ['Choose one of the listed options.'] }],
      [{ purchaseStatus: 'Lost' }, { purchaseStatus: ['purchaseStatus must be one of Received, Pending, Ordered.'] }],
      [{ date: '2026-02-30' }, { date: ['Enter a date (YYYY-MM-DD).'] }],
      [{ date: 20261124 }, { date: ['Enter a date (YYYY-MM-DD).'] }],
      [{ note: 5 }, { note: ['A note is text.'] }],
      [{ note: 'n'.repeat(2001) }, { note: ['At most 2000 characters.'] }],
      [{ note: 'a\u0000' }, { note: ['The text has a control character (U+0000) that cannot be saved.'] }],
      [{ paidInFull: 'yes' }, { paidInFull: ['paidInFull is true or false.'] }],
      [{ products: Array.from({ length: 10_001 }, () => line) }, { products: ['At most 10000 lines.'] }],
      [{ vendor: 'x' }, { vendor: ['Unknown purchase field.'] }],
      [{ products: [{ quantity: 1, productCost: 10 }] }, { 'products.0': ['Name the product by productId or productCode.'] }],
      [{ products: [{ ...line, productId: 'x' }] }, { 'products.0.productId': ['This is not a product id.'] }],
      [{ products: [{ ...line, productId: 5 }] }, { 'products.0.productId': ['A product id is text.'] }],
      [{ products: [{ productCode: 5, quantity: 1, productCost: 1 }] }, { 'products.0.productCode': ['A product code is text.'] }],
      [{ products: [{ productCode: 'C'.repeat(51), quantity: 1, productCost: 1 }] }, { 'products.0.productCode': ['At most 50 characters.'] }],
      [{ products: [{ productId: ID }] }, { 'products.0.quantity': [REQUIRED], 'products.0.productCost': [REQUIRED] }],
      [{ products: [{ ...line, colour: 'red' }] }, { 'products.0.colour': ['A purchase line has only productId, productCode, variant, quantity, productCost, discount, taxRate, tax and subTotal.'] }],
    ];
    for (const [change, issues] of cases) expect(issuesOf(purchaseInputSchema, { ...purchase, ...change }), JSON.stringify(change).slice(0, 80)).toEqual(issues);
    expect(accepted(purchaseInputSchema, { ...purchase, warehouse: 'w'.repeat(100), note: 'n'.repeat(2000) }).warehouse).toHaveLength(100);
    expect(accepted(purchaseLineInputSchema, { productCode: 'C'.repeat(50), quantity: 1, productCost: 1 }).productCode).toHaveLength(50);
  });

  it('reads a purchase, its list row and a page', () => {
    const row = {
      _id: ID,
      reference: 'PR-1',
      date: '2026-11-24',
      warehouse: 'Main',
      warehouseId: ID,
      supplier: null,
      supplierId: null,
      purchaseStatus: 'Pending',
      orderTax: 10,
      orderTaxAmount: 1,
      discount: 0,
      shippingCost: 0,
      note: '',
      linesTotal: 10,
      total: 11,
      paid: 5,
      due: 6,
      paymentStatus: 'Partial',
      attachment: `/uploads/${'b'.repeat(64)}.pdf`,
      createdBy: 'Ada',
      ...stamps,
    };
    const purchase = { ...row, products: [{ _id: ID, productId: ID, productName: 'Phone', productCode: 'PH-1', variantId: null, variant: null, variantCode: null, quantity: 1, productCost: 10, discount: 0, taxRate: 0, tax: 0, subTotal: 10 }] };
    expect(accepted(purchaseSchema, purchase)).toEqual(purchase);
    expect(accepted(purchaseRowSchema, purchase)).toEqual(row);
    expect(accepted(purchasePageSchema, { showAllPurchases: [row], total: 1 })).toEqual({ showAllPurchases: [row], total: 1 });
    const payment = { _id: ID, reference: 'PP-1', date: '2026-11-24', amount: 5, accountId: ID, account: 'Cash', method: 'Cash', methodNumber: '', note: '', createdAt: stamps.createdAt };
    const answer = { success: true, message: 'Payment added', payment, purchase: row };
    expect(accepted(purchasePaymentAnswerSchema, answer)).toEqual(answer);
  });
});

describe('the purchase list query', () => {
  it('sorts by date, newest first, unless told otherwise', () => {
    expect(accepted(purchaseListQuerySchema, {})).toEqual({ q: '', page: 1, pageSize: 10, sort: 'date', dir: 'desc' });
    const query = { q: 'acme', page: '2', pageSize: '25', status: 'Pending', warehouse: ' Main ', supplier: ' Acme ', from: '2026-11-01', to: '2026-11-30', sort: 'total', dir: 'asc' };
    expect(accepted(purchaseListQuerySchema, query)).toEqual({ ...query, page: 2, pageSize: 25, warehouse: 'Main', supplier: 'Acme' });
    expect(PURCHASE_SORTS).toEqual(['date', 'total']);
  });

  it('says which values it takes', () => {
    expect(issuesOf(purchaseListQuerySchema, { status: 'Lost', warehouse: 5, supplier: 5, from: 'x', to: '2026-13-01', sort: 'supplier', dir: 'up' })).toEqual({
      status: ['status must be one of Received, Pending, Ordered.'],
      warehouse: ['Choose one of the listed options.'],
      supplier: ['Choose one of the listed options.'],
      from: ['Enter a date (YYYY-MM-DD).'],
      to: ['Enter a date (YYYY-MM-DD).'],
      sort: ['sort must be one of date, total.'],
      dir: ['dir must be asc or desc.'],
    });
  });
});

describe('a payment to a supplier', () => {
  it('comes from an account, in cash unless told otherwise', () => {
    expect(accepted(purchasePaymentInputSchema, { amount: 5, account: ' Cash ' })).toEqual({ amount: 500, account: 'Cash', method: 'Cash', methodNumber: '', note: '' });
    expect(accepted(purchasePaymentInputSchema, { amount: 0.01, account: 'Bank', method: 'Cheque', methodNumber: ' 123 ', date: '2026-11-24', note: 'n' })).toEqual({
      amount: 1,
      account: 'Bank',
      method: 'Cheque',
      methodNumber: '123',
      date: '2026-11-24',
      note: 'n',
    });
    expect(SUPPLIER_PAYMENT_METHODS).toEqual(['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard']);
  });

  it('says what is wrong', () => {
    expect(issuesOf(purchasePaymentInputSchema, {})).toEqual({ amount: [REQUIRED], account: [REQUIRED] });
    expect(issuesOf(purchasePaymentInputSchema, { amount: 0, account: ' ' })).toEqual({ amount: ['The amount must be more than 0.'], account: [REQUIRED] });
    expect(issuesOf(purchasePaymentInputSchema, { amount: 1, account: 5 })).toEqual({ account: ['Choose an account.'] });
    expect(issuesOf(purchasePaymentInputSchema, { amount: 1, account: 'Cash', method: 'Deposit', methodNumber: 'n'.repeat(101) })).toEqual({
      method: ['method must be one of Cash, Card, Paypal, Cheque, GiftCard.'],
      methodNumber: ['At most 100 characters.'],
    });
    expect(issuesOf(purchasePaymentInputSchema, { amount: 1, account: 'Cash', methodNumber: '1\u0007' })).toEqual({
      methodNumber: ['The text has a control character (U+0007) that cannot be saved.'],
    });
    expect(issuesOf(purchasePaymentInputSchema, { amount: 1, account: 'Cash', supplier: 'x' })).toEqual({ supplier: ['A payment has only amount, account, method, methodNumber, date and note.'] });
  });
});

describe('a sale (docs/screens.md#sales, Add Sale)', () => {
  const sale = { customer: ' Walk-in ', warehouse: ' Main ', biller: ' Till ', products: [{ _id: ID }] };

  it('fills what the form may leave out: quantity 1, Completed, Pending, from the sale form', () => {
    expect(accepted(saleInputSchema, sale)).toEqual({
      customer: 'Walk-in',
      warehouse: 'Main',
      biller: 'Till',
      orderTax: 0,
      orderDiscount: 0,
      shippingCost: 0,
      coupon: 0,
      saleStatus: 'Completed',
      paymentStatus: 'Pending',
      saleNote: '',
      staffNote: '',
      source: 'sale',
      products: [{ _id: ID, quantity: 1 }],
      payments: [],
    });
    expect(SALE_STATUSES).toEqual(['Completed', 'Pending', 'Canceled']);
    expect(SALE_PAYMENT_STATUSES).toEqual(['Pending', 'Due', 'Paid']);
    expect(SALE_SOURCES).toEqual(['sale', 'pos']);
    expect(SALE_PAYMENT_METHODS).toEqual(['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard', 'Deposit']);
    expect(SALE_SORT_COLUMNS).toEqual(['date', 'reference', 'customer', 'biller', 'saleStatus', 'grandTotal', 'paid', 'due']);
  });

  it('keeps what the POS sends', () => {
    const body = {
      ...sale,
      orderTax: 10,
      orderDiscount: 1,
      shippingCost: 2,
      coupon: 3,
      saleStatus: 'Pending',
      paymentStatus: 'Paid',
      saleNote: 'Line 1\nLine 2',
      staffNote: 's',
      source: 'pos',
      date: '2026-11-24',
      products: [{ _id: ID.toUpperCase(), productName: ' Phone ', productCode: ' PH-1 ', quantity: 2, unitPrice: 10, discount: 1, taxRate: 5, variant: ' Red ', subTotal: 19.95 }],
      totalAmount: 20,
      payments: [{ method: 'Cheque', amount: 20, accountId: ID.toUpperCase(), methodNumber: ' 42 ', received: 20 }],
      idempotencyKey: ' key-1 ',
    };
    expect(accepted(saleInputSchema, body)).toEqual({
      customer: 'Walk-in',
      warehouse: 'Main',
      biller: 'Till',
      orderTax: 10_000,
      orderDiscount: 100,
      shippingCost: 200,
      coupon: 300,
      saleStatus: 'Pending',
      paymentStatus: 'Paid',
      saleNote: 'Line 1\nLine 2',
      staffNote: 's',
      source: 'pos',
      date: '2026-11-24',
      products: [{ _id: ID, productName: 'Phone', productCode: 'PH-1', quantity: 2, unitPrice: 1000, discount: 100, taxRate: 5000, variant: 'Red', subTotal: 1995 }],
      totalAmount: 2000,
      payments: [{ method: 'Cheque', amount: 2000, accountId: ID, methodNumber: '42', received: 2000 }],
      idempotencyKey: 'key-1',
    });
  });

  it("says 'Please fill out all required fields.' and 'Please add at least one product.'", () => {
    const required = 'Please fill out all required fields.';
    expect(issuesOf(saleInputSchema, {})).toEqual({ customer: [required], warehouse: [required], biller: [required], products: ['Please add at least one product.'] });
    expect(issuesOf(saleInputSchema, { ...sale, customer: ' ', warehouse: 5, biller: null, products: [] })).toEqual({
      customer: [required],
      warehouse: [required],
      biller: [required],
      products: ['Please add at least one product.'],
    });
    expect(issuesOf(saleInputSchema, { ...sale, products: {} })).toEqual({ products: ['Please add at least one product.'] });
  });

  it('says what is wrong with the other fields', () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ customer: 'c'.repeat(101) }, { customer: ['At most 100 characters.'] }],
      [{ biller: 'Ti\u0007ll' }, { biller: ['The text has a control character (U+0007) that cannot be saved.'] }],
      [{ saleStatus: 'Lost' }, { saleStatus: ['saleStatus must be one of Completed, Pending, Canceled.'] }],
      [{ paymentStatus: 'Partial' }, { paymentStatus: ['paymentStatus must be one of Pending, Due, Paid.'] }],
      [{ source: 'web' }, { source: ['source must be one of sale, pos.'] }],
      [{ date: '2026-02-30' }, { date: ['Enter a date (YYYY-MM-DD).'] }],
      [{ date: '2200-01-01' }, { date: ['Enter a date from 2000-01-01 to 2199-12-31.'] }],
      [{ saleNote: 5 }, { saleNote: ['A note is text.'] }],
      [{ staffNote: 'n'.repeat(2001) }, { staffNote: ['At most 2000 characters.'] }],
      [{ saleNote: 'a\u0000' }, { saleNote: ['The text has a control character (U+0000) that cannot be saved.'] }],
      [{ products: Array.from({ length: 501 }, () => ({ _id: ID })) }, { products: ['A sale has at most 500 lines.'] }],
      [{ payments: Array.from({ length: 21 }, () => ({ method: 'Cash', amount: 1 })) }, { payments: ['At most 20 payments.'] }],
      [{ idempotencyKey: ' ' }, { idempotencyKey: ['The idempotency key is empty.'] }],
      [{ idempotencyKey: 5 }, { idempotencyKey: ['The idempotency key is text.'] }],
      [{ idempotencyKey: 'k'.repeat(201) }, { idempotencyKey: ['The idempotency key has at most 200 characters.'] }],
      [{ idempotencyKey: 'k\u0007' }, { idempotencyKey: ['The text has a control character (U+0007) that cannot be saved.'] }],
      [{ products: [{}] }, { 'products.0._id': [REQUIRED] }],
      [{ products: [{ _id: 5 }] }, { 'products.0._id': ['Choose a product.'] }],
      [{ products: [{ _id: 'x' }] }, { 'products.0._id': ['This is not a record id.'] }],
      [{ products: [{ _id: ID, productName: 'n'.repeat(201), productCode: 'c'.repeat(51), variant: 'v'.repeat(101) }] }, {
        'products.0.productName': ['At most 200 characters.'],
        'products.0.productCode': ['At most 50 characters.'],
        'products.0.variant': ['At most 100 characters.'],
      }],
      [{ products: [{ _id: ID, variant: 'R\u0007' }] }, { 'products.0.variant': ['The text has a control character (U+0007) that cannot be saved.'] }],
      [{ products: [{ _id: ID, productName: 'P\u0007' }] }, { 'products.0.productName': ['The text has a control character (U+0007) that cannot be saved.'] }],
      [{ products: [{ _id: ID, colour: 'red' }] }, { 'products.0.colour': ['A sale line has _id, productName, productCode, quantity, unitPrice, discount, taxRate, variant and subTotal.'] }],
      [{ payments: [{ method: 'Bitcoin', amount: 0 }] }, { 'payments.0.method': ['method must be one of Cash, Card, Paypal, Cheque, GiftCard, Deposit.'], 'payments.0.amount': ['A payment is more than 0.'] }],
      [{ payments: [{ method: 'Cash', amount: 1, methodNumber: 'n'.repeat(101) }] }, { 'payments.0.methodNumber': ['At most 100 characters.'] }],
      [{ payments: [{ method: 'Cash', amount: 1, change: 0 }] }, { 'payments.0.change': ['A payment has _id (one the sale has), method, amount, accountId, methodNumber and received.'] }],
      [{ payments: [{ _id: 'p-1', method: 'Cash', amount: 1 }] }, { 'payments.0._id': ['This is not a record id.'] }],
      [{ till: 1 }, { till: ['till is the id or name of a till.'] }],
      [{ till: 't'.repeat(101) }, { till: ['At most 100 characters.'] }],
      [{ vip: true }, { vip: ['A sale has only customer, warehouse, biller, orderTax, orderDiscount, shippingCost, coupon, saleStatus, paymentStatus, saleNote, staffNote, source, date, products, totalAmount, payments, idempotencyKey, till and offline.'] }],
    ];
    for (const [change, issues] of cases) expect(issuesOf(saleInputSchema, { ...sale, ...change }), JSON.stringify(change).slice(0, 80)).toEqual(issues);
    expect(accepted(saleInputSchema, { ...sale, customer: 'c'.repeat(100), saleNote: 'n'.repeat(2000), idempotencyKey: 'k'.repeat(200) }).customer).toHaveLength(100);
    // A POS checkout names its till by id or name (docs/tills-and-shifts.md#shifts, docs/api.md#http); a back-office sale names none.
    expect(accepted(saleInputSchema, { ...sale, till: ` ${ID} ` }).till).toBe(ID);
    expect(accepted(saleInputSchema, { ...sale, till: ' Till 1 ' }).till).toBe('Till 1');
    expect(accepted(saleInputSchema, { ...sale, till: null }).till).toBeNull();
    // A payment the sale has, as GET answered it (its _id, received null), is read back.
    expect(accepted(salePaymentInputSchema, { _id: ID.toUpperCase(), method: 'Cash', amount: 1, received: null })).toMatchObject({ _id: ID, received: null });
    expect(accepted(saleLineInputSchema, { _id: ID, productName: 'n'.repeat(200), productCode: 'c'.repeat(50), variant: null })).toMatchObject({ variant: null });
    expect(accepted(salePaymentInputSchema, { method: 'Deposit', amount: 1, accountId: null, methodNumber: 'n'.repeat(100) })).toMatchObject({ accountId: null });
    expect(accepted(idempotencyKeySchema, ' k ')).toBe('k');
  });

  it('reads a sale and its list row', () => {
    const row = {
      _id: ID,
      reference: 'SL-1',
      source: 'pos',
      date: '2026-11-24',
      customer: 'Walk-in',
      customerId: ID,
      warehouse: 'Main',
      warehouseId: ID,
      biller: 'Till',
      billerId: ID,
      orderTax: 0,
      orderTaxAmount: 0,
      orderDiscount: 0,
      coupon: 0,
      shippingCost: 0,
      saleStatus: 'Canceled',
      paymentStatus: 'Due',
      saleNote: '',
      staffNote: '',
      total: 10,
      grandTotal: 10,
      totalAmount: 10,
      paid: 0,
      returned: 0,
      due: 10,
      items: 1,
      createdBy: null,
      createdById: null,
      // A back-office sale names no till.
      till: null,
      tillId: null,
      ...stamps,
    };
    const sale = {
      ...row,
      products: [{ _id: ID, lineId: ID, productName: 'Phone', productCode: 'PH-1', variantId: null, variant: null, variantCode: null, quantity: 1, unitPrice: 10, discount: 0, taxRate: 0, taxMethod: 'Inclusive', tax: 0, subTotal: 10 }],
      payments: [{ _id: ID, reference: 'SP-1', date: '2026-11-24', method: 'GiftCard', amount: 10, accountId: null, methodNumber: 'G1', received: null }],
      change: 0,
    };
    expect(accepted(saleSchema, sale)).toEqual(sale);
    const exclusive = { ...sale, products: [{ ...sale.products[0], taxMethod: 'Exclusive' }] };
    expect(accepted(saleSchema, exclusive)).toEqual(exclusive);
    expect(accepted(saleRowSchema, sale)).toEqual(row);
  });
});

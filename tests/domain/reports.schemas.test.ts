import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_EXTENSIONS,
  CSV_REQUIRED_MESSAGE,
  FILL_REQUIRED_MESSAGE,
  PURCHASE_IMPORT_COLUMNS,
  PURCHASE_IMPORT_SAMPLE,
  PURCHASE_IMPORT_SAMPLE_NAME,
  PURCHASE_IMPORTED_MESSAGE,
  attachmentFileName,
  purchaseImportAnswerSchema,
  WAREHOUSE_REQUIRED_MESSAGE,
} from '../../src/domain/purchase-import';
import {
  addMonths,
  daysInMonth,
  monthWeeks,
  PERIOD_CHOICES,
  PERIOD_LABELS,
  periodRange,
  shareOfRevenue,
  WEEKDAYS,
} from '../../src/domain/report-period';
import {
  dashboardSchema,
  paymentReportRowSchema,
  periodQuerySchema,
  productReportRowSchema,
  purchaseReportRowSchema,
  REPORT_SORTS,
  reportQuerySchema,
  reportSummaryQuerySchema,
  reportSummarySchema,
  salesReportRowSchema,
  transactionsQuerySchema,
  transactionsSchema,
} from '../../src/domain/reports.schemas';
import { SALE_IMPORT_COLUMNS, SALE_IMPORT_CSV_REQUIRED, SALE_IMPORT_REQUIRED_COLUMNS, SALE_IMPORT_SAMPLE, SALE_IMPORT_SAMPLE_NAME } from '../../src/domain/sale-import';
import { accepted, issuesOf } from './schema-issues';

const ID = '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('the periods of the dashboard and the reports', () => {
  it('offers Today, This Week, This Month, This Year and a Date Range', () => {
    expect(PERIOD_CHOICES).toEqual(['today', 'week', 'month', 'year', 'range']);
    expect(PERIOD_LABELS).toEqual({ today: 'Today', week: 'This Week', month: 'This Month', year: 'This Year', range: 'Date Range' });
    expect(WEEKDAYS).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  it('covers the dates of each choice, the week from Sunday to Saturday', () => {
    expect(periodRange('today', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(periodRange('week', '2026-11-24')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(periodRange('week', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(periodRange('week', '2027-01-01')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
    expect(periodRange('month', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(() => periodRange('week', '2026-02-30')).toThrow('"2026-02-30" is not a date (YYYY-MM-DD).');
  });

  it('counts the days of a month and moves between months', () => {
    expect([daysInMonth('2026-01'), daysInMonth('2026-02'), daysInMonth('2028-02'), daysInMonth('2026-04'), daysInMonth('2026-12')]).toEqual([31, 28, 29, 30, 31]);
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', -23)).toBe('2024-12');
    expect(addMonths('0999-12', 1)).toBe('1000-01');
    expect(addMonths('0999-10', 1)).toBe('0999-11');
  });

  it('lays out the weeks of a month for the calendar', () => {
    const november = monthWeeks('2026-11');
    expect(november).toHaveLength(5);
    expect(november[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(november[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    const december = monthWeeks('2026-12');
    expect(december[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(december).toHaveLength(5);
    expect(december[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
    expect(monthWeeks('2015-02')).toHaveLength(4);
  });

  it("draws a metric card's ring as a share of revenue, 2 decimals, within 0 to 100", () => {
    expect(shareOfRevenue(20, 80)).toBe(25);
    expect(shareOfRevenue(1, 3)).toBe(33.33);
    expect(shareOfRevenue(2, 3)).toBe(66.67);
    expect(shareOfRevenue(120, 80)).toBe(100);
    expect(shareOfRevenue(80, 80)).toBe(100);
    for (const [amount, revenue] of [[undefined, 80], [20, undefined], [20, 0], [20, -5], [0, 80], [-5, 80]] as const) expect(shareOfRevenue(amount, revenue)).toBe(0);
  });
});

describe('the report queries', () => {
  it('narrows to a period and a warehouse, dates in order', () => {
    expect(accepted(periodQuerySchema, {})).toEqual({});
    expect(accepted(periodQuerySchema, { from: '2026-11-01', to: '2026-11-01', warehouse: ID.toUpperCase() })).toEqual({ from: '2026-11-01', to: '2026-11-01', warehouse: ID });
    expect(accepted(periodQuerySchema, { warehouse: '' })).toEqual({ warehouse: '' });
    expect(accepted(periodQuerySchema, { from: '2026-11-02' })).toEqual({ from: '2026-11-02' });
    expect(accepted(periodQuerySchema, { to: '2026-11-02' })).toEqual({ to: '2026-11-02' });
    expect(issuesOf(periodQuerySchema, { from: '2026-11-02', to: '2026-11-01' })).toEqual({ '': ['from must not be after to.'] });
    expect(issuesOf(periodQuerySchema, { from: '2026-02-30', to: 'x', warehouse: 'Main' })).toEqual({
      from: ['Enter a date (YYYY-MM-DD).'],
      to: ['Enter a date (YYYY-MM-DD).'],
      warehouse: ['warehouse must be a warehouse id.'],
    });
  });

  it('orders each report by its own columns', () => {
    expect(REPORT_SORTS).toEqual({
      product: ['name', 'code', 'purchasedAmount', 'purchasedQty', 'soldAmount', 'soldQty', 'profit', 'inStock'],
      sales: ['soldAmount', 'soldQty', 'name', 'code', 'profit', 'inStock'],
      purchase: ['purchasedAmount', 'purchasedQty', 'name', 'code', 'inStock'],
      payment: ['date', 'paymentReference', 'amount', 'paidBy'],
    });
    expect(accepted(reportQuerySchema('sales'), { q: ' ph ', from: '2026-11-01', to: '2026-11-30', sort: 'profit', dir: 'asc' })).toEqual({
      q: 'ph',
      page: 1,
      pageSize: 10,
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'profit',
      dir: 'asc',
    });
    expect(accepted(reportQuerySchema('payment'), { dir: 'desc' })).toEqual({ q: '', page: 1, pageSize: 10, dir: 'desc' });
    expect(issuesOf(reportQuerySchema('payment'), { sort: 'profit', dir: 'up' })).toEqual({ sort: ['sort must be one of date, paymentReference, amount, paidBy.'], dir: ['dir must be asc or desc.'] });
    expect(issuesOf(reportQuerySchema('product'), { from: '2026-12-01', to: '2026-11-01' })).toEqual({ '': ['from must not be after to.'] });
    expect(accepted(reportSummaryQuerySchema, { q: ' ph ', warehouse: ID })).toEqual({ q: 'ph', warehouse: ID });
    expect(issuesOf(reportSummaryQuerySchema, { from: '2026-12-01', to: '2026-11-01' })).toEqual({ '': ['from must not be after to.'] });
  });

  it('asks the calendar for one month, YYYY-MM', () => {
    for (const month of ['2026-01', '2026-09', '2026-10', '2026-12']) expect(accepted(transactionsQuerySchema, { month })).toEqual({ month });
    for (const month of ['2026-00', '2026-13', '2026-1', '26-11', 'x2026-11', '2026-11x', '2026-20']) expect(issuesOf(transactionsQuerySchema, { month })).toEqual({ month: ['month must be YYYY-MM.'] });
    expect(issuesOf(transactionsQuerySchema, {})).toEqual({ month: ['month is required (YYYY-MM).'] });
  });
});

describe('the report answers', () => {
  it('keeps every figure', () => {
    const product = { _id: ID, name: 'Phone', code: 'PH-1', purchasedAmount: 10, purchasedQty: 1, soldAmount: 20, soldQty: 2, profit: 5, inStock: 3 };
    expect(accepted(productReportRowSchema, product)).toEqual(product);
    const sales = { _id: ID, name: 'Phone', code: 'PH-1', soldAmount: 20, soldQty: 2, profit: 5, inStock: 3 };
    expect(accepted(salesReportRowSchema, sales)).toEqual(sales);
    const purchase = { _id: ID, name: 'Phone', code: 'PH-1', purchasedAmount: 10, purchasedQty: 1, inStock: 3 };
    expect(accepted(purchaseReportRowSchema, purchase)).toEqual(purchase);
    const payment = { _id: ID, date: '2026-11-24', paymentReference: 'PAY-1', saleReference: null, purchaseReference: 'PR-1', paidBy: 'Cash', amount: 5, direction: 'out', kind: 'purchase', createdBy: 'Ada', account: 'Cash', transferReference: null, toAccount: null };
    expect(accepted(paymentReportRowSchema, payment)).toEqual(payment);
    expect(accepted(paymentReportRowSchema, { ...payment, direction: 'in' }).direction).toBe('in');
    expect(issuesOf(productReportRowSchema, { ...product, soldQty: 1.5 })).not.toEqual({});
    const top = { productId: ID, name: 'Phone', code: 'PH-1', quantity: 2, amount: 20 };
    const summary = { from: '2026-11-01', to: '2026-11-30', totals: { soldAmount: 20 }, byDay: [{ date: '2026-11-24', amount: 20, count: 1 }], topProducts: [top] };
    expect(accepted(reportSummarySchema, summary)).toEqual(summary);
    const recent = { _id: ID, date: '2026-11-24', reference: 'SL-1', party: 'Walk-in', status: 'Completed', grandTotal: 20, documentId: ID };
    const dashboard = {
      from: '2026-11-01',
      to: '2026-11-30',
      warehouse: null,
      cards: { revenue: 80, saleReturn: 20, purchaseReturn: 15, profit: 65 },
      figures: { grossSales: 90, discounts: 10, revenue: 80, returns: 20, netSales: 60, taxCollected: 8, shipping: 2, costOfGoodsSold: 40, profit: 20, moneyIn: 70, moneyOut: 30, net: 40, transferred: 5 },
      yearly: [{ month: '2026-11', purchased: 10, sold: 20 }],
      cashFlow: [{ month: '2026-11', received: 20, sent: 10 }],
      periodTotals: { purchase: 10, revenue: 20, expense: 10 },
      recent: { sale: [recent], purchase: [], quotation: [], payment: [] },
      bestSellers: { byQuantity: [top], byAmount: [top] },
    };
    expect(accepted(dashboardSchema, dashboard)).toEqual(dashboard);
    const totals = { count: 1, total: 20 };
    const transactions = {
      month: '2026-11',
      days: [
        {
          date: '2026-11-24',
          sales: totals,
          purchases: totals,
          moneyIn: totals,
          moneyOut: totals,
          transfers: totals,
          net: 0,
          items: [
            { kind: 'payment', _id: ID, reference: 'PAY-1', amount: 20, direction: 'out', documentKind: 'purchase', documentId: ID },
            { kind: 'sale', _id: ID, reference: 'SL-1', amount: 20, direction: null, documentKind: 'sale', documentId: ID },
            { kind: 'purchase', _id: ID, reference: 'PR-1', amount: 20, direction: null, documentKind: null, documentId: null },
            { kind: 'transfer', _id: ID, reference: 'TR-1', amount: 20, direction: null, documentKind: null, documentId: null },
          ],
        },
      ],
    };
    expect(accepted(transactionsSchema, transactions)).toEqual(transactions);
  });
});

describe('Import Purchase and Import Sale (docs/screens.md#purchases and #sales)', () => {
  it('reads the columns of docs/api.md#imports in order and offers a sample', () => {
    expect(PURCHASE_IMPORT_COLUMNS).toEqual(['product_code', 'quantity', 'purchase_unit', 'product_cost', 'discount', 'tax_name']);
    expect(PURCHASE_IMPORT_SAMPLE.split('\n')[0]).toBe('product_code,quantity,purchase_unit,product_cost,discount,tax_name');
    expect(PURCHASE_IMPORT_SAMPLE_NAME).toBe('purchase_import_sample.csv');
    expect(SALE_IMPORT_COLUMNS).toEqual(['product_code', 'quantity', 'unit_price', 'discount', 'tax_name', 'variant']);
    expect(SALE_IMPORT_REQUIRED_COLUMNS).toEqual(['product_code', 'quantity', 'unit_price']);
    expect(SALE_IMPORT_SAMPLE.split('\n')[0]).toBe(SALE_IMPORT_COLUMNS.join(','));
    expect(SALE_IMPORT_SAMPLE_NAME).toBe('sale_import_sample.csv');
  });

  it("uses the messages and attachment types of docs/screens.md#purchases", () => {
    expect([WAREHOUSE_REQUIRED_MESSAGE, CSV_REQUIRED_MESSAGE, FILL_REQUIRED_MESSAGE, SALE_IMPORT_CSV_REQUIRED]).toEqual([
      'Warehouse is required',
      'CSV file is required',
      'Please fill in all required fields',
      'CSV file is required',
    ]);
    expect(PURCHASE_IMPORTED_MESSAGE).toBe('Purchase import submitted successfully!');
    expect(ATTACHMENT_EXTENSIONS).toEqual(['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png']);
    const answer = { success: true, message: PURCHASE_IMPORTED_MESSAGE, imported: 2, purchase: { _id: ID, reference: 'PR-1' } };
    expect(accepted(purchaseImportAnswerSchema, answer)).toEqual(answer);
  });

  it("downloads a purchase's attachment under its reference and the stored file's type", () => {
    const hash = 'ab'.repeat(32);
    for (const extension of ATTACHMENT_EXTENSIONS) expect(attachmentFileName('PR-000012', `/uploads/${hash}.${extension}`)).toBe(`PR-000012.${extension}`);
    expect(attachmentFileName('PR-000012', `/uploads/${hash}`)).toBe('PR-000012');
    expect(attachmentFileName('PR-000012', `/uploads/${hash}.pdf.`)).toBe('PR-000012');
    expect(attachmentFileName('PR-000012', `/uploads/${hash}.pdf/1`)).toBe('PR-000012');
  });
});

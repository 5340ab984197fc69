/**
 * Add Stock Transfer on the wire (docs/screens.md#stock-transfers): Date*, From* and To* (the same
 * one twice refused under To), the lines (Product*, Quantity* 1 to 1,000,000, up to 500), Note; and
 * the WT-… transfer the list reads.
 */
import { describe, expect, it } from 'vitest';
import { stockTransferInputSchema, stockTransferSchema } from '../../src/domain/stock-transfer.schemas';
import { accepted, issuesOf } from './schema-issues';

const REQUIRED = 'This field is required.';
const MAIN = '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const SECONDARY = '6a1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const SHIRT = '7b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const CAP = '8c1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const QUANTITY = 'Enter a whole number from 1 to 1,000,000.';
const SAME_WAREHOUSE = 'Choose a different warehouse to move the stock to.';

describe('Add Stock Transfer', () => {
  const transfer = { date: '2026-11-24', fromWarehouse: MAIN, toWarehouse: SECONDARY, lines: [{ product: SHIRT, quantity: 4 }] };

  it('moves each product once from one warehouse to another, with an optional note', () => {
    expect(accepted(stockTransferInputSchema, transfer)).toEqual({ ...transfer, note: '' });
    expect(
      accepted(stockTransferInputSchema, {
        ...transfer,
        fromWarehouse: ` ${MAIN.toUpperCase()} `,
        toWarehouse: SECONDARY.toUpperCase(),
        lines: [
          { product: ` ${SHIRT.toUpperCase()} `, quantity: 1 },
          { product: CAP, quantity: 1_000_000 },
        ],
        note: ' For the weekend ',
      }),
    ).toEqual({
      ...transfer,
      lines: [
        { product: SHIRT, quantity: 1 },
        { product: CAP, quantity: 1_000_000 },
      ],
      note: 'For the weekend',
    });
    expect(accepted(stockTransferInputSchema, { ...transfer, note: 'n'.repeat(500) }).note).toHaveLength(500);
    const fiveHundred = Array.from({ length: 500 }, (_, index) => ({ product: `${String(index).padStart(8, '0')}-4a5b-4c6d-8e9f-0a1b2c3d4e5f`, quantity: 1 }));
    expect(accepted(stockTransferInputSchema, { ...transfer, lines: fiveHundred }).lines).toHaveLength(500);
  });

  it('says what is wrong under the field', () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ date: undefined }, { date: [REQUIRED] }],
      [{ fromWarehouse: undefined }, { fromWarehouse: [REQUIRED] }],
      [{ fromWarehouse: 'Main' }, { fromWarehouse: ['Choose the warehouse the stock leaves.'] }],
      [{ toWarehouse: '' }, { toWarehouse: [REQUIRED] }],
      [{ toWarehouse: 'Secondary' }, { toWarehouse: ['Choose the warehouse the stock goes to.'] }],
      [{ toWarehouse: MAIN }, { toWarehouse: [SAME_WAREHOUSE] }],
      [{ toWarehouse: ` ${MAIN.toUpperCase()}` }, { toWarehouse: [SAME_WAREHOUSE] }],
      [{ lines: undefined }, { lines: [REQUIRED] }],
      [{ lines: 'all' }, { lines: ['lines is a list.'] }],
      [{ lines: [] }, { lines: ['Add at least one product to move.'] }],
      [{ lines: Array.from({ length: 501 }, (_, index) => ({ product: `${String(index).padStart(8, '0')}-4a5b-4c6d-8e9f-0a1b2c3d4e5f`, quantity: 1 })) }, { lines: ['At most 500 lines.'] }],
      [
        {
          lines: [
            { product: SHIRT, quantity: 1 },
            { product: SHIRT.toUpperCase(), quantity: 2 },
          ],
        },
        { lines: ['A product appears twice: put its quantities on one line.'] },
      ],
      [{ lines: [{ product: 'SH-1', quantity: 1 }] }, { 'lines.0.product': ['Choose a product.'] }],
      [{ lines: [{ quantity: 1 }] }, { 'lines.0.product': [REQUIRED] }],
      [{ lines: [{ product: SHIRT }] }, { 'lines.0.quantity': [REQUIRED] }],
      [{ lines: [{ product: SHIRT, quantity: 0 }] }, { 'lines.0.quantity': [QUANTITY] }],
      [{ lines: [{ product: SHIRT, quantity: 1.5 }] }, { 'lines.0.quantity': [QUANTITY] }],
      [{ lines: [{ product: SHIRT, quantity: '4' }] }, { 'lines.0.quantity': [QUANTITY] }],
      [{ lines: [{ product: SHIRT, quantity: 1_000_001 }] }, { 'lines.0.quantity': [QUANTITY] }],
      [{ lines: [{ product: SHIRT, quantity: 1, warehouse: MAIN }] }, { 'lines.0.warehouse': ['A transfer line has product, variant and quantity.'] }],
      [{ note: 'n'.repeat(501) }, { note: ['At most 500 characters.'] }],
      [{ status: 'sent' }, { status: ['A stock transfer has date, fromWarehouse, toWarehouse, lines and note.'] }],
    ];
    for (const [change, issues] of cases) expect(issuesOf(stockTransferInputSchema, { ...transfer, ...change }), JSON.stringify(change).slice(0, 80)).toEqual(issues);
    expect(Object.keys(issuesOf(stockTransferInputSchema, { ...transfer, date: '2026-02-30' }))).toEqual(['date']);
  });
});

describe('the Stock Transfers list', () => {
  it('reads a transfer as sent and received in one step', () => {
    const transfer = {
      _id: CAP,
      referenceNo: 'WT-000001',
      date: '2026-11-24',
      fromWarehouseId: MAIN,
      fromWarehouse: 'Main',
      toWarehouseId: SECONDARY,
      toWarehouse: 'Secondary',
      status: 'received',
      lines: [
        { productId: SHIRT, productName: 'T-Shirt', productCode: 'SH-1', variantId: SHIRT, variant: 'M', variantCode: 'VRT-2', quantity: 4 },
        { productId: CAP, productName: 'Cap', productCode: 'CP-1', variantId: null, variant: null, variantCode: null, quantity: 1 },
      ],
      totalQuantity: 5,
      note: '',
      createdBy: 'Ada',
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    expect(accepted(stockTransferSchema, transfer)).toEqual(transfer);
    expect(accepted(stockTransferSchema, { ...transfer, createdBy: null }).createdBy).toBeNull();
    expect(issuesOf(stockTransferSchema, { ...transfer, status: 'sent' })).not.toEqual({});
    expect(issuesOf(stockTransferSchema, { ...transfer, lines: [{ ...transfer.lines[0], quantity: '4' }] })).not.toEqual({});
  });
});

import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { purchaseBody, purchaseCatalog } from './purchase-helpers';
import { saleBody } from './sales-helpers';

type Step =
  | { kind: 'adjust'; mode: 'add' | 'remove' | 'count'; quantity: number; reason: 'opening' | 'count' | 'damage' | 'theft' | 'correction' }
  | { kind: 'receive'; quantity: number }
  | { kind: 'returnPurchase'; quantity: number }
  | { kind: 'sell'; quantity: number }
  | { kind: 'returnSale'; quantity: number; restock: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('adjust' as const), mode: fc.constantFrom('add' as const, 'remove' as const, 'count' as const), quantity: fc.integer({ min: 0, max: 6 }), reason: fc.constantFrom('opening' as const, 'count' as const, 'damage' as const, 'theft' as const, 'correction' as const) }),
  fc.record({ kind: fc.constant('receive' as const), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('returnPurchase' as const), quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('sell' as const), quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('returnSale' as const), quantity: fc.integer({ min: 1, max: 3 }), restock: fc.boolean() }),
);

/**
 * Over random sequences of adjustments, receipts, purchase returns, sales and sale
 * returns, on-hand always equals the sum of the ledger's movements and never goes below zero, and
 * on-hand equals a model that applies only what the server accepted.
 */
describe.each(drivers)('stock across adjustments and returns on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  it('on-hand = ledger sum >= 0 after every step, and = the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        await server.reset();
        const { admin } = await adminAndStaff(server);
        const { laptopId, mainId } = await purchaseCatalog(server, admin);
        let model = 0;
        const purchases: { id: string; lineId: string; left: number }[] = [];
        const sales: { id: string; lineId: string; left: number }[] = [];
        const state = async () => {
          const result = (await server.db.execute(sql`
            select (select coalesce(sum(on_hand), 0) from stock_levels where product_id = ${laptopId} and warehouse_id = ${mainId})::int as on_hand,
                   (select coalesce(sum(delta), 0) from stock_movements where product_id = ${laptopId} and warehouse_id = ${mainId})::int as ledger`)) as unknown as { rows: { on_hand: number; ledger: number }[] };
          return result.rows[0]!;
        };
        for (const next of steps) {
          if (next.kind === 'adjust') {
            const answer = await call(server, 'POST /api/stock/adjustments', admin, { json: { productId: laptopId, warehouseId: mainId, mode: next.mode, quantity: next.quantity, reason: next.reason } });
            const after = next.mode === 'count' ? next.quantity : next.mode === 'add' ? model + next.quantity : model - next.quantity;
            if (answer.status === 201) model = after;
            else expect(after === model || after < 0 || next.quantity === 0, JSON.stringify(answer.body)).toBe(true);
          } else if (next.kind === 'receive') {
            const answer = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [{ productCode: 'DL-INS15', quantity: next.quantity, productCost: 10, discount: 0 }] }) });
            expect(answer.status).toBe(201);
            const lineId = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: answer.body._id } })).body.lines[0].lineId;
            purchases.push({ id: answer.body._id, lineId, left: next.quantity });
            model += next.quantity;
          } else if (next.kind === 'returnPurchase') {
            const target = purchases.find((purchase) => purchase.left > 0);
            if (!target) continue;
            const quantity = Math.min(next.quantity, target.left);
            const answer = await call(server, 'POST /api/returns/purchase', admin, { json: { purchase: target.id, lines: [{ lineId: target.lineId, quantity }] } });
            if (answer.status === 201) {
              model -= quantity;
              target.left -= quantity;
            } else expect([answer.status, quantity > model]).toEqual([409, true]);
          } else if (next.kind === 'sell') {
            const answer = await call(server, 'POST /api/sales', admin, { json: saleBody(laptopId, {}, { quantity: next.quantity }) });
            if (answer.status === 201) {
              const lineId = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: answer.body._id } })).body.lines[0].lineId;
              sales.push({ id: answer.body._id, lineId, left: next.quantity });
              model -= next.quantity;
            } else expect([answer.status, next.quantity > model]).toEqual([409, true]);
          } else {
            const target = sales.find((sale) => sale.left > 0);
            if (!target) continue;
            const quantity = Math.min(next.quantity, target.left);
            const answer = await call(server, 'POST /api/returns/sale', admin, { json: { sale: target.id, lines: [{ lineId: target.lineId, quantity }], restock: next.restock } });
            expect(answer.status).toBe(201);
            target.left -= quantity;
            if (next.restock) model += quantity;
          }
          const { on_hand, ledger } = await state();
          expect(on_hand).toBe(ledger);
          expect(on_hand).toBeGreaterThanOrEqual(0);
          expect(on_hand).toBe(model);
        }
      }),
      { numRuns: 8 },
    );
  }, 240_000);
});

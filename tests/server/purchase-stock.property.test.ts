/**
 * Over random sequences of receiving, editing, changing the status of and deleting
 * purchases (with sales taking stock out meanwhile), on-hand always equals the sum of the ledger,
 * never goes below zero, and equals what a simple model of the received purchases predicts.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, warehouses } from '../../server/db/schema';
import { ApiError } from '../../server/http/errors';
import { createPurchase, deletePurchases, updatePurchase, type PurchaseInput, type PurchaseUser } from '../../server/services/purchases';
import { moveStock } from '../../server/services/stock-ledger';
import type { Minor } from '../../src/domain/money';
import type { Percent } from '../../src/domain/percent';
import type { PurchaseStatus } from '../../src/domain/purchase.schemas';
import { adminAndStaff } from './catalog-helpers';
import { drivers, startTestServer, type TestServer } from './harness';
import { ledgerSum, onHand, purchaseCatalog } from './purchase-helpers';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);

type Command =
  | { kind: 'receive'; status: PurchaseStatus; warehouse: number; quantities: [number, number] }
  | { kind: 'edit'; which: number; status: PurchaseStatus; warehouse: number; quantities: [number, number] }
  | { kind: 'delete'; which: number }
  | { kind: 'sell'; warehouse: number; product: number; quantity: number };

const status = fc.constantFrom<PurchaseStatus>('Received', 'Received', 'Pending', 'Ordered');
const quantities = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })).filter(([a, b]) => a + b > 0) as fc.Arbitrary<[number, number]>;
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('receive' as const), status, warehouse: fc.nat(1), quantities }),
  fc.record({ kind: fc.constant('edit' as const), which: fc.nat(5), status, warehouse: fc.nat(1), quantities }),
  fc.record({ kind: fc.constant('delete' as const), which: fc.nat(5) }),
  fc.record({ kind: fc.constant('sell' as const), warehouse: fc.nat(1), product: fc.nat(1), quantity: fc.integer({ min: 1, max: 5 }) }),
);

describe.each(drivers)('purchase stock over random sequences on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  it('keeps on-hand equal to the ledger, never negative, and equal to the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        await server.reset();
        const { admin } = await adminAndStaff(server);
        const ids = await purchaseCatalog(server, admin);
        const [owner] = await server.db.select().from(users).where(eq(users.email, 'owner@example.com'));
        const user: PurchaseUser = { id: owner!.id, role: 'admin', staffAccess: 'All Records' };
        const [secondary] = await server.db.select().from(warehouses).where(eq(warehouses.name, 'Secondary'));
        const warehouseIds = [ids.mainId, secondary!.id];
        const productIds = [ids.laptopId, ids.mouseId];

        // The model: live purchases and what was sold, by warehouse and product.
        const live: { id: string; status: PurchaseStatus; warehouse: number; quantities: [number, number] }[] = [];
        const sold = [
          [0, 0],
          [0, 0],
        ];
        const expected = (warehouse: number, product: number) =>
          live.filter((p) => p.status === 'Received' && p.warehouse === warehouse).reduce((sum, p) => sum + p.quantities[product]!, 0) - sold[warehouse]![product]!;

        const inputOf = (c: { status: PurchaseStatus; warehouse: number; quantities: [number, number] }): PurchaseInput => ({
          warehouseId: warehouseIds[c.warehouse]!,
          supplierId: null,
          status: c.status,
          date: '2026-05-01',
          orderTaxRate: 0 as Percent,
          discount: 0 as Minor,
          shipping: 0 as Minor,
          note: '',
          lines: c.quantities.flatMap((quantity, product) => (quantity > 0 ? [{ productId: productIds[product]!, variantId: null, quantity, unitCost: 100 as Minor, discount: 0 as Minor, taxRate: 0 as Percent }] : [])),
        });
        for (const c of commands) {
          if (c.kind === 'receive') {
            let id = '';
            await server.db.transaction(async (tx) => {
              id = (await createPurchase(tx, inputOf(c), user))._id;
            });
            live.push({ id, status: c.status, warehouse: c.warehouse, quantities: c.quantities });
          } else if (c.kind === 'edit' && live.length > 0) {
            const target = live[c.which % live.length]!;
            const ok = await attemptIn(server, (tx) => updatePurchase(tx, target.id, inputOf(c), user));
            if (ok) Object.assign(target, { status: c.status, warehouse: c.warehouse, quantities: c.quantities });
          } else if (c.kind === 'delete' && live.length > 0) {
            const index = c.which % live.length;
            const ok = await attemptIn(server, (tx) => deletePurchases(tx, [live[index]!.id], user));
            if (ok) live.splice(index, 1);
          } else if (c.kind === 'sell') {
            const ok = await attemptIn(server, (tx) =>
              moveStock(tx, [{ productId: productIds[c.product]!, warehouseId: warehouseIds[c.warehouse]!, delta: -c.quantity }], { reason: 'sale', userId: null }),
            );
            if (ok) sold[c.warehouse]![c.product]! += c.quantity;
          }
          for (const [w, warehouseId] of warehouseIds.entries()) {
            for (const [p, productId] of productIds.entries()) {
              const level = await onHand(server, productId, warehouseId);
              expect(level).toBeGreaterThanOrEqual(0);
              expect(level).toBe(await ledgerSum(server, productId, warehouseId));
              expect(level).toBe(expected(w, p));
            }
          }
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.PROPERTY_SEED ?? 12) },
    );
  }, 600_000);
});

/** Runs a write in its own transaction; a 409 (stock gone) rolls it back and answers false. */
async function attemptIn(server: TestServer, write: (tx: Parameters<Parameters<TestServer['db']['transaction']>[0]>[0]) => Promise<unknown>): Promise<boolean> {
  try {
    await server.db.transaction(async (tx) => {
      await write(tx);
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}

import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

/**
 * The accounts' property: any sequence of transfers, transfer deletes and account edits keeps every
 * balance equal to initial balance + money in − money out, never below zero, and the server agrees
 * with a model kept here in plain arithmetic about which steps it accepts.
 */
type Step =
  | { kind: 'transfer'; from: number; to: number; cents: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'edit'; account: number; cents: number };

const ACCOUNTS = 3;
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('transfer' as const), from: fc.nat(ACCOUNTS - 1), to: fc.nat(ACCOUNTS - 1), cents: fc.integer({ min: 1, max: 6_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), account: fc.nat(ACCOUNTS - 1), cents: fc.integer({ min: 0, max: 10_000 }) }) },
);

describe.each(drivers)('account balances under random transfers, deletes and edits on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let run = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    ({ admin } = await adminAndStaff(server));
  });
  afterAll(() => server.close());

  /** initial + Σ in − Σ out straight from the tables, minor units. */
  const ledgerBalance = async (id: string) => {
    const result = (await server.db.execute(
      sql`select a.initial_balance + coalesce((select sum(case when direction = 'in' then amount else -amount end) from payments where account_id = a.id), 0) as balance from accounts a where a.id = ${id}`,
    )) as unknown as { rows: { balance: string | number }[] };
    return Number(result.rows[0]!.balance);
  };

  it('keeps balance = initial + in − out and never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: ACCOUNTS, maxLength: ACCOUNTS }), fc.array(step, { minLength: 1, maxLength: 12 }), async (initials, steps) => {
        run += 1;
        const ids: string[] = [];
        const initial: number[] = [...initials];
        for (const [index, cents] of initials.entries()) {
          const answer = await call(server, 'POST /api/accounts', admin, { json: { accountNumber: `R${run}-${index}`, name: `Run ${run} account ${index}`, initialBalance: cents / 100 } });
          ids.push(answer.body._id);
        }
        const live: { id: string; from: number; to: number; cents: number }[] = [];
        const modelBalance = (account: number) =>
          initial[account]! + live.filter((t) => t.to === account).reduce((sum, t) => sum + t.cents, 0) - live.filter((t) => t.from === account).reduce((sum, t) => sum + t.cents, 0);

        for (const next of steps) {
          if (next.kind === 'transfer') {
            const answer = await call(server, 'POST /api/transfers', admin, { json: { date: '2026-11-23', fromAccount: ids[next.from], toAccount: ids[next.to], amount: next.cents / 100 } });
            const expected = next.from === next.to ? 400 : modelBalance(next.from) < next.cents ? 409 : 201;
            expect(answer.status, JSON.stringify(next)).toBe(expected);
            if (expected === 201) live.push({ id: answer.body._id, from: next.from, to: next.to, cents: next.cents });
          } else if (next.kind === 'delete') {
            if (live.length === 0) continue;
            const index = next.pick % live.length;
            const chosen = live[index]!;
            const answer = await call(server, 'DELETE /api/transfers/:id', admin, { params: { id: chosen.id } });
            const expected = modelBalance(chosen.to) < chosen.cents ? 409 : 200;
            expect(answer.status, JSON.stringify(next)).toBe(expected);
            if (expected === 200) live.splice(index, 1);
          } else {
            const answer = await call(server, 'PUT /api/accounts/:id', admin, { params: { id: ids[next.account] }, json: {
              accountNumber: `R${run}-${next.account}`,
              name: `Run ${run} account ${next.account}`,
              initialBalance: next.cents / 100,
            } });
            const expected = modelBalance(next.account) - initial[next.account]! + next.cents < 0 ? 409 : 200;
            expect(answer.status, JSON.stringify(next)).toBe(expected);
            if (expected === 200) initial[next.account] = next.cents;
          }
          for (const [account, id] of ids.entries()) {
            const shown = (await call(server, 'GET /api/accounts/:id', admin, { params: { id } })).body;
            expect(Math.round(shown.balance * 100)).toBe(modelBalance(account));
            expect(Math.round(shown.initialBalance * 100)).toBe(initial[account]);
            expect(await ledgerBalance(id)).toBe(modelBalance(account));
            expect(modelBalance(account)).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 20, seed: Number(process.env.PROPERTY_SEED ?? 20261123) },
    );
  }, 240_000);
});

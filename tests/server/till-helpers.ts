import { expect } from 'vitest';
import { call } from './route-client';
import type { TestServer } from './harness';

/**
 * Till 1 (every shop's first till, on Main) with its shift open, for tests of POS checkouts: a POS
 * sale names its till and sells within its open shift (docs/tills-and-shifts.md#shifts). Answers
 * the till's id; opens the shift (float 0.00) only when none is open.
 */
export async function openTill1(server: TestServer, token: string): Promise<string> {
  const tills = await call(server, 'GET /api/tills', token);
  const till = (tills.body as { _id: string; code: string; openShift: unknown }[]).find((row) => row.code === '1')!;
  if (!till.openShift) {
    const opened = await call(server, 'POST /api/tills/:id/shifts', token, { params: { id: till._id }, json: { float: 0 } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  }
  return till._id;
}

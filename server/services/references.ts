import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';

/** The readable references of DESIGN.md section 3 and the sequence each is numbered from (migration 0007). */
const SEQUENCES = {
  PR: 'purchase_reference_seq',
  SL: 'sale_reference_seq',
  POS: 'pos_reference_seq',
  RS: 'sale_return_reference_seq',
  RP: 'purchase_return_reference_seq',
  TR: 'transfer_reference_seq',
  PAY: 'payment_reference_seq',
  ADJ: 'adjustment_reference_seq',
} as const;

export type ReferencePrefix = keyof typeof SEQUENCES;

/** Formats the n-th reference of a kind: PR-000042. More than six digits simply grow the number. */
export function formatReference(prefix: ReferencePrefix, n: number): string {
  return `${prefix}-${String(n).padStart(6, '0')}`;
}

/** The next reference of a kind (PR-000001, SL-000001, …). Never repeats; a rolled-back one leaves a gap. */
export async function nextReference(db: Executor, prefix: ReferencePrefix): Promise<string> {
  const result = (await db.execute(sql`select nextval(${SEQUENCES[prefix]}::regclass) as n`)) as unknown as { rows: { n: string | number }[] };
  return formatReference(prefix, Number(result.rows[0]!.n));
}

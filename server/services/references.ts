import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';

/** The readable references of docs/api.md#document-references and the sequence each is numbered from (migration 0007). */
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

/**
 * The next reference of a kind as an SQL expression (PR-000042; more than six digits simply grow
 * the number), to write inside the INSERT that takes it: a document saved in one statement instead
 * of a round trip for the number first. Never repeats; a rolled-back one leaves a gap.
 */
export function nextReferenceSql(prefix: ReferencePrefix): SQL {
  return sql`(select ${prefix} || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval(${SEQUENCES[prefix]}::regclass) as n)`;
}

/** The next reference of a kind (PR-000001, SL-000001, …), for a document that needs it before its INSERT. */
export async function nextReference(db: Executor, prefix: ReferencePrefix): Promise<string> {
  const result = (await db.execute(sql`select ${nextReferenceSql(prefix)} as reference`)) as unknown as { rows: { reference: string }[] };
  return result.rows[0]!.reference;
}

/**
 * What a scanned or typed code names beyond a product's own code (docs/decisions/021-warehouses-and-variants.md):
 * a variant's own barcode, then `{productCode}-{itemCode}`, each in any case. The POS's scan and the order
 * forms' Enter both read a size this way, after looking the code up as a product's code.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/raw-rows';

/** `{productCode}-VRT-{n}`: the code a label prints for a size without its own barcode. */
const VARIANT_SUFFIX = /^(.+)-(VRT-[1-9]\d{0,5})$/i;

export interface ScannedVariant {
  productId: string;
  itemCode: string;
}

/** The size `code` names (its barcode first, then `{code}-{itemCode}`), or null when it names none. */
export async function variantOfCode(executor: Executor, code: string): Promise<ScannedVariant | null> {
  const text = code.trim().toLowerCase();
  const suffix = VARIANT_SUFFIX.exec(text);
  const [found] = await rowsOf<{ product_id: string; item_code: string }>(
    executor,
    sql`select product_id, item_code from (
          select v.product_id, v.item_code, 1 as rank from product_variants v where lower(v.barcode) = ${text}
          ${suffix ? sql`union all select v.product_id, v.item_code, 2 from product_variants v join products p on p.id = v.product_id where lower(p.code) = ${suffix[1]} and lower(v.item_code) = ${suffix[2]}` : sql``}
        ) found order by rank limit 1`,
  );
  return found ? { productId: found.product_id, itemCode: found.item_code } : null;
}

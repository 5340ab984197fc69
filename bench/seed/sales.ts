import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/raw-rows';
import { formatReference } from '../../server/services/references';
import { generator } from './catalog';

/**
 * A generated sales history for benchmarks (docs/quality.md#budgets: 200,000 sales): POS and back-office sales
 * of the generated catalog over the last year, each with its lines, its stock movements and its cash
 * payment. Written in multi-row statements, one transaction per batch, straight into the ledgers'
 * tables (moveStock and recordPayment cost several statements a row, hours at this size): every
 * line takes stock that is there, stock_levels moves by the batch's sum in the same transaction, and
 * `paid` equals the payment, so on-hand still equals the stock ledger and paid its payments.
 * References continue the SL-, POS- and PAY- sequences. A second run tops the history up. Lines sell
 * products' own stock only: a sized product's stock is on its sizes (bench/seed/catalog.ts), which these
 * lines do not name.
 */
const BATCH = 1000;
const DAYS = 365;

export async function seedBenchSales(db: Database, target: number, today: string, progress: (done: number, total: number) => void = () => {}) {
  const [{ existing }] = await rowsOf<{ existing: number }>(db, sql`select count(*)::int as existing from sales where staff_note = 'bench'`);
  if (existing >= target) return;
  const stock = await rowsOf<{ product_id: string; warehouse_id: string; on_hand: number; price: string | number; cost: string | number; name: string; code: string }>(
    db,
    sql`select l.product_id, l.warehouse_id, l.on_hand, p.price, p.cost, p.name, p.code from stock_levels l join products p on p.id = l.product_id
      where p.code like 'BN-%' and p.product_type = 'Standard' and l.variant_id is null and l.on_hand > 0 order by p.code`,
  );
  if (stock.length === 0) throw new Error('No stock to sell: run `npm run seed:bench -- --products 100000` first.');
  const [ids] = await rowsOf<{ customer: string; biller: string; account: string }>(
    db,
    sql`select (select id from customers where is_walk_in) as customer, (select id from billers order by created_at limit 1) as biller, (select id from accounts where is_default) as account`,
  );
  const random = generator(existing + 7);
  const left = stock.map((row) => ({ ...row, on_hand: Number(row.on_hand) }));
  let cursor = 0;
  const start = new Date(`${today}T00:00:00Z`).getTime() - DAYS * 86_400_000;

  for (let done = existing; done < target; done += BATCH) {
    const count = Math.min(BATCH, target - done);
    const sales: unknown[][] = [];
    const lines: unknown[][] = [];
    const moves = new Map<string, { productId: string; warehouseId: string; delta: number }>();
    for (let index = 0; index < count; index += 1) {
      const pos = random(10) < 6;
      const date = new Date(start + random(DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
      let total = 0;
      let warehouse = '';
      const lineCount = 1 + random(3);
      const saleLines: unknown[][] = [];
      for (let position = 0; position < lineCount; position += 1) {
        // Walk the stocked products round-robin, skipping those sold out.
        let item = left[cursor % left.length]!;
        for (let tries = 0; item.on_hand === 0 && tries < left.length; tries += 1) item = left[++cursor % left.length]!;
        if (item.on_hand === 0) throw new Error('The generated catalog has no stock left to sell.');
        cursor += 1 + random(50);
        if (warehouse && item.warehouse_id !== warehouse) continue;
        warehouse = item.warehouse_id;
        const quantity = Math.min(item.on_hand, 1 + random(2));
        item.on_hand -= quantity;
        const subtotal = quantity * Number(item.price);
        total += subtotal;
        saleLines.push([position, item.product_id, item.name, item.code, quantity, Number(item.price), subtotal, Number(item.cost)]);
        const key = `${item.product_id}|${item.warehouse_id}`;
        const move = moves.get(key) ?? { productId: item.product_id, warehouseId: item.warehouse_id, delta: 0 };
        move.delta -= quantity;
        moves.set(key, move);
      }
      sales.push([index, pos ? 'pos' : 'sale', date, warehouse, total]);
      for (const line of saleLines) lines.push([index, ...line]);
    }
    await db.transaction(async (tx) => {
      // A block of each series' gapless numbers at once (server/services/references.ts keeps them in reference_counters).
      const firstNumber = async (prefix: 'POS' | 'SL', taken: number) => {
        const [row] = await rowsOf<{ last: string | number }>(
          tx,
          sql`insert into reference_counters (prefix, last) values (${prefix}, ${taken})
              on conflict (prefix) do update set last = reference_counters.last + ${taken} returning last`,
        );
        return Number(row!.last) - taken + 1;
      };
      const posCount = sales.filter((sale) => sale[1] === 'pos').length;
      const next = { pos: await firstNumber('POS', posCount), sale: await firstNumber('SL', sales.length - posCount) };
      const referenceOf = (source: string) => (source === 'pos' ? formatReference('POS', next.pos++) : formatReference('SL', next.sale++));
      const saleValues = sql.join(
        sales.map(([index, source, date, warehouse, total]) => sql`(${index}::int, ${source}, ${date}::date, ${warehouse}::uuid, ${total}::bigint, ${referenceOf(String(source))})`),
        sql`, `,
      );
      const inserted = await rowsOf<{ n: number; id: string; reference: string; date: string; total: string | number }>(
        tx,
        sql`with v(n, source, date, warehouse, total, reference) as (values ${saleValues}),
          ins as (
            insert into sales (reference, source, date, customer_id, warehouse_id, biller_id, status, total, grand_total, paid, staff_note)
            select v.reference,
              v.source, v.date, ${ids!.customer}::uuid, v.warehouse, ${ids!.biller}::uuid, 'Completed', v.total, v.total, v.total, 'bench ' || v.n
            from v order by v.n
            returning id, reference, date, total, staff_note)
          select substring(staff_note from 7)::int as n, id, reference, date::text as date, total from ins`,
      );
      const byIndex = new Map(inserted.map((row) => [Number(row.n), row]));
      await tx.execute(sql`update sales set staff_note = 'bench' where staff_note like 'bench %'`);
      await tx.execute(
        sql`insert into sale_lines (sale_id, position, product_id, product_name, product_code, quantity, unit_price, tax_method, subtotal, unit_cost) values ${sql.join(
          lines.map(([index, position, productId, name, code, quantity, price, subtotal, cost]) => sql`(${byIndex.get(index as number)!.id}::uuid, ${position}, ${productId}::uuid, ${name}, ${code}, ${quantity}, ${price}, 'Exclusive', ${subtotal}, ${cost})`),
          sql`, `,
        )}`,
      );
      await tx.execute(
        sql`insert into payments (reference, date, kind, direction, method, amount, account_id, sale_id, customer_id) values ${sql.join(
          inserted.map((row) => sql`('PAY-' || lpad(nextval('payment_reference_seq')::text, 6, '0'), ${row.date}::date, 'sale', 'in', 'Cash', ${row.total}, ${ids!.account}::uuid, ${row.id}::uuid, ${ids!.customer}::uuid)`),
          sql`, `,
        )}`,
      );
      // One movement per sale line, as moveStock writes them, and on-hand lowered by the same sums.
      await tx.execute(
        sql`insert into stock_movements (product_id, warehouse_id, delta, reason, reference, at)
          select l.product_id, s.warehouse_id, -l.quantity, 'sale', s.reference, s.date::timestamptz from sale_lines l join sales s on s.id = l.sale_id
          where s.id in (${sql.join(inserted.map((row) => sql`${row.id}::uuid`), sql`, `)})`,
      );
      const deltas = [...moves.values()];
      await tx.execute(
        sql`update stock_levels l set on_hand = l.on_hand + v.delta from (values ${sql.join(
          deltas.map((move) => sql`(${move.productId}::uuid, ${move.warehouseId}::uuid, ${move.delta}::int)`),
          sql`, `,
        )}) as v(product_id, warehouse_id, delta) where l.product_id = v.product_id and l.warehouse_id = v.warehouse_id and l.variant_id is null`,
      );
    });
    progress(done + count, target);
  }
  await db.execute(sql`vacuum analyze sales`);
  await db.execute(sql`vacuum analyze sale_lines`);
  await db.execute(sql`vacuum analyze payments`);
  await db.execute(sql`vacuum analyze stock_movements`);
}

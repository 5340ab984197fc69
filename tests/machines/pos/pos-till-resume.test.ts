import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-item';
import type { PosSaleBody } from '../../../src/api/pos/pos-sales';
import type { Minor } from '../../../src/domain/money';
import type { Percent } from '../../../src/domain/percent';
import type { Sale, SaleRow } from '../../../src/domain/sales.schemas';
import { lineName, lineUnitPrice } from '../../../src/machines/pos/pos-cart.machine';
import { posTillMachine } from '../../../src/machines/pos/pos-till.machine';
import { variantSale } from '../sales/sale-form.model';
import { options } from './pos-till.model';
import { boundTill } from './pos-till.model';

/** A held POS cart of two T-shirt sizes: S at 10.00 (two) and M at 12.00, as the server answers it. */
const heldSale: Sale = { ...variantSale, _id: 's-held', reference: 'POS-000003', source: 'pos', saleStatus: 'Pending', warehouseId: 'w-main', billerId: 'b-main', customerId: 'c-walk-in' };
const heldRow = { ...heldSale, products: undefined } as unknown as SaleRow;

/** The T-shirt as a scan of TSH-1-TS-M finds it: 10.00, M 2.00 more. */
const scannedM: PosItem = {
  id: 'p-tshirt',
  name: 'Cotton T-shirt',
  code: 'TSH-1',
  image: null,
  pricing: { price: 1000 as Minor, promotion: null, warehousePrices: null },
  taxRate: 0 as Percent,
  taxMethod: 'Exclusive',
  stock: 10,
  variants: [
    { name: 'S', itemCode: 'TS-S', barcode: null, additionalPrice: 0 as Minor, stock: 4 },
    { name: 'M', itemCode: 'TS-M', barcode: null, additionalPrice: 200 as Minor, stock: 6 },
  ],
  scannedVariant: 'TS-M',
};

const standIn = setup({}).createMachine({});

describe('POS till resuming a held cart with variants', () => {
  it('keeps each variant line (its item code, its name, its saved price), one line per size, and saves it back with the variants', async () => {
    const sent: { body: PosSaleBody }[] = [];
    const machine = posTillMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => ({ ok: true, data: options })) as never,
        loadRecent: fromPromise(async () => ({ ok: true, data: [heldRow] })) as never,
        loadSale: fromPromise(async () => ({ ok: true, data: heldSale })) as never,
        submitSale: fromPromise(async ({ input }: { input: { body: PosSaleBody } }) => {
          sent.push(input);
          return { ok: true, data: heldSale };
        }) as never,
        tiles: standIn as never,
        payment: standIn as never,
      },
      actions: { printReceipt: () => {}, keepKey: () => {} },
    });
    const till = createActor(machine, { input: { today: '2026-11-23', till: boundTill, newKey: () => 'key-1' } }).start();
    await waitFor(till, (snapshot) => snapshot.matches({ open: 'selling' }));
    till.send({ type: 'till.recent.open' });
    await waitFor(till, (snapshot) => snapshot.matches({ open: { recent: 'shown' } }));
    till.send({ type: 'till.recent.resume', id: 's-held' });
    await waitFor(till, (snapshot) => snapshot.matches({ open: 'selling' }));

    const cart = till.getSnapshot().context.cart;
    const shown = () => {
      const { lines, today, warehouse } = cart.getSnapshot().context;
      return lines.map((line) => [line.key, line.variant, lineName(line), line.quantity, lineUnitPrice(line, { today, warehouse })]);
    };
    expect(shown()).toEqual([
      ['p-tshirt:TS-S', 'TS-S', 'Cotton T-shirt (S)', 2, 1000],
      ['p-tshirt:TS-M', 'TS-M', 'Cotton T-shirt (M)', 1, 1200],
    ]);

    // Scanning M again adds to M's own line, as on a fresh cart.
    cart.send({ type: 'cart.product.add', product: scannedM });
    expect(shown()).toEqual([
      ['p-tshirt:TS-S', 'TS-S', 'Cotton T-shirt (S)', 2, 1000],
      ['p-tshirt:TS-M', 'TS-M', 'Cotton T-shirt (M)', 2, 1200],
    ]);

    till.send({ type: 'till.draft' });
    await waitFor(till, () => sent.length > 0);
    const line = { productId: 'p-tshirt', name: 'Cotton T-shirt', code: 'TSH-1' };
    expect(sent[0]!.body.lines).toEqual([
      { ...line, variant: 'TS-S', quantity: 2, unitPrice: 1000, subtotal: 2000 },
      { ...line, variant: 'TS-M', quantity: 2, unitPrice: 1200, subtotal: 2400 },
    ]);
    expect(sent[0]!.body.grandTotal).toBe(4400);
    till.stop();
  });
});

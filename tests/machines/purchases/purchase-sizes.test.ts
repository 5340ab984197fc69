import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orderLinesMachine } from '../../../src/machines/common/order-lines.machine';
import { purchaseBodyOf } from '../../../src/machines/purchases/purchase-form.machine';
import { laptop8Scanned, laptopSizes } from '../common/order-lines.model';

/** docs/decisions/021-warehouses-and-variants.md: a purchase line of a size names its size, so the stock arrives on that size. */
describe('a purchase of sizes', () => {
  it('sends each size line with its item code, and the product itself with none', () => {
    const lines = createActor(orderLinesMachine, { input: { pricing: { kind: 'purchase' } } }).start();
    lines.send({ type: 'search.product.chosen', product: laptopSizes, quantity: 3 });
    lines.send({ type: 'lines.variant.choose', itemCode: 'VRT-16' });
    lines.send({ type: 'search.product.chosen', product: laptop8Scanned, quantity: 1 });
    const body = purchaseBodyOf({ values: { warehouse: 'w-main', supplier: '', purchaseStatus: 'Received', note: '', paidInFull: false }, lines } as never);
    expect((body.products as { productId: string; variant?: string; quantity: number; productCost: number }[]).map(({ productId, variant, quantity, productCost }) => [productId, variant, quantity, productCost])).toEqual([
      ['p-laptop', 'VRT-16', 3, 15_200],
      ['p-laptop', 'VRT-8', 1, 15_200],
    ]);
    lines.stop();
  });
});

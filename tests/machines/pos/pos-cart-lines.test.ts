import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lineName, lineUnitPrice, priceNote, selectPricedCart } from '../../../src/machines/pos/pos-cart.machine';
import { cartInput, laptop, laptopVariant, phone, recordingCart } from './pos-cart.model';

/**
 * What the cart table shows on each line (docs/screens.md#point-of-sale; docs/decisions/006-one-pricing-module.md):
 * the name (a variant's after the product's), the unit price it sells at and, under the name, why
 * that price: a running promotion, or the till's warehouse's own price.
 */
describe('a POS cart line', () => {
  const at = (today: string, warehouse: string | null) => ({ today, warehouse });
  const shown = (product: typeof laptop, variant: string | null, where: ReturnType<typeof at>) => {
    const line = { product, variant };
    return [lineName(line), lineUnitPrice(line, where), priceNote(line, where)];
  };

  it('sells the laptop at the warehouse price where the till has one, and says so', () => {
    expect(shown(laptop, null, at('2026-11-23', 'Main'))).toEqual(['Dell Laptop', 1_800_000, 'Main price']);
    expect(shown(laptop, null, at('2026-11-23', 'Secondary'))).toEqual(['Dell Laptop', 1_850_000, null]);
    expect(shown(laptop, null, at('2026-11-23', null))).toEqual(['Dell Laptop', 1_850_000, null]);
  });

  it('names a variant after the product and adds its extra to the price', () => {
    expect(shown(laptop, 'VRT-1', at('2026-11-23', 'Main'))).toEqual(['Dell Laptop (16 GB)', 2_050_000, 'Main price']);
    // An item code the product no longer has: the product's own name and price.
    expect(shown(laptop, 'VRT-9', at('2026-11-23', null))).toEqual(['Dell Laptop', 1_850_000, null]);
  });

  it('sells at the promotion price from its first day through its last, and says so', () => {
    for (const today of ['2026-11-01', '2026-11-30']) expect(shown(phone, null, at(today, 'Main'))).toEqual(['Oppo A17', 2250, 'Promotion price']);
    for (const today of ['2026-10-31', '2026-12-01']) expect(shown(phone, null, at(today, 'Main'))).toEqual(['Oppo A17', 2499, null]);
  });

  it('says the promotion rather than the warehouse when a product has both', () => {
    const both = { ...laptop, pricing: { ...laptop.pricing, promotion: phone.pricing.promotion } };
    expect(priceNote({ product: both }, at('2026-11-23', 'Main'))).toBe('Promotion price');
    expect(priceNote({ product: both }, at('2026-12-01', 'Main'))).toBe('Main price');
  });
});

describe('the POS cart totals as the screen reads them', () => {
  it('prices the lines and charges of the cart on screen', () => {
    const cart = createActor(recordingCart([]), { input: cartInput }).start();
    cart.send({ type: 'cart.product.add', product: laptopVariant });
    cart.send({ type: 'cart.product.add', product: phone });
    cart.send({ type: 'cart.product.add', product: phone });
    cart.send({ type: 'cart.charge.change', field: 'shipping', text: ' 3 ' });
    const priced = selectPricedCart(cart.getSnapshot());
    expect(priced.lines.map((line) => [line.unitPrice, line.subtotal])).toEqual([
      [2_050_000, 2_255_000],
      [2250, 4500],
    ]);
    expect(priced.totals).toMatchObject({ itemsCount: 3, grandTotal: 2_255_000 + 4500 + 300 });
    cart.stop();
  });

  it('reads a blank charge box as 0 and keeps what was typed in the box', () => {
    const cart = createActor(recordingCart([]), { input: cartInput }).start();
    cart.send({ type: 'cart.product.add', product: phone });
    cart.send({ type: 'cart.charge.change', field: 'coupon', text: '1' });
    cart.send({ type: 'cart.charge.change', field: 'coupon', text: '  ' });
    const { charges, chargeTexts, problem } = cart.getSnapshot().context;
    expect([charges.coupon, chargeTexts.coupon, problem]).toEqual([0, '  ', null]);
    cart.stop();
  });

  it('applies a discount typed while the cart could not take it as soon as the lines can: the box and the total never disagree', () => {
    // A cashier types the discount while the scan is still being looked up: the cart is empty, 5.00 is more than it holds.
    const cart = createActor(recordingCart([]), { input: cartInput }).start();
    cart.send({ type: 'cart.charge.change', field: 'discount', text: '5' });
    expect(cart.getSnapshot().context.problem?.field).toBe('discount');
    cart.send({ type: 'cart.product.add', product: phone });
    const { charges, chargeTexts, problem } = cart.getSnapshot().context;
    expect([charges.discount, chargeTexts.discount, problem]).toEqual([500, '5', null]);
    // The phone sells at its promotion price on the cart's day, 22.50.
    expect(selectPricedCart(cart.getSnapshot()).totals.grandTotal).toBe(2250 - 500);
    cart.stop();
  });

  it('keeps saying why while a typed discount is still more than the cart holds', () => {
    const cart = createActor(recordingCart([]), { input: cartInput }).start();
    cart.send({ type: 'cart.charge.change', field: 'discount', text: '50' });
    cart.send({ type: 'cart.product.add', product: phone });
    const { charges, chargeTexts, problem } = cart.getSnapshot().context;
    expect([charges.discount, chargeTexts.discount, problem?.field]).toEqual([0, '50', 'discount']);
    cart.stop();
  });

  it('brings a held cart back with its charges in the boxes as amounts, cents included', () => {
    const cart = createActor(recordingCart([]), { input: cartInput }).start();
    cart.send({ type: 'cart.restore', lines: [{ key: phone.id, product: phone, variant: null, quantity: 1 }], charges: { discount: 150, coupon: 5, taxRate: 7500, shipping: 1999 } as never });
    expect(cart.getSnapshot().context.chargeTexts).toEqual({ discount: '1.5', coupon: '0.05', tax: '7.5', shipping: '19.99' });
    cart.stop();
  });
});

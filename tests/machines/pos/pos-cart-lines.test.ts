import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lineName, lineUnitPrice, priceNote, selectPricedCart, selectSizeChoice } from '../../../src/machines/pos/pos-cart.machine';
import { cartInput, laptop, phone, recordingCart, shirt, shirtM } from './pos-cart.model';
import { englishOrNull } from './english-text';

/**
 * What the cart table shows on each line (docs/screens.md#point-of-sale; docs/decisions/006-one-pricing-module.md):
 * the name (a variant's after the product's), the unit price it sells at and, under the name, why
 * that price: a running promotion, or the till's warehouse's own price.
 */
describe('a POS cart line', () => {
  const at = (today: string, warehouse: string | null) => ({ today, warehouse });
  const shown = (product: typeof laptop, variant: string | null, where: ReturnType<typeof at>) => {
    const line = { product, variant };
    return [lineName(line), lineUnitPrice(line, where), englishOrNull(priceNote(line, where))];
  };

  it('sells the laptop at the warehouse price where the till has one, and says so', () => {
    expect(shown(laptop, null, at('2026-11-23', 'Main'))).toEqual(['Dell Laptop', 1_800_000, 'Main price']);
    expect(shown(laptop, null, at('2026-11-23', 'Secondary'))).toEqual(['Dell Laptop', 1_850_000, null]);
    expect(shown(laptop, null, at('2026-11-23', null))).toEqual(['Dell Laptop', 1_850_000, null]);
  });

  it('names a size after the product and adds its extra to the price', () => {
    expect(shown(shirt, 'VRT-3', at('2026-11-23', 'Main'))).toEqual(['T-Shirt (L)', 1700, null]);
    expect(shown(shirt, 'VRT-2', at('2026-11-23', 'Main'))).toEqual(['T-Shirt (M)', 1500, null]);
    // An item code the product no longer has: the product's own name and price.
    expect(shown(shirt, 'VRT-9', at('2026-11-23', null))).toEqual(['T-Shirt', 1500, null]);
  });

  it('sells at the promotion price from its first day through its last, and says so', () => {
    for (const today of ['2026-11-01', '2026-11-30']) expect(shown(phone, null, at(today, 'Main'))).toEqual(['Oppo A17', 2250, 'Promotion price']);
    for (const today of ['2026-10-31', '2026-12-01']) expect(shown(phone, null, at(today, 'Main'))).toEqual(['Oppo A17', 2499, null]);
  });

  it('says the promotion rather than the warehouse when a product has both', () => {
    const both = { ...laptop, pricing: { ...laptop.pricing, promotion: phone.pricing.promotion } };
    expect(englishOrNull(priceNote({ product: both }, at('2026-11-23', 'Main')))).toBe('Promotion price');
    expect(englishOrNull(priceNote({ product: both }, at('2026-12-01', 'Main')))).toBe('Main price');
  });
});

describe('the POS cart totals as the screen reads them', () => {
  it('prices the lines and charges of the cart on screen', () => {
    const cart = createActor(recordingCart([]), { input: cartInput }).start();
    cart.send({ type: 'cart.product.add', product: laptop });
    cart.send({ type: 'cart.product.add', product: phone });
    cart.send({ type: 'cart.product.add', product: phone });
    cart.send({ type: 'cart.charge.change', field: 'shipping', text: ' 3 ' });
    const priced = selectPricedCart(cart.getSnapshot());
    expect(priced.lines.map((line) => [line.unitPrice, line.subtotal])).toEqual([
      [1_800_000, 1_980_000],
      [2250, 4500],
    ]);
    expect(priced.totals).toMatchObject({ itemsCount: 3, grandTotal: 1_980_000 + 4500 + 300 });
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

/**
 * The size a product with sizes sells in (docs/screens.md#point-of-sale): a tile, a name picked or
 * the product's own code asks which size, with each size's stock at the till's warehouse; a size's
 * barcode or `{code}-{itemCode}` adds that size at once; one line per product and size.
 */
describe('the POS cart asking which size', () => {
  const started = () => createActor(recordingCart([]), { input: cartInput }).start();
  const keys = (cart: ReturnType<typeof started>) => cart.getSnapshot().context.lines.map((line) => [line.key, line.quantity]);

  it('asks which size for a tile of a product with sizes, and adds the size chosen', () => {
    const cart = started();
    cart.send({ type: 'cart.product.add', product: shirt });
    expect(selectSizeChoice(cart.getSnapshot())?.product.variants.map((variant) => [variant.name, variant.stock])).toEqual([['S', 4], ['M', 1], ['L', 0]]);
    expect(keys(cart)).toEqual([]);
    cart.send({ type: 'cart.size.choose', itemCode: 'VRT-3' });
    expect([selectSizeChoice(cart.getSnapshot()), keys(cart)]).toEqual([null, [['p-shirt:VRT-3', 1]]]);
    expect(lineName(cart.getSnapshot().context.lines[0])).toBe('T-Shirt (L)');
    cart.stop();
  });

  it('adds the quantity typed before the name to the size chosen, and one line per size', () => {
    const cart = started();
    cart.send({ type: 'search.product.chosen', product: shirt, quantity: 3 });
    cart.send({ type: 'cart.size.choose', itemCode: 'VRT-1' });
    cart.send({ type: 'search.product.chosen', product: shirtM, quantity: 1 });
    cart.send({ type: 'cart.product.add', product: shirt });
    cart.send({ type: 'cart.size.choose', itemCode: 'VRT-1' });
    expect(keys(cart)).toEqual([['p-shirt:VRT-1', 4], ['p-shirt:VRT-2', 1]]);
    cart.stop();
  });

  it('adds a scanned size at once, without asking', () => {
    const cart = started();
    cart.send({ type: 'search.product.chosen', product: shirtM, quantity: 1 });
    expect([cart.getSnapshot().hasTag('choosingSize'), keys(cart)]).toEqual([false, [['p-shirt:VRT-2', 1]]]);
    cart.stop();
  });

  it('keeps the cart as it was when the question is cancelled, and takes no size the product does not have', () => {
    const cart = started();
    cart.send({ type: 'cart.product.add', product: phone });
    cart.send({ type: 'cart.product.add', product: shirt });
    cart.send({ type: 'cart.size.choose', itemCode: 'VRT-9' });
    expect(cart.getSnapshot().hasTag('choosingSize')).toBe(true);
    cart.send({ type: 'cart.size.cancel' });
    expect([cart.getSnapshot().hasTag('choosingSize'), selectSizeChoice(cart.getSnapshot()), keys(cart)]).toEqual([false, null, [['p-oppo', 1]]]);
    cart.send({ type: 'cart.size.choose', itemCode: 'VRT-1' });
    expect(keys(cart)).toEqual([['p-oppo', 1]]);
    cart.stop();
  });
});

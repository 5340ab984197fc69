import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-catalog';
import type { Minor } from '../../../src/domain/money';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { cartInput, laptop, phone, recordingCart, type Invocation } from './pos-cart.model';

/**
 * The cashier's moves at the POS cart (docs/screens.md#point-of-sale) that the generated paths
 * cannot take: those paths offer only the events the machine accepts and reach each cart once, so
 * what the cart refuses (a product not listed, a line not in the cart), a second step down from two,
 * and the answers of a search and a lookup are checked here step by step.
 */
const PAUSED = 'xstate.after.searchDebounce.posCart.search.pausing';
const tshirt: PosItem = {
  id: 'p-tshirt',
  name: 'Cotton T-shirt',
  code: 'TSH-1',
  image: null,
  pricing: { price: 1000 as Minor, promotion: null, warehousePrices: null },
  taxRate: 0 as never,
  taxMethod: 'Exclusive',
  stock: 10,
  variants: [
    { name: 'S', itemCode: 'TS-S', additionalPrice: 0 as Minor },
    { name: 'M', itemCode: 'TS-M', additionalPrice: 200 as Minor },
  ],
  scannedVariant: null,
};

function cart() {
  const invoked: Invocation[] = [];
  const actor = createActor(recordingCart(invoked), { input: cartInput }).start();
  const heard: string[] = [];
  actor.on('scan.unknown', (event) => heard.push(event.code));
  const send = (event: Record<string, unknown> & { type: string }) => actor.send(event as never);
  const context = () => actor.getSnapshot().context;
  const lines = () => context().lines.map((line) => [line.key, line.quantity]);
  return { actor, invoked, heard, send, context, lines };
}

afterEach(() => vi.unstubAllGlobals());

describe('the POS cart, step by step', () => {
  it('adds a product picked from the matches, and only one that is listed', () => {
    const { actor, send, context, lines, invoked } = cart();
    send({ type: 'cart.search.change', text: ' op ' });
    send({ type: PAUSED });
    expect(invoked).toEqual([{ src: 'searchProducts', input: { text: 'op' } }]);
    send({ type: 'xstate.done.actor.searchProducts', output: [laptop, phone] });
    expect(context().matches.map((product) => product.id)).toEqual([laptop.id, phone.id]);
    expect(actor.getSnapshot().can({ type: 'cart.search.pick', productId: tshirt.id })).toBe(false);
    send({ type: 'cart.search.pick', productId: phone.id });
    expect(lines()).toEqual([[phone.id, 1]]);
    expect([context().search, context().matches, context().searchMessage]).toEqual(['', [], null]);
  });

  it('says which text matched nothing, without the spaces around it, and when the search failed', () => {
    const { actor, send, context } = cart();
    send({ type: 'cart.search.change', text: ' zz ' });
    send({ type: PAUSED });
    send({ type: 'xstate.done.actor.searchProducts', output: [] });
    expect([context().matches, context().searchMessage]).toEqual([[], 'No product matches "zz".']);
    send({ type: 'cart.search.change', text: 'op' });
    send({ type: PAUSED });
    send({ type: 'xstate.error.actor.searchProducts', error: new TypeError('Failed to fetch') });
    expect([context().matches, context().searchMessage]).toEqual([[], 'The products could not be searched. Check the connection and try again.']);
    expect([context().search, actor.getSnapshot().matches({ search: 'idle' })]).toEqual(['op', true]);
  });

  it('takes Enter after the matches came as a code, and ignores Enter on a box of spaces', () => {
    const { send, context, invoked } = cart();
    send({ type: 'cart.search.change', text: 'OPPO-17' });
    send({ type: PAUSED });
    send({ type: 'xstate.done.actor.searchProducts', output: [phone] });
    // The product is now known by its code: Enter adds it at once, asking nothing.
    send({ type: 'cart.search.enter' });
    expect(context().lines.map((line) => line.key)).toEqual([phone.id]);
    send({ type: 'cart.search.change', text: '   ' });
    send({ type: 'cart.search.enter' });
    expect([context().scans, invoked.map((entry) => entry.src)]).toEqual([[], ['searchProducts']]);
    send({ type: 'cart.search.change', text: 'NOPE' });
    send({ type: PAUSED });
    send({ type: 'xstate.done.actor.searchProducts', output: [] });
    send({ type: 'cart.search.enter' });
    expect(invoked.at(-1)).toEqual({ src: 'findProductByCode', input: { code: 'NOPE' } });
  });

  it('takes Enter while a search is running: a known code at once, another looked up', () => {
    const { actor, send, context, lines, invoked } = cart();
    send({ type: 'cart.product.add', product: laptop });
    send({ type: 'cart.search.change', text: 'LAP-1' });
    send({ type: PAUSED });
    send({ type: 'cart.search.enter' });
    expect([lines(), context().search, actor.getSnapshot().matches({ search: 'idle' })]).toEqual([[[laptop.id, 2]], '', true]);
    send({ type: 'cart.search.change', text: 'OPPO-17' });
    send({ type: PAUSED });
    send({ type: 'cart.search.enter' });
    expect([context().scans, context().search, actor.getSnapshot().matches({ search: 'idle' })]).toEqual([['OPPO-17'], '', true]);
    expect(invoked.map((entry) => entry.src)).toEqual(['searchProducts', 'searchProducts', 'findProductByCode']);
  });

  it('clears the matches and asks nothing when the box holds only spaces', () => {
    const { actor, send, context, invoked } = cart();
    send({ type: 'cart.search.change', text: 'op' });
    send({ type: PAUSED });
    send({ type: 'xstate.done.actor.searchProducts', output: [phone] });
    send({ type: 'cart.search.change', text: '   ' });
    expect([context().matches, context().searchMessage]).toEqual([[], null]);
    send({ type: PAUSED });
    expect([invoked.length, actor.getSnapshot().matches({ search: 'idle' })]).toEqual([1, true]);
  });

  it('looks scanned codes up one at a time in the order scanned, a known code too while one is pending', () => {
    const { send, context, lines, invoked, heard } = cart();
    send({ type: 'cart.product.add', product: laptop });
    send({ type: 'cart.search.change', text: ' NOPE-9 ' });
    send({ type: 'cart.search.enter' });
    // LAP-1 is known, but NOPE-9 is still being looked up: it waits its turn.
    send({ type: 'cart.search.change', text: ' lap-1 ' });
    send({ type: 'cart.search.enter' });
    expect([context().scans, lines()]).toEqual([['NOPE-9', 'lap-1'], [[laptop.id, 1]]]);
    send({ type: 'xstate.error.actor.findProductByCode', error: new TypeError('Failed to fetch') });
    expect([heard, context().searchMessage]).toEqual([['NOPE-9'], 'The product could not be looked up. Check the connection and scan again.']);
    expect(invoked.map((entry) => entry.input)).toEqual([{ code: 'NOPE-9' }, { code: 'lap-1' }]);
    send({ type: 'xstate.done.actor.findProductByCode', output: laptop });
    expect([context().scans, lines(), context().searchMessage]).toEqual([[], [[laptop.id, 2]], null]);
    // Known now, with spaces around it and in lower case: added at once.
    send({ type: 'cart.search.change', text: ' lap-1 ' });
    send({ type: 'cart.search.enter' });
    expect([lines(), invoked.length]).toEqual([[[laptop.id, 3]], 2]);
  });

  it('steps a line up and down, removing it below 1, and refuses lines that are not in the cart', () => {
    const { actor, send, lines } = cart();
    send({ type: 'cart.product.add', product: laptop });
    send({ type: 'cart.product.add', product: phone });
    for (const type of ['cart.line.increment', 'cart.line.decrement'] as const) expect(actor.getSnapshot().can({ type, key: tshirt.id })).toBe(false);
    send({ type: 'cart.line.increment', key: phone.id });
    send({ type: 'cart.line.increment', key: laptop.id });
    expect(lines()).toEqual([
      [laptop.id, 2],
      [phone.id, 2],
    ]);
    send({ type: 'cart.line.decrement', key: laptop.id });
    expect(lines()).toEqual([
      [laptop.id, 1],
      [phone.id, 2],
    ]);
    send({ type: 'cart.line.decrement', key: laptop.id });
    expect(lines()).toEqual([[phone.id, 2]]);
  });

  it('keeps each size of a product on its own line at its own price', () => {
    const { send, context, lines } = cart();
    send({ type: 'cart.product.add', product: { ...tshirt, scannedVariant: 'TS-M' } });
    send({ type: 'cart.product.add', product: { ...tshirt, scannedVariant: 'TS-S' } });
    send({ type: 'cart.product.add', product: { ...tshirt, scannedVariant: 'TS-M' } });
    expect(lines()).toEqual([
      ['p-tshirt:TS-M', 2],
      ['p-tshirt:TS-S', 1],
    ]);
    expect(context().lines.map((line) => line.variant)).toEqual(['TS-M', 'TS-S']);
  });

  it('empties the cart and its charges, and says so nowhere', () => {
    const { send, context } = cart();
    send({ type: 'cart.product.add', product: phone });
    send({ type: 'cart.charge.change', field: 'shipping', text: '3' });
    send({ type: 'cart.charge.change', field: 'discount', text: '999' });
    send({ type: 'cart.search.change', text: 'op' });
    send({ type: 'cart.clear' });
    const { lines, charges, chargeTexts, problem, search } = context();
    expect({ lines, charges, chargeTexts, problem, search }).toEqual({
      lines: [],
      charges: { discount: 0, coupon: 0, taxRate: 0, shipping: 0 },
      chargeTexts: { discount: '0', coupon: '0', tax: '0', shipping: '0' },
      problem: null,
      search: '',
    });
  });

  it('refuses a line the domain cannot price and names the lines as the problem', () => {
    const { send, lines, context } = cart();
    const costly = { ...phone, id: 'p-costly', pricing: { price: 600_000_000_000_000 as Minor, promotion: null, warehousePrices: null } };
    send({ type: 'cart.product.add', product: costly });
    send({ type: 'cart.product.add', product: costly });
    expect([lines(), context().problem?.field]).toEqual([[['p-costly', 1]], 'lines']);
    send({ type: 'cart.line.increment', key: 'p-costly' });
    expect([lines(), context().problem?.field]).toEqual([[['p-costly', 1]], 'lines']);
  });
});

describe('the POS cart asking the server', () => {
  it('searches the products by the text typed and looks a scanned code up', async () => {
    const asked: string[] = [];
    const product = {
      _id: 'p-oppo',
      productName: 'Oppo A17',
      productCode: 'OPPO-17',
      image: null,
      productPrice: 24.99,
      hasPromotion: false,
      promotionPrice: null,
      promotionStart: null,
      promotionEnd: null,
      warehousePrices: {},
      productTaxRate: 20,
      taxMethod: 'Inclusive',
      quantity: 9,
      variantList: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}?${url.searchParams.get('q') ?? url.searchParams.get('code')}`);
        return url.pathname.endsWith('/by-code') ? Response.json(product) : Response.json([product]);
      }),
    );
    const actor = createActor(posCartMachine, { input: cartInput }).start();
    actor.send({ type: 'cart.search.change', text: 'OPPO-17' });
    actor.send({ type: 'cart.search.enter' });
    await waitFor(actor, (snapshot) => snapshot.context.lines.length === 1);
    actor.send({ type: 'cart.search.change', text: 'op' });
    await waitFor(actor, (snapshot) => snapshot.context.matches.length === 1);
    expect(asked).toEqual(['/api/pos/products/by-code?OPPO-17', '/api/pos/products?op']);
    expect(actor.getSnapshot().context.lines.map((line) => [line.key, line.product.name])).toEqual([['p-oppo', 'Oppo A17']]);
    actor.stop();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, sendTo, setup, waitFor } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-item';
import type { Minor } from '../../../src/domain/money';
import { posCartMachine } from '../../../src/machines/pos/pos-cart.machine';
import { cartInput, laptop, phone, recordingCart, type Invocation } from './pos-cart.model';
import { englishOrNull } from './english-text';

/**
 * The cashier's moves at the POS cart (docs/screens.md#point-of-sale) that the generated paths
 * cannot take: those paths offer only the events the machine accepts and reach each cart once, so
 * what the cart refuses (a product not listed, a line not in the cart), a second step down from two,
 * and the answers of a search and a lookup are checked here step by step.
 */
const PAUSED = 'xstate.after.searchPause.productSearch.box.pausing';
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
    { name: 'S', itemCode: 'TS-S', barcode: null, additionalPrice: 0 as Minor, stock: 4 },
    { name: 'M', itemCode: 'TS-M', barcode: null, additionalPrice: 200 as Minor, stock: 6 },
  ],
  scannedVariant: null,
};

/**
 * The cart with its product search: `send` goes to the cart, `type`/`enter`/`answer` to the search box
 * (as the screen sends them), `found` is what the box shows.
 */
function cart() {
  const invoked: Invocation[] = [];
  const actor = createActor(recordingCart(invoked), { input: cartInput }).start();
  const heard: string[] = [];
  actor.on('scan.unknown', (event) => heard.push(event.code));
  const search = actor.getSnapshot().children.productSearch!;
  const send = (event: Record<string, unknown> & { type: string }) => actor.send(event as never);
  const toSearch = (event: Record<string, unknown> & { type: string }) => search.send(event as never);
  const type = (text: string) => toSearch({ type: 'search.change', text });
  const enter = () => toSearch({ type: 'search.enter' });
  const context = () => actor.getSnapshot().context;
  const found = () => search.getSnapshot().context;
  const box = () => search.getSnapshot();
  const lines = () => context().lines.map((line) => [line.key, line.quantity]);
  return { actor, invoked, heard, send, toSearch, type, enter, context, found, box, lines };
}

afterEach(() => vi.unstubAllGlobals());

describe('the POS cart, step by step', () => {
  it('adds a product picked from the matches, and only one that is listed', () => {
    const { box, toSearch, type, found, lines, invoked } = cart();
    type(' op ');
    toSearch({ type: PAUSED });
    expect(invoked).toEqual([{ src: 'searchProducts', input: { text: 'op', warehouseId: null } }]);
    toSearch({ type: 'xstate.done.actor.searchProducts', output: { ok: true, data: [laptop, phone] } });
    expect(found().matches.map((product) => product.id)).toEqual([laptop.id, phone.id]);
    expect(box().can({ type: 'search.pick', productId: tshirt.id })).toBe(false);
    toSearch({ type: 'search.pick', productId: phone.id });
    expect(lines()).toEqual([[phone.id, 1]]);
    expect([found().text, found().matches, englishOrNull(found().message)]).toEqual(['', [], null]);
  });

  it('says which text matched nothing, without the spaces around it, and when the search failed', () => {
    const { box, toSearch, type, found } = cart();
    type(' zz ');
    toSearch({ type: PAUSED });
    toSearch({ type: 'xstate.done.actor.searchProducts', output: { ok: true, data: [] } });
    expect([found().matches, englishOrNull(found().message)]).toEqual([[], 'No product matches "zz".']);
    type('op');
    toSearch({ type: PAUSED });
    toSearch({ type: 'xstate.error.actor.searchProducts', error: new TypeError('Failed to fetch') });
    expect([found().matches, englishOrNull(found().message)]).toEqual([[], 'The products could not be searched. Check the connection and try again.']);
    expect([found().text, box().matches({ box: 'idle' })]).toEqual(['op', true]);
  });

  it('takes Enter after the matches came as a code, and ignores Enter on a box of spaces', () => {
    const { toSearch, type, enter, found, context, invoked } = cart();
    type('OPPO-17');
    toSearch({ type: PAUSED });
    toSearch({ type: 'xstate.done.actor.searchProducts', output: { ok: true, data: [phone] } });
    // The product is now known by its code: Enter adds it at once, asking nothing.
    enter();
    expect(context().lines.map((line) => line.key)).toEqual([phone.id]);
    type('   ');
    enter();
    expect([found().queue, invoked.map((entry) => entry.src)]).toEqual([[], ['searchProducts']]);
    type('NOPE');
    toSearch({ type: PAUSED });
    toSearch({ type: 'xstate.done.actor.searchProducts', output: { ok: true, data: [] } });
    enter();
    expect(invoked.at(-1)).toEqual({ src: 'findProductByCode', input: { code: 'NOPE', warehouseId: null } });
  });

  it('takes Enter while a search is running: a known code at once, another looked up', () => {
    const { box, send, toSearch, type, enter, found, lines, invoked } = cart();
    send({ type: 'cart.product.add', product: laptop });
    type('LAP-1');
    toSearch({ type: PAUSED });
    enter();
    expect([lines(), found().text, box().matches({ box: 'idle' })]).toEqual([[[laptop.id, 2]], '', true]);
    type('OPPO-17');
    toSearch({ type: PAUSED });
    enter();
    expect([found().queue, found().text, box().matches({ box: 'idle' })]).toEqual([[{ code: 'OPPO-17', quantity: 1 }], '', true]);
    expect(invoked.map((entry) => entry.src)).toEqual(['searchProducts', 'searchProducts', 'findProductByCode']);
  });

  it('clears the matches and asks nothing when the box holds only spaces', () => {
    const { box, toSearch, type, found, invoked } = cart();
    type('op');
    toSearch({ type: PAUSED });
    toSearch({ type: 'xstate.done.actor.searchProducts', output: { ok: true, data: [phone] } });
    type('   ');
    expect([found().matches, englishOrNull(found().message)]).toEqual([[], null]);
    toSearch({ type: PAUSED });
    expect([invoked.length, box().matches({ box: 'idle' })]).toEqual([1, true]);
  });

  it('looks scanned codes up one at a time in the order scanned, a known code too while one is pending', () => {
    const { send, toSearch, type, enter, found, lines, invoked, heard } = cart();
    send({ type: 'cart.product.add', product: laptop });
    type(' NOPE-9 ');
    enter();
    // LAP-1 is known, but NOPE-9 is still being looked up: it waits its turn.
    type(' lap-1 ');
    enter();
    expect([found().queue.map((entry) => entry.code), lines()]).toEqual([['NOPE-9', 'lap-1'], [[laptop.id, 1]]]);
    toSearch({ type: 'xstate.error.actor.findProductByCode', error: new TypeError('Failed to fetch') });
    expect([heard, englishOrNull(found().message)]).toEqual([['NOPE-9'], 'The product could not be looked up. Check the connection and scan again.']);
    expect(invoked.map((entry) => entry.input)).toEqual([
      { code: 'NOPE-9', warehouseId: null },
      { code: 'lap-1', warehouseId: null },
    ]);
    toSearch({ type: 'xstate.done.actor.findProductByCode', output: { ok: true, data: laptop } });
    expect([found().queue, lines(), englishOrNull(found().message)]).toEqual([[], [[laptop.id, 2]], null]);
    // Known now, with spaces around it and in lower case: added at once.
    type(' lap-1 ');
    enter();
    expect([lines(), invoked.length]).toEqual([[[laptop.id, 3]], 2]);
  });

  it('adds 3 for `3*` then a scan, sets the line to 5 for `*5` after it, and searches a word no product has as its code by name', () => {
    const { toSearch, type, enter, found, lines, invoked, heard, context } = cart();
    type('*5');
    enter();
    expect(context().problem && { ...context().problem, message: englishOrNull(context().problem!.message) }).toEqual({ field: 'search', message: 'Add a product first: *3 then makes it 3.' });
    type('3*LAP-1');
    enter();
    toSearch({ type: 'xstate.done.actor.findProductByCode', output: { ok: true, data: laptop } });
    expect(lines()).toEqual([[laptop.id, 3]]);
    type('*5');
    enter();
    expect([lines(), context().problem]).toEqual([[[laptop.id, 5]], null]);
    type('Oppo');
    enter();
    toSearch({ type: 'xstate.done.actor.findProductByCode', output: { ok: true, data: null } });
    // No tone for a word: it comes back into the box and is searched by name.
    expect([heard, found().text, invoked.at(-1)]).toEqual([[], 'Oppo', { src: 'searchProducts', input: { text: 'Oppo', warehouseId: null } }]);
    toSearch({ type: 'xstate.done.actor.searchProducts', output: { ok: true, data: [phone] } });
    toSearch({ type: 'search.down' });
    enter();
    expect(lines()).toEqual([
      [laptop.id, 5],
      [phone.id, 1],
    ]);
  });

  it('adds 3 for `3*` then a tile tapped, and empties the box; a tile with nothing typed adds 1 and leaves the box as it is', () => {
    const { send, type, found, lines } = cart();
    type('3*');
    send({ type: 'cart.product.add', product: laptop });
    expect([lines(), found().text]).toEqual([[[laptop.id, 3]], '']);
    type('Opp');
    send({ type: 'cart.product.add', product: laptop });
    expect([lines(), found().text]).toEqual([[[laptop.id, 4]], 'Opp']);
  });

  it("takes a quantity typed in a line's Qty box: a whole number from 1 to 1,000,000; other text stays in the box with the reason, the line keeps its quantity", () => {
    const { send, context, lines } = cart();
    send({ type: 'cart.product.add', product: phone });
    send({ type: 'cart.line.quantity.change', key: phone.id, text: '12' });
    expect([lines(), context().quantityTexts, context().problem]).toEqual([[[phone.id, 12]], {}, null]);
    for (const [text, message] of [
      ['', 'Quantity must be a whole number of at least 1.'],
      ['0', 'Quantity must be a whole number of at least 1.'],
      ['2.5', 'Quantity must be a whole number of at least 1.'],
      ['two', 'Quantity must be a whole number of at least 1.'],
      ['1000001', 'Quantity must be at most 1,000,000 on a line.'],
    ]) {
      send({ type: 'cart.line.quantity.change', key: phone.id, text });
      expect([lines(), context().quantityTexts, context().problem], `after '${text}'`).toEqual([[[phone.id, 12]], { [phone.id]: text }, { field: `quantity:${phone.id}`, message }]);
    }
    // Plus goes on from the quantity the line has, and the box shows it again.
    send({ type: 'cart.line.increment', key: phone.id });
    expect([lines(), context().quantityTexts, context().problem]).toEqual([[[phone.id, 13]], {}, null]);
    expect(context().lines.length).toBe(1);
  });

  it('says "Add a product first" for `*3` once the last product added has left the cart, and changes no other line', () => {
    const { send, context, lines } = cart();
    send({ type: 'cart.product.add', product: phone });
    send({ type: 'cart.product.add', product: laptop });
    send({ type: 'cart.line.decrement', key: laptop.id });
    expect(lines()).toEqual([[phone.id, 1]]);
    send({ type: 'search.quantity.typed', quantity: 3 });
    expect([lines(), englishOrNull(context().problem?.message)]).toEqual([[[phone.id, 1]], 'Add a product first: *3 then makes it 3.']);
  });

  it('takes only a size the product offers while it asks which one, and lets the question be left', () => {
    const { actor, send, lines } = cart();
    send({ type: 'cart.product.add', product: tshirt });
    expect(actor.getSnapshot().hasTag('choosingSize')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'cart.size.choose', itemCode: 'TS-XL' })).toBe(false);
    send({ type: 'cart.size.choose', itemCode: 'TS-XL' });
    expect([actor.getSnapshot().hasTag('choosingSize'), lines()]).toEqual([true, []]);
    send({ type: 'cart.size.cancel' });
    expect([actor.getSnapshot().hasTag('choosingSize'), lines()]).toEqual([false, []]);
    // Outside the question a size alone adds nothing.
    send({ type: 'cart.size.choose', itemCode: 'TS-S' });
    expect(lines()).toEqual([]);
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

  it('empties the cart, its charges and the search box, and says so nowhere', () => {
    const { send, type, found, context } = cart();
    send({ type: 'cart.product.add', product: phone });
    send({ type: 'cart.charge.change', field: 'shipping', text: '3' });
    send({ type: 'cart.charge.change', field: 'discount', text: '999' });
    type('op');
    send({ type: 'cart.clear' });
    const { lines, charges, chargeTexts, problem } = context();
    expect({ lines, charges, chargeTexts, problem, search: found().text }).toEqual({
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
  it("searches the products by the text typed and looks a scanned code up, in the till's warehouse", async () => {
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
        asked.push(`${url.pathname}?${url.searchParams.get('q') ?? url.searchParams.get('code')} in ${url.searchParams.get('warehouseId')}`);
        return url.pathname.endsWith('/by-code') ? Response.json(product) : Response.json([product]);
      }),
    );
    const actor = createActor(posCartMachine, { input: { ...cartInput, warehouseId: '7d0c8f5e-1c2b-4b1a-9a57-0b7f3c1d2e4f' } }).start();
    const search = actor.getSnapshot().children.productSearch!;
    search.send({ type: 'search.change', text: 'OPPO-17' });
    search.send({ type: 'search.enter' });
    await waitFor(actor, (snapshot) => snapshot.context.lines.length === 1);
    search.send({ type: 'search.change', text: 'op' });
    await waitFor(search, (snapshot) => snapshot.context.matches.length === 1);
    // Both reads name the till's warehouse: the stock shown is the stock there.
    expect(asked).toEqual(['/api/pos/products/by-code?OPPO-17 in 7d0c8f5e-1c2b-4b1a-9a57-0b7f3c1d2e4f', '/api/pos/products?op in 7d0c8f5e-1c2b-4b1a-9a57-0b7f3c1d2e4f']);
    expect(actor.getSnapshot().context.lines.map((line) => [line.key, line.product.name])).toEqual([['p-oppo', 'Oppo A17']]);
    actor.stop();
  });
});

describe('the sale in progress, kept across a reload (docs/screens.md#point-of-sale)', () => {
  /** The browser's storage as the cart leaves it: the sale kept under its key, or nothing. */
  function storage() {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    });
    return () => {
      if (!kept.has('shopdesk.pos.sale')) return null;
      // When it was kept orders the sales closed tabs left (tests/api/pos/sale-in-progress.test.ts); the sale is the rest.
      const { keptAt, ...sale } = JSON.parse(kept.get('shopdesk.pos.sale')!);
      expect(keptAt).toEqual(expect.any(Number));
      return sale;
    };
  }

  it('is kept after every change to the lines or the charges, and forgotten once the cart is empty', () => {
    const keptSale = storage();
    const { actor, send, context } = cart();
    const kept = () => ({ lines: context().lines, charges: context().charges });
    send({ type: 'cart.product.add', product: laptop });
    expect(keptSale()).toEqual(kept());
    send({ type: 'search.product.chosen', product: phone, quantity: 2 });
    expect(keptSale().lines).toHaveLength(2);
    send({ type: 'search.quantity.typed', quantity: 5 });
    expect(keptSale().lines[1].quantity).toBe(5);
    send({ type: 'cart.line.increment', key: laptop.id });
    expect(keptSale().lines[0].quantity).toBe(2);
    send({ type: 'cart.line.decrement', key: laptop.id });
    expect(keptSale().lines[0].quantity).toBe(1);
    send({ type: 'cart.line.quantity.change', key: phone.id, text: '3' });
    expect(keptSale().lines[1].quantity).toBe(3);
    send({ type: 'cart.charge.change', field: 'shipping', text: '7.50' });
    expect(keptSale().charges.shipping).toBe(750);
    // At Secondary the laptop sells at its own price (18,500.00), dearer than at Main (18,000.00): a discount the
    // sale takes there (20,000.00) is more than the sale back at Main, so it goes back to 0, and the kept sale says so too.
    send({ type: 'cart.warehouse.change', warehouse: 'Secondary' });
    send({ type: 'cart.charge.change', field: 'discount', text: '20000' });
    expect([context().charges.discount, context().problem]).toEqual([2_000_000, null]);
    send({ type: 'cart.warehouse.change', warehouse: 'Main' });
    expect(context().charges.discount).toBe(0);
    expect(keptSale()).toEqual(kept());
    send({ type: 'cart.product.add', product: tshirt });
    send({ type: 'cart.size.choose', itemCode: 'TS-M' });
    expect(keptSale().lines.map((line: { key: string }) => line.key)).toEqual([laptop.id, phone.id, `${tshirt.id}:TS-M`]);
    const before = kept();
    send({ type: 'cart.clear' });
    expect(keptSale()).toBeNull();
    // A held sale taken back is the sale in progress again.
    send({ type: 'cart.restore', lines: before.lines, charges: before.charges });
    expect(keptSale()).toEqual(before);
    actor.stop();
  });

  it('tells the till each time a product goes into the cart, and only then', () => {
    const told: string[] = [];
    const till = setup({ actors: { cart: recordingCart([]) } }).createMachine({
      invoke: { id: 'cart', src: 'cart', input: cartInput },
      on: {
        'till.cart.added': { actions: () => told.push('added') },
        forward: { actions: sendTo('cart', ({ event }) => (event as unknown as { event: never }).event) },
      },
    });
    const actor = createActor(till).start();
    const forward = (event: Record<string, unknown>) => actor.send({ type: 'forward', event } as never);
    forward({ type: 'cart.product.add', product: laptop });
    forward({ type: 'search.product.chosen', product: phone, quantity: 1 });
    forward({ type: 'cart.line.increment', key: laptop.id });
    forward({ type: 'cart.product.add', product: tshirt });
    expect(told).toEqual(['added', 'added']);
    forward({ type: 'cart.size.choose', itemCode: 'TS-S' });
    expect(told).toEqual(['added', 'added', 'added']);
    actor.stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, type EventObject } from 'xstate';
import { productSearchMachine, type FoundProduct } from '../../../src/machines/common/product-search.machine';
import { itTakesTheRecordedChart, leafStatePaths } from '../model-helpers';
import { englishOf } from './english';
import { hostedSearch, laptop, phone, recordingSearch, searchFacets, searchInput, searchModel, type Invocation } from './product-search.model';

/**
 * The oracle: what the box, its list and its message should show after each event, and what the
 * screen is told, worked out here from docs/screens.md#point-of-sale (the search box) and the test
 * products, without the machine: each text typed is read from a table, not parsed by the machine's code.
 */
interface Expected {
  text: string;
  /** Entered codes waiting for their lookup, with their quantity. */
  queue: [string, number][];
  matches: string[];
  active: number | null;
  message: string | null;
  /** Codes the search has seen (lower case): entered again, they add without asking the server. */
  known: string[];
  /** What the screen was told, in order: `add <code>[-<item>] x<n>`, `quantity <n>`, `unknown <code>`. */
  told: string[];
}

const SEARCH_FAILED = 'The products could not be searched. Check the connection and try again.';
const LOOKUP_FAILED = 'The product could not be looked up. Check the connection and scan again.';
const AT_LEAST_ONE = 'Quantity must be a whole number of at least 1.';

/** What each text the paths type asks: the words searched and the quantity, a quantity for the last product added, or a refusal. */
type Reading = { words: string; quantity: number } | { last: number } | { refused: string };
const readings: Record<string, Reading> = {
  '': { words: '', quantity: 1 },
  op: { words: 'op', quantity: 1 },
  o: { words: 'o', quantity: 1 },
  zz: { words: 'zz', quantity: 1 },
  Oppo: { words: 'Oppo', quantity: 1 },
  '2*Oppo': { words: 'Oppo', quantity: 2 },
  'LAP-1': { words: 'LAP-1', quantity: 1 },
  '2*LAP-1': { words: 'LAP-1', quantity: 2 },
  'NOPE-9': { words: 'NOPE-9', quantity: 1 },
  'LAP-1-VRT-1': { words: 'LAP-1-VRT-1', quantity: 1 },
  'OPPO-17': { words: 'OPPO-17', quantity: 1 },
  '*3': { last: 3 },
  '0*LAP-1': { refused: AT_LEAST_ONE },
};
/** The texts that read as words, not codes: no product having them as a code, they are searched by name. */
const wordTexts = new Set(['Oppo', 'op']);
/** The codes a product is known by once seen: its own and its variants'. */
const codesOf: Record<string, string[]> = { [laptop.id]: ['lap-1', 'lap-1-vrt-1'], [phone.id]: ['oppo-17'] };
const codeOfId: Record<string, string> = { [laptop.id]: 'LAP-1', [phone.id]: 'OPPO-17' };

const reading = (text: string): Reading => {
  if (!(text in readings)) throw new Error(`The oracle has no reading of '${text}'`);
  return readings[text];
};
const wordsOf = (text: string) => {
  const read = reading(text);
  return 'words' in read ? read.words : '';
};
const quantityOf = (text: string) => {
  const read = reading(text);
  return 'quantity' in read ? read.quantity : 1;
};
const knowing = (state: Expected, productIds: string[]): Expected => ({ ...state, known: [...new Set([...state.known, ...productIds.flatMap((id) => codesOf[id])])].sort() });
const cleared = (state: Expected): Expected => ({ ...state, text: '', matches: [], active: null, message: null });
const added = (code: string, quantity: number) => `add ${code} x${quantity}`;

const initial: Expected = { text: '', queue: [], matches: [], active: null, message: null, known: [], told: [] };

/** The next expected state and the server calls the step must make. */
function next(state: Expected, event: any): { state: Expected; invoked: Invocation[] } {
  const lookupNext = (after: Expected, wasLooking: boolean): { state: Expected; invoked: Invocation[] } =>
    !wasLooking && after.queue.length > 0 ? { state: after, invoked: [{ src: 'findProductByCode', input: { code: after.queue[0][0], warehouseId: 'w-main' } }] } : { state: after, invoked: [] };
  const nothing = { state, invoked: [] };
  switch (event.type) {
    case 'search.change':
      return { state: wordsOf(event.text) === '' ? { ...cleared(state), text: event.text } : { ...state, text: event.text, message: null, active: null }, invoked: [] };
    case 'search.enter': {
      const read = reading(state.text);
      if (state.active !== null) {
        const id = state.matches[state.active];
        return { state: { ...cleared(state), told: [...state.told, added(codeOfId[id], quantityOf(state.text))] }, invoked: [] };
      }
      if ('last' in read) return { state: { ...cleared(state), told: [...state.told, `quantity ${read.last}`] }, invoked: [] };
      if ('refused' in read) return { state: { ...state, message: read.refused }, invoked: [] };
      const code = read.words.toLowerCase();
      if (state.queue.length === 0 && state.known.includes(code)) {
        return { state: { ...cleared(state), told: [...state.told, added(code.toUpperCase(), read.quantity)] }, invoked: [] };
      }
      if (read.words === '') return nothing;
      return lookupNext({ ...cleared(state), queue: [...state.queue, [read.words, read.quantity]] }, state.queue.length > 0);
    }
    case 'xstate.after.searchPause.productSearch.box.pausing':
      return { state, invoked: [{ src: 'searchProducts', input: { text: wordsOf(state.text), warehouseId: 'w-main' } }] };
    case 'xstate.done.actor.searchProducts': {
      // A refusal is an answer: the server's reason is said.
      if (!event.output.ok) return { state: { ...state, matches: [], active: null, message: event.output.message }, invoked: [] };
      const ids = event.output.data.map((product: any) => product.id);
      return { state: knowing({ ...state, matches: ids, active: null, message: ids.length === 0 ? `No product matches "${wordsOf(state.text)}".` : null }, ids), invoked: [] };
    }
    case 'xstate.error.actor.searchProducts':
      return { state: { ...state, matches: [], active: null, message: SEARCH_FAILED }, invoked: [] };
    case 'xstate.done.actor.findProductByCode': {
      const [[code, quantity], ...rest] = state.queue;
      if (!event.output.ok) return lookupNext({ ...state, queue: rest, message: event.output.message, told: [...state.told, `unknown ${code}`] }, false);
      if (event.output.data) {
        return lookupNext(knowing({ ...state, queue: rest, message: null, told: [...state.told, added(code, quantity)] }, [event.output.data.id]), false);
      }
      if (wordTexts.has(code) && state.text === '' && rest.length === 0) {
        // Back in the box, with its quantity, and searched by name at once.
        const text = quantity === 1 ? code : `${quantity}*${code}`;
        return { state: { ...state, text, queue: [], message: null }, invoked: [{ src: 'searchProducts', input: { text: code, warehouseId: 'w-main' } }] };
      }
      return lookupNext({ ...state, queue: rest, message: `No product has the code "${code}".`, told: [...state.told, `unknown ${code}`] }, false);
    }
    case 'xstate.error.actor.findProductByCode': {
      const [[code], ...rest] = state.queue;
      return lookupNext({ ...state, queue: rest, message: LOOKUP_FAILED, told: [...state.told, `unknown ${code}`] }, false);
    }
    case 'search.pick':
      return { state: { ...cleared(state), told: [...state.told, added(codeOfId[event.productId], quantityOf(state.text))] }, invoked: [] };
    case 'search.down':
      return { state: { ...state, active: state.active === null ? 0 : Math.min(state.active + 1, state.matches.length - 1) }, invoked: [] };
    case 'search.up':
      return { state: { ...state, active: state.active === 0 ? null : state.active! - 1 }, invoked: [] };
    case 'search.escape':
      return { state: { ...state, matches: [], active: null }, invoked: [] };
    case 'search.remember':
      return { state: knowing(state, [event.product.id]), invoked: [] };
    case 'search.clear':
      return { state: cleared(state), invoked: [] };
    default:
      throw new Error(`The oracle does not know ${event.type}`);
  }
}

/** What the screen was told, in the oracle's words. */
function toldWords(event: any): string {
  switch (event.type) {
    case 'search.product.chosen': {
      const code = event.product.scannedVariant ? `${event.product.code}-${event.product.scannedVariant}` : event.product.code;
      return added(code, event.quantity);
    }
    case 'search.quantity.typed':
      return `quantity ${event.quantity}`;
    case 'search.code.unknown':
      return `unknown ${event.code}`;
    default:
      throw new Error(`The search told its screen ${event.type}`);
  }
}

function observe(snapshot: any, told: EventObject[]): Expected {
  const { context } = snapshot;
  return {
    text: context.text,
    queue: context.queue.map((entry: any) => [entry.code, entry.quantity]),
    matches: context.matches.map((product: any) => product.id),
    active: context.active,
    message: context.message === null ? null : englishOf(context.message),
    known: Object.keys(context.known).sort(),
    told: told.map(toldWords),
  };
}

const describeEvent = (event: EventObject) =>
  JSON.stringify(event, (key, value) => (key === 'data' && Array.isArray(value) ? value.map((item) => item.id) : key === 'product' || key === 'data' ? (value?.code ?? value) : value));

describe('the product search machine', () => {
  it('has its leaf states', () => {
    expect(leafStatePaths(productSearchMachine).sort()).toEqual(['box.idle', 'box.pausing', 'box.searching', 'lookup.lookingUp', 'lookup.waiting']);
  });

  for (const facet of searchFacets) {
    describe(facet, () => {
      const paths = searchModel(facet).getShortestPaths();
      itTakesTheRecordedChart(`product-search ${facet}`, recordingSearch([]), paths, searchInput);
      for (const path of paths) {
        const name = path.steps.slice(1).map((step) => describeEvent(step.event)).join(' → ') || 'opens empty';
        it(name, () => {
          const invocations: Invocation[] = [];
          const { actor, search, told } = hostedSearch(invocations);
          let expected = initial;
          expect(observe(search.getSnapshot(), told)).toEqual(expected);
          for (const step of path.steps.slice(1)) {
            const before = invocations.length;
            search.send(step.event as never);
            const step_ = next(expected, step.event);
            expected = step_.state;
            expect(observe(search.getSnapshot(), told), `after ${describeEvent(step.event)}`).toEqual(expected);
            expect(invocations.slice(before), `server calls on ${describeEvent(step.event)}`).toEqual(step_.invoked);
            // The box is free while a code is looked up: the next scan can be typed at once.
            expect(search.getSnapshot().can({ type: 'search.change', text: 'x' })).toBe(true);
          }
          actor.stop();
        });
      }
    });
  }

  it('adds 3 for `3*` then a scan, and makes the last product added 3 for `*3` after it', () => {
    const invocations: Invocation[] = [];
    const { actor, search, told } = hostedSearch(invocations);
    search.send({ type: 'search.change', text: '3*LAP-1' });
    search.send({ type: 'search.enter' });
    expect(invocations).toEqual([{ src: 'findProductByCode', input: { code: 'LAP-1', warehouseId: 'w-main' } }]);
    search.send({ type: 'xstate.done.actor.findProductByCode', output: { ok: true, data: laptop } } as never);
    search.send({ type: 'search.change', text: '*3' });
    search.send({ type: 'search.enter' });
    expect(told.map(toldWords)).toEqual(['add LAP-1 x3', 'quantity 3']);
    // A quantity the lines refuse stays in the box with the lines' reason; nothing is told.
    search.send({ type: 'search.change', text: '2000000*LAP-1' });
    search.send({ type: 'search.enter' });
    expect([search.getSnapshot().context.text, englishOf(search.getSnapshot().context.message!), told.length]).toEqual(['2000000*LAP-1', 'Quantity must be at most 1,000,000 on a line.', 2]);
    actor.stop();
  });

  it('reads a quantity as staff type it, spaces and several digits too; a star elsewhere is part of the code', () => {
    const invocations: Invocation[] = [];
    const { actor, search, told } = hostedSearch(invocations);
    const enter = (text: string, found: FoundProduct | null) => {
      search.send({ type: 'search.change', text });
      search.send({ type: 'search.enter' });
      search.send({ type: 'xstate.done.actor.findProductByCode', output: { ok: true, data: found } } as never);
    };
    enter(' 12 * LAP-1 ', laptop);
    search.send({ type: 'search.change', text: '* 15' });
    search.send({ type: 'search.enter' });
    for (const code of ['LAP*3', '*3abc', 'a2*LAP-1']) enter(code, null);
    expect(invocations.map((invocation) => (invocation.input as { code: string }).code)).toEqual(['LAP-1', 'LAP*3', '*3abc', 'a2*LAP-1']);
    expect(told.map(toldWords)).toEqual(['add LAP-1 x12', 'quantity 15', 'unknown LAP*3', 'unknown *3abc', 'unknown a2*LAP-1']);
    actor.stop();
  });

  it("adds a size by its own barcode without asking the server once its product was seen (a tile, a list)", () => {
    const invocations: Invocation[] = [];
    const { actor, search, told } = hostedSearch(invocations);
    const shirt: FoundProduct = { id: 'p-shirt', name: 'T-Shirt', code: 'TS-1', variants: [{ itemCode: 'VRT-1', barcode: null }, { itemCode: 'VRT-2', barcode: '4006381333931' }], scannedVariant: null };
    search.send({ type: 'search.remember', product: shirt });
    for (const code of ['4006381333931', 'ts-1-vrt-1']) {
      search.send({ type: 'search.change', text: code });
      search.send({ type: 'search.enter' });
    }
    expect([invocations, told.map(toldWords)]).toEqual([[], ['add TS-1-VRT-2 x1', 'add TS-1-VRT-1 x1']]);
    actor.stop();
  });

  it('an Enter on an empty box adds nothing (no stray Enter adds the previous item)', () => {
    const invocations: Invocation[] = [];
    const { actor, search, told } = hostedSearch(invocations);
    search.send({ type: 'search.change', text: 'LAP-1' });
    search.send({ type: 'search.enter' });
    search.send({ type: 'xstate.done.actor.findProductByCode', output: { ok: true, data: laptop } } as never);
    search.send({ type: 'search.enter' });
    expect(invocations).toHaveLength(1);
    expect(told.map(toldWords)).toEqual(['add LAP-1 x1']);
    actor.stop();
  });

  it("asks for matches a short pause after a typed key, and waits for a longer quiet when keys come as fast as a scanner's", () => {
    vi.useFakeTimers();
    try {
      const searched: string[] = [];
      const looked: string[] = [];
      const logic = productSearchMachine.provide({
        actors: {
          searchProducts: fromPromise(async ({ input }: { input: { text: string } }) => (searched.push(input.text), { ok: true, data: [] })) as never,
          findProductByCode: fromPromise(async ({ input }: { input: { code: string } }) => (looked.push(input.code), { ok: true, data: null })) as never,
        },
      });
      const host = createActor(setup({ actors: { productSearch: logic } }).createMachine({ invoke: { id: 'productSearch', src: 'productSearch', input: searchInput } })).start();
      const search = host.getSnapshot().children.productSearch!;
      const { typingPause, quickKeysPause } = searchInput;
      // A person: a key every 70 ms; each pause asks once, and the last key is asked for after the typing pause.
      search.send({ type: 'search.change', text: 'o' });
      vi.advanceTimersByTime(70);
      search.send({ type: 'search.change', text: 'op' });
      vi.advanceTimersByTime(typingPause - 1);
      expect(searched).toEqual(['o']);
      vi.advanceTimersByTime(1);
      expect(searched).toEqual(['o', 'op']);
      // A scanner: keys 3 ms apart, then Enter; no search, only the code's lookup.
      search.send({ type: 'search.change', text: '' });
      for (const text of ['L', 'LA', 'LAP', 'LAP-', 'LAP-1']) {
        search.send({ type: 'search.change', text });
        vi.advanceTimersByTime(3);
      }
      vi.advanceTimersByTime(quickKeysPause - 4);
      expect(searched).toEqual(['o', 'op']);
      search.send({ type: 'search.enter' });
      vi.advanceTimersByTime(quickKeysPause * 2);
      expect(searched).toEqual(['o', 'op']);
      expect(looked).toEqual(['LAP-1']);
      host.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

import { createActor, fromPromise, setup, waitFor, type EventObject } from 'xstate';
import { productSearchMachine, type FoundProduct, type ProductSearchActor, type ProductSearchInput } from '../../../src/machines/common/product-search.machine';
import { delayedEvents, doneEvent, errorEvent } from '../model-events';
import { machineTestModel } from '../path-coverage';

/** Two products as a search finds them: the laptop has a 16 GB variant, scanned as LAP-1-VRT-1. */
export const laptop: FoundProduct = { id: 'p-laptop', name: 'Dell Laptop', code: 'LAP-1', variants: [{ itemCode: 'VRT-1' }], scannedVariant: null };
export const laptopVariant: FoundProduct = { ...laptop, scannedVariant: 'VRT-1' };
export const phone: FoundProduct = { id: 'p-oppo', name: 'Oppo A17', code: 'OPPO-17', variants: [], scannedVariant: null };

/** The POS's pauses and a till's warehouse: the reads are asked with it. */
export const searchInput: ProductSearchInput = { typingPause: 25, quickKeysPause: 40, warehouseId: 'w-main' };

/** What the server answers: the search (the words asked) and the exact code. */
export const searchAnswers: Record<string, unknown[]> = { op: [phone], o: [laptop, phone], zz: [], Oppo: [phone], 'OPPO-17': [phone] };
export const codeAnswers: Record<string, unknown> = { 'LAP-1': laptop, 'LAP-1-VRT-1': laptopVariant, 'OPPO-17': phone, 'NOPE-9': null, Oppo: null, op: null };

/** An answer of the server as src/api gives it: the data, or a refusal with its reason. */
const accepted = (data: unknown) => ({ ok: true, data });
export const searchRefused = { ok: false, status: 400, message: 'q is too long.', issues: [] };
export const lookupRefused = { ok: false, status: 400, message: 'code is too long.', issues: [] };

export interface Invocation {
  src: 'searchProducts' | 'findProductByCode';
  input: unknown;
}

/** The search with reads that record their input and never answer: the paths answer with done and error events. */
export function recordingSearch(invocations: Invocation[]) {
  const recorder = (src: Invocation['src']) =>
    fromPromise(({ input }: { input: unknown }) => {
      invocations.push({ src, input });
      return new Promise<never>(() => {});
    }) as never;
  return productSearchMachine.provide({
    actors: { searchProducts: recorder('searchProducts'), findProductByCode: recorder('findProductByCode') },
    delays: { searchPause: 1e9 },
  });
}

/**
 * The search as a screen runs it, invoked by a parent that keeps what the search told it (a product to
 * add, a quantity for the last one, an unknown code), in order.
 */
export function hostedSearch(invocations: Invocation[]) {
  const told: EventObject[] = [];
  const host = setup({ actors: { productSearch: recordingSearch(invocations) } }).createMachine({
    invoke: { id: 'productSearch', src: 'productSearch', input: searchInput },
    on: { '*': { actions: ({ event }) => (event.type.startsWith('search.') ? told.push(event) : undefined) } },
  });
  const actor = createActor(host).start();
  const search = actor.getSnapshot().children.productSearch!;
  return { actor, search, told };
}

export type SearchFacet = 'scanning' | 'searching' | 'keys' | 'words' | 'typing';
export const searchFacets: SearchFacet[] = ['scanning', 'searching', 'keys', 'words', 'typing'];

type ModelEvent = EventObject & Record<string, unknown>;

/** The events of a facet, offered where they make a new case; the queue stays short so paths end. */
export function searchEvents(facet: SearchFacet) {
  return (snapshot: any): ModelEvent[] => {
    const { context } = snapshot;
    const lookingUp = snapshot.matches({ lookup: 'lookingUp' });
    const searching = snapshot.matches({ box: 'searching' });
    const head = context.queue[0]?.code;
    const asked = (text: string) => text.replace(/^\d+\*/, '').trim();
    const lookupAnswers = (failing: boolean) =>
      lookingUp
        ? [
            doneEvent('findProductByCode', accepted(codeAnswers[head])),
            ...(failing ? [doneEvent('findProductByCode', lookupRefused), errorEvent('findProductByCode', new TypeError('Failed to fetch'))] : []),
          ]
        : [];
    const searchAnswered = (failing: boolean) =>
      searching
        ? [
            doneEvent('searchProducts', accepted(searchAnswers[asked(context.text)])),
            ...(failing ? [doneEvent('searchProducts', searchRefused), errorEvent('searchProducts', new TypeError('Failed to fetch'))] : []),
          ]
        : [];
    const types = (texts: string[]) => texts.filter((text) => text !== context.text).map((text) => ({ type: 'search.change', text }));
    switch (facet) {
      case 'scanning':
        return [
          ...(context.text === '' && context.queue.length < 2 ? types(['LAP-1', 'NOPE-9', 'LAP-1-VRT-1', '2*LAP-1']) : []),
          { type: 'search.enter' },
          ...lookupAnswers(true),
        ];
      case 'searching':
        return [
          ...(context.text === '' && context.matches.length === 0 ? types(['op', 'zz']) : []),
          ...(context.text !== '' ? types(['']) : []),
          ...delayedEvents(productSearchMachine),
          ...searchAnswered(true),
          { type: 'search.pick', productId: phone.id },
        ];
      case 'keys':
        // Over two suggestions: down, down (stays on the last), up, up (back to the box), Escape, Enter.
        return [
          ...(context.text === '' ? types(['o']) : []),
          ...delayedEvents(productSearchMachine),
          ...searchAnswered(false),
          ...(context.matches.length > 0 ? [{ type: 'search.down' }, { type: 'search.up' }, { type: 'search.escape' }] : []),
          ...(context.active !== null ? [{ type: 'search.enter' }] : []),
        ];
      case 'words':
        // A word no product has as its code is searched by name; `*3` and a refused quantity.
        return [
          ...(context.text === '' && context.queue.length === 0 && context.matches.length === 0 ? types(['Oppo', '2*Oppo', '*3', '0*LAP-1']) : []),
          { type: 'search.enter' },
          ...lookupAnswers(false),
          ...delayedEvents(productSearchMachine),
          ...searchAnswered(false),
          ...(context.matches.length > 0 ? [{ type: 'search.pick', productId: phone.id }] : []),
        ];
      case 'typing': {
        // Typing, Enter and the answers in every order: a word that is no code, a code the search may
        // already know (a tile added it), and clearing; while idle, pausing, searching and looking up.
        const settled = context.queue.length === 0;
        return [
          ...(settled ? types(['op', 'OPPO-17', '']) : []),
          ...(settled ? [{ type: 'search.enter' }] : []),
          ...(Object.keys(context.known).length === 0 ? [{ type: 'search.remember', product: phone }] : []),
          ...(context.text !== '' || context.message !== null ? [{ type: 'search.clear' }] : []),
          ...delayedEvents(productSearchMachine),
          ...searchAnswered(true),
          ...lookupAnswers(false),
        ];
      }
    }
  };
}

export function searchModel(facet: SearchFacet) {
  return machineTestModel(recordingSearch([]) as never, {
    facet: (context: any) => [context.text, Object.keys(context.known).length, context.queue.length, context.matches.length, context.active, context.message === null],
    events: searchEvents(facet) as never,
    input: searchInput,
  });
}

/**
 * A product search that finds products in a table instead of asking the server: what a test of a
 * screen that invokes one (the order lines, the POS cart) provides as its `productSearch`.
 */
export function searchFinding(byCode: (code: string) => FoundProduct | null | undefined, byText: (text: string) => FoundProduct[] = () => []) {
  return productSearchMachine.provide({
    actors: {
      findProductByCode: fromPromise(async ({ input }: { input: { code: string } }) => accepted(byCode(input.code) ?? null)) as never,
      searchProducts: fromPromise(async ({ input }: { input: { text: string } }) => accepted(byText(input.text))) as never,
    },
  });
}

/**
 * Types a code in the product search of `owner` (the order lines, the cart) and presses Enter, as a
 * scanner does; settles once the code has been looked up (and its product told to `owner`).
 */
export async function enterCode(owner: { getSnapshot(): { children: Record<string, unknown> } }, code: string) {
  const search = owner.getSnapshot().children.productSearch as ProductSearchActor;
  search.send({ type: 'search.change', text: code });
  search.send({ type: 'search.enter' });
  await waitFor(search, (snapshot) => snapshot.context.queue.length === 0);
}

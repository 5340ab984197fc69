import { assertEvent, assign, enqueueActions, fromPromise, raise, setup, type ActorRefFrom } from 'xstate';
import { acceptedData, reasonOf, type ApiResult } from '../../api/common/http';
import { DomainError } from '../../domain/domain-error';
import { assertQuantity } from '../../domain/pricing';
import type { ShownText } from './notifications';
import type { MessageDescriptor } from '@lingui/core';

/**
 * What the search needs of a product, whichever screen searches: the POS's PosItem and the order
 * forms' OrderProduct both are one. A variant's code (`{code}-{itemCode}`) names the product with
 * `scannedVariant` set.
 */
export interface FoundProduct {
  id: string;
  name: string;
  code: string;
  variants?: readonly { itemCode: string; barcode?: string | null }[];
  scannedVariant?: string | null;
}

/** What a screen's search waits after a key before asking the server (docs/screens.md#point-of-sale). */
export interface ProductSearchInput {
  /** After a person's key. */
  typingPause: number;
  /** After keys that come within `typingPause` of each other (a scanner): its Enter comes first. */
  quickKeysPause: number;
  /** The warehouse whose stock the found products show (the POS till's); null for the shop's total. */
  warehouseId: string | null;
}

/** A code entered (scanned, or typed then Enter) and not yet looked up, with the quantity typed before it (`3*`). */
export interface QueuedCode {
  code: string;
  quantity: number;
}

export interface ProductSearchContext extends ProductSearchInput {
  /** The box as typed. */
  text: string;
  /** Products listed under the box; none while it is empty. */
  matches: FoundProduct[];
  /** The listed product the arrow keys are on (its index in `matches`); null while the keys are in the box. */
  active: number | null;
  /** Said under the box: an unknown code, no match, a refused quantity, a failed search. */
  /** What the box says under it: ours as a message of the catalogs, the server's or the domain's words as they are. */
  message: ShownText | null;
  /** Codes entered and not yet looked up, oldest first: a fast scanner queues, nothing is lost. */
  queue: QueuedCode[];
  /** Products this search has seen, by lower-case code (and each variant's): entered again, they add at once, without asking the server. */
  known: Record<string, FoundProduct>;
  /** The last key came within `typingPause` of the one before: a scanner, so the search waits longer. */
  quickKeys: boolean;
}

export type ProductSearchEvent =
  | { type: 'search.change'; text: string }
  /** Enter in the box: the active suggestion, else the text as a code (what a barcode scanner types, then Enter). */
  | { type: 'search.enter' }
  | { type: 'search.pick'; productId: string }
  | { type: 'search.down' }
  | { type: 'search.up' }
  | { type: 'search.escape' }
  /** The screen added a product another way (a POS tile): entered by its code later, it adds without a server trip. */
  | { type: 'search.remember'; product: FoundProduct }
  /** The screen emptied its lines (a cancelled sale): the box, the list and what was said go too. */
  | { type: 'search.clear' }
  /** A code looked up and no product has it, and the text reads as words: search it by name. */
  | { type: 'search.byName' };

/** What the search tells the screen that invoked it. */
export type ProductSearchOutcome =
  /** Add this product (or the variant its `scannedVariant` names), this many. */
  | { type: 'search.product.chosen'; product: FoundProduct; quantity: number }
  /** `*3` typed right after an add: the last product added becomes 3. */
  | { type: 'search.quantity.typed'; quantity: number }
  /** An entered code no product has (a scanner's misread): the POS sounds a low tone. */
  | { type: 'search.code.unknown'; code: string };

const LOOKUP_FAILED: MessageDescriptor = /*i18n*/ { id: 'product-search.lookup-failed', message: 'The product could not be looked up. Check the connection and scan again.' };
const SEARCH_FAILED: MessageDescriptor = /*i18n*/ { id: 'product-search.search-failed', message: 'The products could not be searched. Check the connection and try again.' };
const noMatch = (text: string): MessageDescriptor => /*i18n*/ ({ id: 'product-search.no-match', message: 'No product matches "{text}".', values: { text } });
const unknownCode = (code: string): MessageDescriptor => /*i18n*/ ({ id: 'product-search.unknown-code', message: 'No product has the code "{code}".', values: { code } });

/** `3*LAP-1`: three of LAP-1 (docs/screens.md#point-of-sale); the quantity comes first, as a scanner's prefix. */
const QUANTITY_PREFIX = /^(\d+)\s*\*\s*(.*)$/s;
/** `*3` alone: the last product added becomes 3. */
const QUANTITY_SUFFIX = /^\*\s*(\d+)$/;

/** What the box asks: a quantity for the last product added, or a text with the quantity to add it in. */
type TypedRequest = { kind: 'quantity'; quantity: number } | { kind: 'product'; text: string; quantity: number } | { kind: 'refused'; message: string };

/** Reads the box: `*3`, `3*code` or plain text; a quantity the lines would refuse is refused here, with the lines' reason. */
function typedRequest(text: string): TypedRequest {
  const trimmed = text.trim();
  try {
    const suffix = QUANTITY_SUFFIX.exec(trimmed);
    if (suffix) return { kind: 'quantity', quantity: assertQuantity(Number(suffix[1])) };
    const prefix = QUANTITY_PREFIX.exec(trimmed);
    if (prefix) return { kind: 'product', text: prefix[2].trim(), quantity: assertQuantity(Number(prefix[1])) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { kind: 'refused', message: error.message };
  }
  return { kind: 'product', text: trimmed, quantity: 1 };
}

/**
 * The quantity the box holds for a product still to come (`3*`, nothing after it), or null: a screen
 * that adds a product another way (a POS tile tapped) adds that many (docs/screens.md#point-of-sale).
 */
export function quantityTypedBefore(text: string): number | null {
  const request = typedRequest(text);
  return request.kind === 'product' && request.text === '' && QUANTITY_PREFIX.test(text.trim()) ? request.quantity : null;
}

/** The words the server is asked to match: the text without a quantity before it; nothing for `*3`. */
function searchedText(text: string): string {
  const request = typedRequest(text);
  return request.kind === 'product' ? request.text : '';
}

/**
 * A code as a scanner or a label gives it: one word with a digit in it ('LAP-1', '8964000123456').
 * A text that is not one (a word, 'Pen'; a phrase, 'blue shirt') that no product has as its code is
 * searched by name instead (docs/screens.md#point-of-sale).
 */
const isCodeLike = (text: string) => /^\S*\d\S*$/.test(text);

/** No product has the entered code; it reads as words and the box is still free for them: search it by name. */
const isWordsToSearch = (context: Pick<ProductSearchContext, 'queue' | 'text'>) => !isCodeLike(context.queue[0].code) && context.text === '' && context.queue.length === 1;

/** Remembers each product under its code and each variant's `{code}-{itemCode}` and own barcode, lower case. */
function remembered(known: Record<string, FoundProduct>, products: readonly FoundProduct[]): Record<string, FoundProduct> {
  const next = { ...known };
  for (const product of products) {
    const base = { ...product, scannedVariant: null };
    next[product.code.toLowerCase()] = base;
    for (const variant of product.variants ?? []) {
      next[`${product.code}-${variant.itemCode}`.toLowerCase()] = { ...base, scannedVariant: variant.itemCode };
      if (variant.barcode) next[variant.barcode.toLowerCase()] = { ...base, scannedVariant: variant.itemCode };
    }
  }
  return next;
}

/** The box in the screens' words, for the QA plan's steps (docs/test-plan.md). */
const BOX = "the product search box ('Scan/Search product by name/code' at the POS, Product on the order forms)";
const TYPE = `Type '{text}' in ${BOX}`;

const boxCleared = { text: '', matches: [], active: null, message: null };

/** Tells the screen that invoked the search (a search alone, in the path models, has none to tell). */
function tell(enqueue: { sendParent: (event: ProductSearchOutcome) => void }, self: { _parent?: unknown }, outcome: ProductSearchOutcome) {
  if (self._parent) enqueue.sendParent(outcome);
}

/** The product the box's code names when the search has already seen it (its own code, or a variant's). */
function knownProduct(context: Pick<ProductSearchContext, 'known' | 'text'>): FoundProduct | undefined {
  const request = typedRequest(context.text);
  return request.kind === 'product' ? context.known[request.text.toLowerCase()] : undefined;
}

/**
 * The product search of the POS and of the order forms (docs/screens.md#point-of-sale,
 * docs/screens.md#purchases): typing lists matches after a pause (a longer one when the keys come as
 * fast as a scanner's); Enter adds the active suggestion, else looks the text up as an exact code
 * (at once, without the server, when the search has seen the code) and, when no product has that
 * code and the text reads as words, searches it by name; ArrowDown, ArrowUp and Escape move over the
 * suggestions. `3*` before a code adds three; `*3` alone makes the last product added three. Enter
 * queues the code and empties the box at once, so a scanner's next code is never typed over a
 * pending one. The screen that invokes it provides `searchProducts` and `findProductByCode` and
 * takes the ProductSearchOutcome events.
 */
export const productSearchMachine = setup({
  types: {
    context: {} as ProductSearchContext,
    events: {} as ProductSearchEvent,
    input: {} as ProductSearchInput,
  },
  actors: {
    // Each screen provides its own reads (the POS's lean products, the catalog's for the order forms).
    // A refusal (a 400 for a text the server will not search) is an answer: its reason is said under the box.
    searchProducts: fromPromise<ApiResult<FoundProduct[]>, { text: string; warehouseId: string | null }>(async () => {
      throw new Error('The screen provides searchProducts.');
    }),
    findProductByCode: fromPromise<ApiResult<FoundProduct | null>, { code: string; warehouseId: string | null }>(async () => {
      throw new Error('The screen provides findProductByCode.');
    }),
  },
  actions: {
    type: assign(({ event }) => {
      assertEvent(event, 'search.change');
      return searchedText(event.text) === '' ? { ...boxCleared, text: event.text, quickKeys: false } : { text: event.text, message: null, active: null, quickKeys: false };
    }),
    /** A key within the pause of the one before it (a scanner): the search waits for a longer quiet. */
    typeQuickly: assign(({ event }) => {
      assertEvent(event, 'search.change');
      return { text: event.text, message: null, active: null, quickKeys: true };
    }),
    /** The box's code (and its quantity) joins the queue; the box empties for the next scan. */
    queue: assign(({ context }) => {
      const request = typedRequest(context.text) as Extract<TypedRequest, { kind: 'product' }>;
      return { queue: [...context.queue, { code: request.text, quantity: request.quantity }], ...boxCleared };
    }),
    chooseKnown: enqueueActions(({ context, enqueue, self }) => {
      const request = typedRequest(context.text) as Extract<TypedRequest, { kind: 'product' }>;
      tell(enqueue, self, { type: 'search.product.chosen', product: knownProduct(context)!, quantity: request.quantity });
      enqueue.assign(boxCleared);
    }),
    chooseListed: enqueueActions(({ context, enqueue, self }, params: { index: number }) => {
      const request = typedRequest(context.text);
      tell(enqueue, self, { type: 'search.product.chosen', product: { ...context.matches[params.index], scannedVariant: null }, quantity: request.kind === 'product' ? request.quantity : 1 });
      enqueue.assign(boxCleared);
    }),
    setLastQuantity: enqueueActions(({ context, enqueue, self }) => {
      const request = typedRequest(context.text) as Extract<TypedRequest, { kind: 'quantity' }>;
      tell(enqueue, self, { type: 'search.quantity.typed', quantity: request.quantity });
      enqueue.assign(boxCleared);
    }),
    refuseQuantity: assign(({ context }) => ({ message: (typedRequest(context.text) as Extract<TypedRequest, { kind: 'refused' }>).message })),
  },
  guards: {
    isBlank: ({ event }) => {
      assertEvent(event, 'search.change');
      return searchedText(event.text) === '';
    },
    hasActive: ({ context }) => context.active !== null,
    isQuantityForLast: ({ context }) => typedRequest(context.text).kind === 'quantity',
    isRefusedQuantity: ({ context }) => typedRequest(context.text).kind === 'refused',
    isKnown: ({ context }) => context.queue.length === 0 && knownProduct(context) !== undefined,
    hasText: ({ context }) => searchedText(context.text) !== '',
    hasQueue: ({ context }) => context.queue.length > 0,
    hasMatches: ({ context }) => context.matches.length > 0,
    isListed: ({ context, event }) => event.type === 'search.pick' && context.matches.some((product) => product.id === event.productId),
  },
  delays: {
    searchPause: ({ context }) => (context.quickKeys ? context.quickKeysPause : context.typingPause),
  },
}).createMachine({
  id: 'productSearch',
  context: ({ input }) => ({
    typingPause: input.typingPause,
    quickKeysPause: input.quickKeysPause,
    warehouseId: input.warehouseId,
    text: '',
    matches: [],
    active: null,
    message: null,
    queue: [],
    known: {},
    quickKeys: false,
  }),
  type: 'parallel',
  on: {
    'search.pick': {
      description: `Press a product in the list under ${BOX}`,
      guard: 'isListed',
      actions: { type: 'chooseListed', params: ({ context, event }) => ({ index: context.matches.findIndex((product) => product.id === event.productId) }) },
    },
    'search.down': [
      { description: `Press ArrowDown in ${BOX}`, guard: 'hasActive', actions: assign(({ context }) => ({ active: Math.min(context.active! + 1, context.matches.length - 1) })) },
      { description: `Press ArrowDown in ${BOX}`, guard: 'hasMatches', actions: assign({ active: 0 }) },
    ],
    'search.up': {
      description: `Press ArrowUp in ${BOX}`,
      guard: 'hasActive',
      // Up from the first suggestion goes back to the box.
      actions: assign(({ context }) => ({ active: context.active === 0 ? null : context.active! - 1 })),
    },
    'search.escape': { description: `Press Escape in ${BOX}`, guard: 'hasMatches', actions: assign({ matches: [], active: null }) },
    'search.remember': { actions: assign(({ context, event }) => ({ known: remembered(context.known, [event.product]) })) },
  },
  states: {
    box: {
      initial: 'idle',
      on: {
        'search.clear': { target: '.idle', actions: assign(boxCleared) },
        'search.enter': [
          { description: `Press Enter in ${BOX}`, guard: 'hasActive', target: '.idle', actions: { type: 'chooseListed', params: ({ context }) => ({ index: context.active! }) } },
          { description: `Press Enter in ${BOX} after '*n'`, guard: 'isQuantityForLast', target: '.idle', actions: 'setLastQuantity' },
          { description: `Press Enter in ${BOX}`, guard: 'isRefusedQuantity', actions: 'refuseQuantity' },
          { description: `Press Enter in ${BOX} (as a barcode scanner does)`, guard: 'isKnown', target: '.idle', actions: 'chooseKnown' },
          { description: `Press Enter in ${BOX} (as a barcode scanner does)`, guard: 'hasText', target: '.idle', actions: 'queue' },
        ],
        'search.byName': { target: '.searching' },
      },
      states: {
        idle: {
          description: 'The product search box waits for a key',
          on: {
            'search.change': [
              { description: TYPE, guard: 'isBlank', actions: 'type' },
              { description: TYPE, target: 'pausing', actions: 'type' },
            ],
          },
        },
        pausing: {
          description: 'The search waits for typing to pause',
          on: {
            'search.change': [
              { description: TYPE, guard: 'isBlank', target: 'idle', actions: 'type' },
              { description: TYPE, target: 'pausing', reenter: true, actions: 'typeQuickly' },
            ],
          },
          after: { searchPause: { target: 'searching' } },
        },
        searching: {
          description: 'The products matching the product search box are being searched',
          invoke: {
            id: 'searchProducts',
            src: 'searchProducts',
            input: ({ context }) => ({ text: searchedText(context.text), warehouseId: context.warehouseId }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'idle',
                actions: assign(({ context, event }) => {
                  const found = acceptedData(event.output);
                  return { matches: found, active: null, message: found.length === 0 ? noMatch(searchedText(context.text)) : null, known: remembered(context.known, found) };
                }),
              },
              { target: 'idle', actions: assign(({ event }) => ({ matches: [], active: null, message: reasonOf(event.output, SEARCH_FAILED) })) },
            ],
            onError: { target: 'idle', actions: assign({ matches: [], active: null, message: SEARCH_FAILED }) },
          },
          on: {
            // Typing on replaces the search under way.
            'search.change': [
              { description: TYPE, guard: 'isBlank', target: 'idle', actions: 'type' },
              { description: TYPE, target: 'pausing', actions: 'type' },
            ],
          },
        },
      },
    },
    lookup: {
      initial: 'waiting',
      states: {
        waiting: {
          description: 'No entered code waits to be looked up',
          always: { guard: 'hasQueue', target: 'lookingUp' },
        },
        lookingUp: {
          description: 'The oldest entered code is being looked up; the box is free for the next',
          invoke: {
            id: 'findProductByCode',
            src: 'findProductByCode',
            input: ({ context }) => ({ code: context.queue[0].code, warehouseId: context.warehouseId }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok && event.output.data !== null,
                target: 'waiting',
                actions: enqueueActions(({ context, event, enqueue, self }) => {
                  const product = acceptedData(event.output)!;
                  tell(enqueue, self, { type: 'search.product.chosen', product, quantity: context.queue[0].quantity });
                  enqueue.assign({ queue: context.queue.slice(1), message: null, known: remembered(context.known, [{ ...product, scannedVariant: null }]) });
                }),
              },
              {
                guard: ({ context, event }) => event.output.ok && isWordsToSearch(context),
                target: 'waiting',
                // The text comes back into the box (with its quantity) and its matches are listed to pick from.
                actions: [
                  assign(({ context }) => {
                    const [entry] = context.queue;
                    return { text: entry.quantity === 1 ? entry.code : `${entry.quantity}*${entry.code}`, queue: [], message: null };
                  }),
                  raise({ type: 'search.byName' }),
                ],
              },
              {
                // No product has the code, or the server refused to look it up (its reason is said): the tone either way.
                target: 'waiting',
                actions: enqueueActions(({ context, event, enqueue, self }) => {
                  const { code } = context.queue[0];
                  tell(enqueue, self, { type: 'search.code.unknown', code });
                  enqueue.assign({ message: event.output.ok ? unknownCode(code) : reasonOf(event.output, LOOKUP_FAILED), queue: context.queue.slice(1) });
                }),
              },
            ],
            onError: {
              target: 'waiting',
              actions: enqueueActions(({ context, enqueue, self }) => {
                tell(enqueue, self, { type: 'search.code.unknown', code: context.queue[0].code });
                enqueue.assign({ message: LOOKUP_FAILED, queue: context.queue.slice(1) });
              }),
            },
          },
        },
      },
    },
  },
});

export type ProductSearchActor = ActorRefFrom<typeof productSearchMachine>;

/** The id of the suggestion the arrow keys are on, for the box's aria-activedescendant; none in the box. */
export const activeOptionId = (listId: string, active: number | null) => (active === null ? undefined : `${listId}-${active}`);

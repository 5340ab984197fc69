/**
 * What the till's outbox tests run against: a fresh IndexedDB per test (fake-indexeddb), an in-memory
 * Web Locks in exclusive mode, and a fake server for the number blocks, POST /api/sales and a shift's
 * close that keeps idempotency keys and a sale's clientId as the real one does (docs/offline-till.md).
 */
import * as fakeIndexedDb from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import type { LockManagerLike } from '../../../src/api/pos/outbox-sender';
import type { TabLocks } from '../../../src/api/pos/sale-in-progress';
import { type NewSale, type NumberedSale } from '../../../src/api/pos/till-outbox';
import { closeTillDatabase } from '../../../src/api/pos/till-database';

/**
 * Each test gets its own empty IndexedDB; the page's connection is closed after it. The globals are
 * stubbed for the test only (not 'fake-indexeddb/auto'): the files of this project share one jsdom,
 * and a later file must not find an IndexedDB it did not ask for.
 */
export function freshDatabasePerTest(): void {
  beforeEach(() => {
    const { IDBCursor, IDBCursorWithValue, IDBDatabase, IDBFactory, IDBIndex, IDBKeyRange, IDBObjectStore, IDBOpenDBRequest, IDBRequest, IDBTransaction, IDBVersionChangeEvent } = fakeIndexedDb;
    const classes = { IDBCursor, IDBCursorWithValue, IDBDatabase, IDBFactory, IDBIndex, IDBKeyRange, IDBObjectStore, IDBOpenDBRequest, IDBRequest, IDBTransaction, IDBVersionChangeEvent };
    for (const [name, value] of Object.entries(classes)) vi.stubGlobal(name, value);
    vi.stubGlobal('indexedDB', new IDBFactory());
  });
  afterEach(async () => {
    await closeTillDatabase();
    vi.unstubAllGlobals();
  });
}

/** Web Locks in memory for a page alone in its browser: one tab of fakeBrowserLocks. */
export function fakeLocks(): LockManagerLike {
  return fakeBrowserLocks().tab().locks;
}

/**
 * The Web Locks of one browser seen from its tabs (exclusive mode): one holder per name, a queue behind
 * it, the callback's promise holds the lock; a tab's locks are released when it closes, as the
 * browser does; `query` says which are held.
 */
export function fakeBrowserLocks() {
  const held = new Map<string, object>();
  const queues = new Map<string, (() => void)[]>();
  const grantNext = (name: string) => {
    held.delete(name);
    queues.get(name)?.shift()?.();
  };
  function tab(): { locks: TabLocks; close(): void } {
    const self = {};
    let open = true;
    const locks: TabLocks = {
      request(name, options, callback) {
        return new Promise((resolve, reject) => {
          let granted = false;
          const grant = () => {
            if (!open) return grantNext(name);
            granted = true;
            held.set(name, self);
            Promise.resolve()
              .then(callback)
              .then(resolve, reject)
              .finally(() => held.get(name) === self && grantNext(name));
          };
          const queue = queues.get(name) ?? [];
          queues.set(name, queue);
          if (!held.has(name) && queue.length === 0) return grant();
          queue.push(grant);
          options.signal?.addEventListener('abort', () => {
            if (granted) return;
            queue.splice(queue.indexOf(grant), 1);
            reject(new DOMException('The lock request was aborted.', 'AbortError'));
          });
        });
      },
      query: async () => ({ held: [...held.keys()].map((name) => ({ name })) }),
    };
    const close = () => {
      open = false;
      for (const [name, holder] of held) if (holder === self) grantNext(name);
    };
    return { locks, close };
  }
  return { tab };
}

/** How the fake server treats the next request of a route: answers it, or not. */
export type Behaviour =
  /** The request never reaches the server. */
  | 'drop'
  /** The server does it, and the answer is lost on the way back. */
  | 'lose'
  /** Refused with this status (after `hold`, when given): nothing written, the key given back. */
  | { status: number; message?: string; path?: string[]; hold?: Promise<void> }
  /** Waits for this before doing it. */
  | { hold: Promise<void> };

interface Sent {
  route: string;
  path: string;
  key: string | null;
  body: Record<string, unknown> | null;
}

interface ServerBlock {
  _id: string;
  tillId: string;
  first: number;
  last: number;
  status: 'held' | 'released';
}

const noAnswer = () => new TypeError('Failed to fetch');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const errorBody = (message: string, path: string[]) => ({ success: false, code: 'error', message, error: { details: [{ message, path }] } });

/** The fake server: every till starts at receipt 0. `script(route, ...)` sets how its next requests go. */
export function fakeTillServer() {
  const sent: Sent[] = [];
  const scripts = new Map<string, Behaviour[]>();
  const lastReceipt = new Map<string, number>();
  const blocks = new Map<string, ServerBlock>();
  const keys = new Map<string, { status: number; answer: unknown }>();
  const sales = new Map<string, { _id: string; number: number; reference: string }>();
  /** Shifts closed, by id: the count they were closed with. */
  const closes = new Map<string, number>();
  let blockCount = 0;

  const blockAnswer = (block: ServerBlock) => {
    const used = [...sales.values()].filter((sale) => sale.number >= block.first && sale.number <= block.last).length;
    return { ...block, firstReference: '', lastReference: '', used, voided: 0, reservedAt: '2026-11-27T09:00:00.000Z', releasedAt: null };
  };

  function reserve(tillId: string, body: Record<string, unknown>) {
    const held = [...blocks.values()].filter((block) => block.tillId === tillId && block.status === 'held');
    if (held.length >= 4) return json(409, errorBody('Till 1 already holds 4 number blocks. Release one first.', ['size']));
    const size = Number(body.size);
    const first = (lastReceipt.get(tillId) ?? 0) + 1;
    lastReceipt.set(tillId, first + size - 1);
    blockCount += 1;
    const block: ServerBlock = { _id: `block-${blockCount}`, tillId, first, last: first + size - 1, status: 'held' };
    blocks.set(block._id, block);
    return json(201, blockAnswer(block));
  }

  function release(blockId: string) {
    const block = blocks.get(blockId);
    if (!block) return json(404, errorBody('Number block not found.', []));
    block.status = 'released';
    return json(200, blockAnswer(block));
  }

  function sale(body: Record<string, unknown>) {
    const offline = body.offline as { clientId: string; number: number };
    const same = sales.get(offline.clientId);
    if (same && same.number === offline.number) return json(201, same);
    if ([...sales.values()].some((other) => other.number === offline.number)) return json(409, errorBody(`POS-1-${offline.number} is already another sale.`, ['offline', 'number']));
    const made = { _id: offline.clientId, number: offline.number, reference: `POS-1-${String(offline.number).padStart(6, '0')}` };
    sales.set(offline.clientId, made);
    return json(201, made);
  }

  /** The shift's report: the Z report once closed (its count), else the X report. */
  const report = (shiftId: string) => ({ shift: { _id: shiftId, number: 1 }, kind: closes.has(shiftId) ? 'Z' : 'X', counted: closes.get(shiftId) ?? null });

  function close(shiftId: string, body: Record<string, unknown>) {
    if (closes.has(shiftId)) return json(409, errorBody('Shift 1 at Till 1 is closed.', ['shift']));
    closes.set(shiftId, Number(body.counted));
    return json(200, report(shiftId));
  }

  function handle(route: string, path: string[], body: Record<string, unknown> | null): Response {
    if (route === 'POST /api/shifts/:id/close') return close(path[2]!, body ?? {});
    if (route === 'GET /api/shifts/:id/report') return json(200, report(path[2]!));
    if (route === 'POST /api/tills/:id/number-blocks') return reserve(path[2]!, body ?? {});
    if (route === 'POST /api/number-blocks/:id/release') return release(path[2]!);
    if (route === 'GET /api/tills/:id/number-blocks') {
      const held = [...blocks.values()].filter((block) => block.tillId === path[2] && block.status === 'held').sort((a, b) => a.first - b.first);
      return json(200, held.map(blockAnswer));
    }
    if (route === 'POST /api/sales') return sale(body ?? {});
    return json(404, errorBody('Not found.', []));
  }

  function routeOf(method: string, path: string[]): string {
    if (path[1] === 'tills' && path[3] === 'number-blocks') return `${method} /api/tills/:id/number-blocks`;
    if (path[1] === 'number-blocks' && path[3] === 'release') return `${method} /api/number-blocks/:id/release`;
    if (path[1] === 'shifts' && path[3]) return `${method} /api/shifts/:id/${path[3]}`;
    return `${method} /${path.join('/')}`;
  }

  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.split('/').filter(Boolean);
    const route = routeOf(request.method, path);
    const key = request.headers.get('Idempotency-Key');
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    sent.push({ route, path: new URL(request.url).pathname, key, body });
    const behaviour = scripts.get(route)?.shift();
    if (behaviour === 'drop') throw noAnswer();
    if (behaviour && typeof behaviour === 'object' && behaviour.hold) await behaviour.hold;
    if (behaviour && typeof behaviour === 'object' && 'status' in behaviour) {
      return json(behaviour.status, errorBody(behaviour.message ?? `Refused (${behaviour.status}).`, behaviour.path ?? []));
    }
    // Idempotency (docs/api.md#idempotency): the same key answers what it answered; a refusal gives the key back.
    const kept = key ? keys.get(key) : undefined;
    const response = kept ? json(kept.status, kept.answer) : handle(route, path, body);
    if (key && !kept && response.status < 300) keys.set(key, { status: response.status, answer: await response.clone().json() });
    if (behaviour === 'lose') throw noAnswer();
    return response;
  });

  return {
    /** Every request as it came, in order. */
    sent,
    sentTo: (route: string) => sent.filter((request) => request.route === route),
    script(route: string, ...behaviours: Behaviour[]) {
      scripts.set(route, [...(scripts.get(route) ?? []), ...behaviours]);
    },
    /** The numbers of the sales made, in the order they were made. */
    saleNumbers: () => [...sales.values()].map((made) => made.number),
    block: (id: string) => blocks.get(id),
    /** The count a shift was closed with, once closed. */
    closedWith: (shiftId: string) => closes.get(shiftId),
    heldOnServer: (tillId: string) => [...blocks.values()].filter((block) => block.tillId === tillId && block.status === 'held'),
  };
}

/** A sale of the test: its id, key and body made from its number, as the till makes them. */
export function saleMaker(clientId: string, queuedAt = 1000): (numbered: NumberedSale) => NewSale {
  return ({ blockId, number }) => ({
    clientId,
    key: `key-${clientId}`,
    body: { till: 'till-1', offline: { clientId, block: blockId, number, madeAt: '2026-11-27T09:15:00Z', shift: 'shift-1' } },
    queuedAt,
  });
}

/** A promise the test resolves when it chooses. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

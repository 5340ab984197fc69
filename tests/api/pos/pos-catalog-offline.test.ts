/**
 * The POS's product reads when the server does not answer (docs/offline-till.md#the-catalog-on-the-till):
 * the till's own catalog answers the scan, then keeps answering for a while without asking the server;
 * a server that answers, even "not found", is the answer; with no catalog kept the failure stands.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CatalogChange, CatalogFeed } from '../../../src/domain/offline.schemas';
import { fakeLocks, freshDatabasePerTest } from './till-fakes';

const server = vi.hoisted(() => ({ callRoute: vi.fn() }));
vi.mock('../../../src/api/common/api-client', () => ({ callRoute: server.callRoute, readRoute: vi.fn(), requestRoute: vi.fn() }));

freshDatabasePerTest();

const changes: CatalogChange[] = [
  { kind: 'tax', _id: 'tax-0', removed: false, tax: { name: 'None', rate: 0 } },
  {
    kind: 'product',
    _id: 'p-1',
    removed: false,
    product: { name: 'Oppo A17', code: 'OPPO17', productType: 'standard', categoryId: 'c', brandId: null, price: 22.5, taxId: 'tax-0', taxMethod: 'Exclusive', featured: false, promotion: null, variants: [] },
  },
];
const feed = async (): Promise<{ ok: true; data: CatalogFeed }> => ({ ok: true, data: { changes, cursor: '2.0', more: false } });

async function tillWithCatalog() {
  vi.resetModules();
  const catalog = await import('../../../src/api/pos/till-catalog');
  const pos = await import('../../../src/api/pos/pos-catalog');
  const { openTillHere } = await import('../../../src/api/pos/open-till');
  const stopReading = catalog.keepTillCatalog('till-1', () => {}, feed, fakeLocks());
  await vi.waitFor(async () => expect((await catalog.catalogStatus('till-1')).complete).toBe(true));
  const close = openTillHere('till-1');
  return {
    pos,
    stop: () => {
      stopReading();
      close();
    },
  };
}


describe('a scan while the server does not answer', () => {
  it("answers from the till's catalog, then does not ask the server again for a while", async () => {
    const { pos, stop } = await tillWithCatalog();
    server.callRoute.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const asked = server.callRoute.mock.calls.length;
    const first = await pos.findPosProductByCode('OPPO17', 'w-1');
    expect(first).toEqual({ ok: true, data: expect.objectContaining({ id: 'p-1', stock: null }) });
    await pos.findPosProductByCode('OPPO17', 'w-1');
    expect(server.callRoute.mock.calls.length - asked).toBe(1);
    stop();
  });

  it('takes a 5xx as no answer, and a 404 as the answer', async () => {
    const { pos, stop } = await tillWithCatalog();
    server.callRoute.mockResolvedValue({ ok: false, status: 404, message: 'No product has the code', issues: [] });
    expect(await pos.findPosProductByCode('OPPO17', 'w-1')).toEqual({ ok: true, data: null });
    server.callRoute.mockResolvedValue({ ok: false, status: 503, message: '', issues: [] });
    expect(await pos.findPosProductByCode('OPPO17', 'w-1')).toEqual({ ok: true, data: expect.objectContaining({ id: 'p-1' }) });
    stop();
  });

  it('lets the failure stand when the till keeps no catalog', async () => {
    vi.resetModules();
    const pos = await import('../../../src/api/pos/pos-catalog');
    server.callRoute.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(pos.findPosProductByCode('OPPO17', 'w-1')).rejects.toThrow('Failed to fetch');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceClient } from '../../../src/api/common/resource';
import { MAX_LIST_PAGE_SIZE } from '../../../src/domain/shop-constants';

function recordingServer(total: number) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify([{ _id: 'u1' }]), { status: 200, headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) } });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('a list resource client', () => {
  const sales = resourceClient('GET /api/sales');
  const selection = { q: ' SL-7 ', filters: { status: 'Completed', warehouse: '', customer: 'Acme & Sons', from: '2026-11-01', to: '2026-11-30' }, sort: { column: 'date', direction: 'desc' as const } };

  it('sends the search, every filter that is set and the sort as query parameters', async () => {
    const asked = recordingServer(1);
    expect(await sales.list({ ...selection, page: 2, pageSize: 25 })).toEqual({ ok: true, data: { rows: [{ _id: 'u1' }], total: 1, capped: false } });
    expect(asked).toEqual(['/api/sales?page=2&pageSize=25&q=SL-7&status=Completed&customer=Acme+%26+Sons&from=2026-11-01&to=2026-11-30&sort=date&dir=desc']);
  });

  it('asks with page and size alone when nothing is searched, filtered or sorted', async () => {
    const asked = recordingServer(1);
    await sales.list({ q: '', page: 1, pageSize: 10 });
    expect(asked).toEqual(['/api/sales?page=1&pageSize=10']);
  });

  it('exports with the same selection', async () => {
    const asked = recordingServer(1);
    await sales.listAll(selection, () => {});
    expect(asked).toEqual([`/api/sales?page=1&pageSize=${MAX_LIST_PAGE_SIZE}&q=SL-7&status=Completed&customer=Acme+%26+Sons&from=2026-11-01&to=2026-11-30&sort=date&dir=desc`]);
  });
});

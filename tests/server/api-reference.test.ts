import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../server/routes/route-table';
import { listenOnLoopback, startTestServer, type TestServer } from './harness';
import { rawRequest } from './route-client';

// The reference's routes answer a document and pages, with no answer schema: the typed client does not
// name them, so they are read raw.
describe('the OpenAPI document and the API reference page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('are served without a token', async () => {
    for (const path of ['/api/openapi.json', '/api/docs', '/api/docs/start.js', '/api/docs/scalar.js']) {
      expect((await rawRequest(server, 'GET', path)).status, path).toBe(200);
    }
    const http = await listenOnLoopback(server.app);
    const page = await fetch(`${http.url}/api/docs`);
    await page.text();
    await http.close();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('lists every route of the table, once, with who may call it', async () => {
    const document = await (await rawRequest(server, 'GET', '/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths as Record<string, Record<string, { description: string; security?: unknown[] }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    const table = routeTable.map((route) => `${route.method} ${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(operations.map((entry) => entry.key).sort()).toEqual([...table, 'GET /uploads/{file}', 'GET /healthz'].sort());
    const deleteProduct = operations.find((entry) => entry.key === 'DELETE /api/products/{id}')!.operation;
    expect(deleteProduct.description).toContain('Admins only.');
    expect(operations.find((entry) => entry.key === 'POST /auth/login')!.operation.security).toEqual([]);
  });

  it('describes request bodies from the schemas of src/domain', async () => {
    const document = await (await rawRequest(server, 'GET', '/api/openapi.json')).json();
    expect(document.paths['/api/products'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ProductInput' });
    const body = document.components.schemas.ProductInput;
    expect(body.properties.productName).toEqual({ type: 'string', minLength: 1, maxLength: 200 });
    expect(body.required).toContain('productName');
  });

  it('names each operation once, declares its refusals in the error shape and its headers', async () => {
    const document = await (await rawRequest(server, 'GET', '/api/openapi.json')).json();
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId: string; parameters?: { name: string }[]; responses: Record<string, { headers?: object }> }>>).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listBrands', 'addBrand', 'getBrand', 'logIn', 'signUp', 'getUpload', 'checkHealth']));
    const login = document.paths['/auth/login'].post;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '413', '415', '429', '500']));
    expect(login.responses['429'].headers['Retry-After']).toBeDefined();
    expect(document.paths['/api/transfers'].post.parameters.map((parameter: { name: string }) => parameter.name)).toContain('Idempotency-Key');
    expect(Object.keys(document.paths['/api/products'].get.responses['200'].headers)).toEqual(['X-Total-Count', 'X-Total-Count-Capped']);
    expect(document.paths['/api/brands'].post.responses['201'].headers.Location).toBeDefined();
    expect(document.components.schemas.Error.properties.code.enum).toContain('insufficient-stock');
    expect(document.info.contact).toBeDefined();
    expect(document.info.license).toBeDefined();
  });
});

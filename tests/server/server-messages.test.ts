import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acceptedLanguages, translateMessage } from '../../server/i18n/translate';
import { drivers, logIn, signUp, startTestServer, type TestServer } from './harness';
import { call } from './route-client';

// docs/i18n.md#the-servers-messages: the API answers its messages in the caller's language, its codes as they are.
describe('the server’s messages in Urdu', () => {
  it('translates a message word for word, or by its key with the values put back, a reason inside a sentence too', () => {
    expect(translateMessage('Sale not found.', 'ur')).toBe('فروخت نہیں ملی۔');
    expect(translateMessage("No product has the code 'AB-12'.", 'ur')).toBe("کسی پروڈکٹ کا کوڈ 'AB-12' نہیں۔");
    expect(translateMessage('Too many failed login attempts. Try again in 15 minutes.', 'ur')).toBe('لاگ ان کی بہت زیادہ ناکام کوششیں۔ 15 منٹ بعد دوبارہ کوشش کریں۔');
    // The key that says more wins: 'Row 1: unknown column …' over 'Row {0}: {1}.'.
    expect(translateMessage("Row 1: unknown column 'sku' (columns: name, parent).", 'ur')).toBe("قطار 1: نامعلوم کالم 'sku' (کالم: name, parent)۔");
  });

  it('leaves English as it is, and a message the table lacks in English', () => {
    expect(translateMessage('Sale not found.', 'en')).toBe('Sale not found.');
    expect(translateMessage('Nothing like this is in the table.', 'ur')).toBe('Nothing like this is in the table.');
  });

  it('reads Accept-Language by its weights, best first, without * and q=0', () => {
    expect(acceptedLanguages('en;q=0.4, ur-PK, fr;q=0.8, *;q=0.1, de;q=0')).toEqual(['ur-PK', 'fr', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe.each(drivers)('error answers in the caller’s language on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const missingSale = { id: '00000000-0000-4000-8000-000000000000' };

  it('before sign-in, by the browser’s Accept-Language; English when it asks for none ShopDesk speaks', async () => {
    const urdu = await call(server, 'POST /auth/login', null, { json: { email: 'nobody@example.com', password: 'wrong-password' }, headers: { 'accept-language': 'ur-PK,en;q=0.5' } });
    expect(urdu.status).toBe(401);
    expect(urdu.body).toEqual({ success: false, code: 'login-failed', message: 'ای میل یا پاس ورڈ درست نہیں۔', error: { details: [{ message: 'ای میل یا پاس ورڈ درست نہیں۔', path: [] }] } });
    const french = await call(server, 'GET /api/sales', null, { headers: { 'accept-language': 'fr-FR' } });
    expect(french.body).toMatchObject({ code: 'not-signed-in', message: 'Please log in to continue.' });
  });

  it('signed in, by the person’s own language, whatever the browser asks for; details too, codes and paths unchanged', async () => {
    await signUp(server.app);
    const token = await logIn(server.app);
    const english = await call(server, 'GET /api/sales/:id', token, { params: missingSale, headers: { 'accept-language': 'ur' } });
    expect(english.body).toMatchObject({ code: 'not-found', message: 'Sale not found.' });
    expect((await call(server, 'PUT /api/me/language', token, { json: { language: 'ur' } })).status).toBe(200);
    const urdu = await call(server, 'GET /api/sales/:id', token, { params: missingSale, headers: { 'accept-language': 'en' } });
    expect(urdu.status).toBe(404);
    expect(urdu.body).toEqual({ success: false, code: 'not-found', message: 'فروخت نہیں ملی۔', error: { details: [{ message: 'فروخت نہیں ملی۔', path: [] }] } });
    // A schema's findings (src/domain's sentences) as well, each detail in Urdu.
    const refused = await call(server, 'POST /api/stock/adjustments', token, { json: { productId: 'x', warehouseId: 'y', mode: 'count', quantity: -1, reason: 'opening' } as never });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([
      { message: 'پروڈکٹ منتخب کریں۔', path: ['productId'] },
      { message: 'گودام منتخب کریں۔', path: ['warehouseId'] },
      { message: '0 سے 1,000,000 تک کوئی مکمل عدد درج کریں۔', path: ['quantity'] },
    ]);
  });
});

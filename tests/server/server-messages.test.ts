import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { issuesToDetails } from '../../server/http/validate';
import { acceptedLanguages, translateMessage } from '../../server/i18n/translate';
import { drivers, logIn, signUp, startTestServer, type TestServer } from './harness';
import { call } from './route-client';

// docs/i18n.md#the-servers-messages: the API answers its messages in the caller's language, its codes as they are.
// A value kept as it came sits between first-strong isolates in a right-to-left sentence (docs/right-to-left.md).
const kept = (text: string) => `\u2068${text}\u2069`;
describe('the server’s messages in Urdu', () => {
  it('translates a message word for word, or by its key with the values put back, a reason inside a sentence too', () => {
    expect(translateMessage('Sale not found.', 'ur')).toBe('فروخت نہیں ملی۔');
    expect(translateMessage("No product has the code 'AB-12'.", 'ur')).toBe(`کسی پروڈکٹ کا کوڈ '${kept('AB-12')}' نہیں۔`);
    expect(translateMessage('Too many failed login attempts. Try again in 15 minutes.', 'ur')).toBe(`لاگ ان کی بہت زیادہ ناکام کوششیں۔ ${kept('15')} منٹ بعد دوبارہ کوشش کریں۔`);
    // The key that says more wins: 'Row 1: unknown column …' over 'Row {0}: {1}.'.
    expect(translateMessage("Row 1: unknown column 'sku' (columns: name, parent).", 'ur')).toBe(`قطار 1: نامعلوم کالم '${kept('sku')}' (کالم: name, parent)۔`);
  });

  // docs/i18n.md#words-inside-a-message: a placeholder the translation marks {n:word} or {n:list} takes the words of
  // server/i18n/urdu-words.ts; a name stays as the shop wrote it, even one that is an English noun.
  it('says a record’s kind, a count with its noun, a status and a list of reasons in Urdu, never a name', () => {
    expect(translateMessage('Deleted 3 products.', 'ur')).toBe('3 پروڈکٹس حذف ہو گئے۔');
    expect(translateMessage('Deleted 1 category.', 'ur')).toBe('1 زمرہ حذف ہو گیا۔');
    expect(translateMessage('Biller not found.', 'ur')).toBe('بلر نہیں ملا۔');
    expect(translateMessage('2 of the selected taxes were not found.', 'ur')).toBe(`منتخب ٹیکس میں سے ${kept('2')} نہیں ملے۔`);
    expect(translateMessage("A unit named 'Kg' already exists.", 'ur')).toBe(`'${kept('Kg')}' نام کا اکائی پہلے سے موجود ہے۔`);
    expect(translateMessage('Only a completed sale can be returned; SL-0004 is Pending.', 'ur')).toBe(`صرف مکمل فروخت واپس ہو سکتی ہے؛ ${kept('SL-0004')} کی حالت زیر التوا ہے۔`);
    expect(translateMessage("Unit 'Kilogram' is used by 2 products and is the base unit of 1 unit.", 'ur')).toBe(
      `اکائی '${kept('Kilogram')}': 2 پروڈکٹس میں استعمال ہو رہا ہے اور 1 اکائی کی بنیادی اکائی ہے۔`,
    );
    expect(translateMessage("Account 'Cash' has 4 payments and 1 transfer: it cannot be deleted while they exist.", 'ur')).toBe(
      `اکاؤنٹ '${kept('Cash')}' میں 4 ادائیگیاں اور 1 منتقلی ہیں: ان کے ہوتے ہوئے اسے حذف نہیں کیا جا سکتا۔`,
    );
    expect(translateMessage("2 of the selected records are still in use. Unit 'Kg' is used by 1 product.", 'ur')).toBe(
      `منتخب ریکارڈز میں سے ${kept('2')} ابھی استعمال میں ہیں۔ اکائی '${kept('Kg')}': 1 پروڈکٹ میں استعمال ہو رہا ہے۔`,
    );
    // Names that are nouns of the table, or hold ' and ', stay as they are, isolated.
    expect(translateMessage("Brand 'Product' is used by 1 product.", 'ur')).toBe(`برانڈ '${kept('Product')}' 1 پروڈکٹ میں استعمال ہو رہا ہے۔`);
    expect(translateMessage("Category 'Salt and Pepper' is used by 3 products.", 'ur')).toBe(`زمرہ '${kept('Salt and Pepper')}': 3 پروڈکٹس میں استعمال ہو رہا ہے۔`);
    expect(translateMessage("Sale already has an open shift. Close it first.", 'ur')).toBe(`${kept('Sale')} کی ایک شفٹ پہلے سے کھلی ہے۔ پہلے اسے بند کریں۔`);
  });

  it('words valibot’s own findings, where a schema has no words of its own, as a message of the table', () => {
    const result = v.safeParse(v.object({ count: v.number(), tags: v.array(v.string(), 'Tags are a list of words.') }), { count: 'x', tags: 5 });
    const [wrongType, ownWords] = issuesToDetails(result.issues!);
    expect(wrongType).toEqual({ message: 'This value is not accepted: expected number, received "x".', path: ['count'] });
    expect(translateMessage(wrongType!.message, 'ur')).toBe(`یہ قدر قبول نہیں: ${kept('number')} متوقع تھا، ${kept('"x"')} ملا۔`);
    expect(ownWords!.message).toBe('Tags are a list of words.');
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
    // A record's kind and a count with its noun, in the route's own answers.
    const brand = await call(server, 'POST /api/brands', token, { json: { name: 'Product' } as never });
    expect(brand.status).toBe(201);
    expect((await call(server, 'DELETE /api/brands/:id', token, { params: { id: brand.body._id } })).body.message).toBe('1 برانڈ حذف ہو گیا۔');
    expect((await call(server, 'DELETE /api/brands/:id', token, { params: { id: brand.body._id } })).body.message).toBe('برانڈ نہیں ملا۔');
    // A schema's findings (src/domain's sentences) as well, each detail in Urdu.
    const refused = await call(server, 'POST /api/stock/adjustments', token, { json: { productId: 'x', warehouseId: 'y', mode: 'count', quantity: -1, reason: 'opening' } as never });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([
      { message: 'پروڈکٹ منتخب کریں۔', path: ['productId'] },
      { message: 'گودام منتخب کریں۔', path: ['warehouseId'] },
      { message: `0 سے ${kept('1,000,000')} تک کوئی مکمل عدد درج کریں۔`, path: ['quantity'] },
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOrderProductByCode, searchOrderProducts } from '../../../src/api/common/order-products';

/** A product as GET /api/products answers it (major units, percent), with only what an order reads mattering. */
const wireProduct = {
  _id: 'p-oppo',
  productName: 'Oppo A17',
  productCode: 'OPPO-17',
  productCost: 19.99,
  productPrice: 24.99,
  productTaxRate: 12.5,
  taxMethod: 'Inclusive',
  hasWarehousePrice: true,
  warehousePrices: { Lahore: 23.1 },
  hasPromotion: true,
  promotionPrice: 22.5,
  promotionStart: '2026-11-01',
  promotionEnd: '2026-11-30',
};

const asOrderProduct = {
  id: 'p-oppo',
  name: 'Oppo A17',
  code: 'OPPO-17',
  cost: 1999,
  pricing: { price: 2499, promotion: { price: 2250, start: '2026-11-01', end: '2026-11-30' }, warehousePrices: { Lahore: 2310 } },
  taxRate: 12500,
  taxMethod: 'Inclusive',
  // A product without sizes: nothing to ask when it is added.
  variants: [],
  scannedVariant: null,
};

function answering(status: number, body: unknown) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request.url.replace(/^https?:\/\/[^/]+/, ''));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order products', () => {
  it('reads the sizes of a product that has them, each price adjustment in minor units', async () => {
    answering(200, [{ ...wireProduct, hasVariant: true, variantList: [{ _id: 'v-s', name: 'S', itemCode: 'VRT-1', barcode: null, additionalPrice: 0 }, { _id: 'v-l', name: 'L', itemCode: 'VRT-3', barcode: null, additionalPrice: 2.5 }] }]);
    const found = await searchOrderProducts('oppo');
    expect(found).toEqual({ ok: true, data: [{ ...asOrderProduct, variants: [{ name: 'S', itemCode: 'VRT-1', barcode: null, additionalPrice: 0 }, { name: 'L', itemCode: 'VRT-3', barcode: null, additionalPrice: 250 }] }] });
  });

  it("reads the size a code named (a size's own barcode, or {code}-{itemCode}), with each size's barcode to know it again", async () => {
    answering(200, { ...wireProduct, hasVariant: true, variantList: [{ _id: 'v-s', name: 'S', itemCode: 'VRT-1', barcode: '8964000000015', additionalPrice: 0 }, { _id: 'v-m', name: 'M', itemCode: 'VRT-2', barcode: null, additionalPrice: 0 }], scannedVariant: 'VRT-1' });
    expect(await findOrderProductByCode('8964000000015')).toEqual({
      ok: true,
      data: { ...asOrderProduct, variants: [{ name: 'S', itemCode: 'VRT-1', barcode: '8964000000015', additionalPrice: 0 }, { name: 'M', itemCode: 'VRT-2', barcode: null, additionalPrice: 0 }], scannedVariant: 'VRT-1' },
    });
  });

  it('searches name or code for a short list to pick from, read into minor units and exact percents', async () => {
    const requests = answering(200, [wireProduct, { ...wireProduct, hasPromotion: false, hasWarehousePrice: false }]);
    const found = await searchOrderProducts('oppo');
    expect(requests).toEqual(['/api/products?q=oppo&page=1&pageSize=10']);
    expect(found).toEqual({ ok: true, data: [asOrderProduct, { ...asOrderProduct, pricing: { price: 2499, promotion: null, warehousePrices: null } }] });
  });

  it('looks a scanned code up once, and reads a 404 as no such product and any other failure as the server\'s refusal', async () => {
    const requests = answering(200, wireProduct);
    expect(await findOrderProductByCode('oppo-17')).toEqual({ ok: true, data: asOrderProduct });
    expect(requests).toEqual(['/api/products/by-code?code=oppo-17']);
    answering(404, { success: false, message: "No product has the code 'X'." });
    expect(await findOrderProductByCode('X')).toEqual({ ok: true, data: null });
    answering(500, { success: false, message: 'Internal error.' });
    expect(await findOrderProductByCode('X')).toEqual({ ok: false, status: 500, message: 'Internal error.', issues: [] });
  });
});

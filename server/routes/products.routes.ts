import * as v from 'valibot';
import { PRODUCT_CODE_MAX_LENGTH, productInputSchema, requiredText } from '../../src/domain/catalog.schemas';
import { BARCODE_SYMBOLOGIES, DEFAULT_BARCODE_SYMBOLOGY } from '../../src/domain/shop-constants';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { findProductByCode, productService, suggestProductCode } from '../services/products';
import { crudRoutes } from './crud-routes';

const codeSchema = requiredText(PRODUCT_CODE_MAX_LENGTH);
const symbologySchema = v.optional(v.picklist(BARCODE_SYMBOLOGIES, `barcodeSymbology must be one of ${BARCODE_SYMBOLOGIES.join(', ')}.`), DEFAULT_BARCODE_SYMBOLOGY);

/**
 * /api/products (SPEC.md section 7): list (q searches name or code; rows carry quantity = stock on
 * hand), get, create, update (PUT), delete and delete selected (admins), and
 * GET /api/products/code-suggestion?barcodeSymbology=… for the form's refresh button, and
 * GET /api/products/by-code?code=… for a code scanned into an order (404 when no product has it).
 */
export const productRoutes = crudRoutes(productService, productInputSchema, (app) => {
  app.get('/code-suggestion', async (c) => {
    const result = v.safeParse(symbologySchema, c.req.query('barcodeSymbology'));
    if (!result.success) {
      const message = result.issues[0].message;
      throw new ApiError(Status.badRequest, message, [{ message, path: ['barcodeSymbology'] }]);
    }
    return c.json({ productCode: await suggestProductCode(c.get('deps').db, result.output) });
  });
  app.get('/by-code', async (c) => {
    const result = v.safeParse(codeSchema, c.req.query('code') ?? '');
    if (!result.success) {
      const message = result.issues[0].message;
      throw new ApiError(Status.badRequest, message, [{ message, path: ['code'] }]);
    }
    return c.json(await findProductByCode(c.get('deps').db, result.output));
  });
});

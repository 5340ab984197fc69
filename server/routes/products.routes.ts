import * as v from 'valibot';
import { productInputSchema } from '../../src/domain/catalog.schemas';
import { BARCODE_SYMBOLOGIES, DEFAULT_BARCODE_SYMBOLOGY } from '../../src/domain/shop-constants';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { productService, suggestProductCode } from '../services/products';
import { crudRoutes } from './crud-routes';

const symbologySchema = v.optional(v.picklist(BARCODE_SYMBOLOGIES, `barcodeSymbology must be one of ${BARCODE_SYMBOLOGIES.join(', ')}.`), DEFAULT_BARCODE_SYMBOLOGY);

/**
 * /api/products (SPEC.md section 7): list (q searches name or code; rows carry quantity = stock on
 * hand), get, create, update (PUT), delete and delete selected (admins), and
 * GET /api/products/code-suggestion?barcodeSymbology=… for the form's refresh button.
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
});

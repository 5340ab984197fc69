import * as v from 'valibot';
import { codeSuggestionSchema, productInputSchema, productSchema, scannedProductSchema } from '../../src/domain/product.schemas';
import { PRODUCT_CODE_MAX_LENGTH, requiredText } from '../../src/domain/record-fields';
import { BARCODE_SYMBOLOGIES, DEFAULT_BARCODE_SYMBOLOGY } from '../../src/domain/shop-constants';
import { findProductByCode, productService, suggestProductCode } from '../services/products';
import { crudRoutes } from './crud-routes';
import { defineRoute } from './route';

const codeSuggestionQuerySchema = v.object({
  barcodeSymbology: v.optional(v.picklist(BARCODE_SYMBOLOGIES, `barcodeSymbology must be one of ${BARCODE_SYMBOLOGIES.join(', ')}.`), DEFAULT_BARCODE_SYMBOLOGY),
});

const byCodeQuerySchema = v.object({ code: v.optional(requiredText(PRODUCT_CODE_MAX_LENGTH), '') });

/**
 * /api/products (docs/api.md#the-calls): list (q searches name or code; rows carry quantity = stock on
 * hand), get, create, update (PUT), delete and delete selected (admins),
 * GET /api/products/code-suggestion?barcodeSymbology=… for the form's refresh button, and
 * GET /api/products/by-code?code=… for a code scanned into an order: a product's code or a size's
 * (its barcode, `{code}-{itemCode}`), 404 when nothing has it.
 */
export const productRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/products/code-suggestion',
    access: 'catalogEdit',
    tag: 'Products',
    summary: 'Suggest an unused product code',
    query: codeSuggestionQuerySchema,
    answer: { status: 200, schema: codeSuggestionSchema, description: 'A code no product uses' },
    handle: async ({ c, db, query }) => c.json({ productCode: await suggestProductCode(db, query.barcodeSymbology) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/products/by-code',
    access: 'catalogRead',
    tag: 'Products',
    summary: 'Find the product a scanned code names',
    description: "A product's code first, then a variant's barcode, then {code}-{itemCode}, in any case; scannedVariant is the item code of the variant named (null for the product's own code). 404 when nothing has the code.",
    query: byCodeQuerySchema,
    answer: { status: 200, schema: scannedProductSchema, description: 'The product, and the variant the code named' },
    handle: async ({ c, db, query }) => c.json(await findProductByCode(db, query.code)),
  }),
  ...crudRoutes({
    base: '/api/products',
    tag: 'Products',
    service: productService,
    inputSchema: productInputSchema,
    answerSchema: productSchema,
    write: 'catalogEdit',
  }),
];

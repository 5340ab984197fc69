// The Ajv that reads the OpenAPI document for the tests: the contract check of every answer
// (contract.ts) and the tests that hold a request schema against what the server takes.
import Ajv2020 from 'ajv/dist/2020.js';

/**
 * Ajv with the document added as 'openapi' (JSON Schema 2020-12), its formats, and a tolerance for
 * `multipleOf` on floats: 0.07 / 0.01 is 7.000000000000001 in binary, so without one Ajv refuses
 * money the server takes (docs/api.md#money-on-the-wire). Two digits of tolerance still refuse any
 * third decimal and are exact for amounts up to 100,000,000,000.
 */
export function documentValidator(document: Record<string, unknown>): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    multipleOfPrecision: 2,
    formats: { date: /^\d{4}-\d{2}-\d{2}$/, binary: true, email: true, uri: true, 'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/ },
  });
  ajv.addSchema(document, 'openapi');
  return ajv;
}

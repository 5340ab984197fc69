// Writes the OpenAPI document the server serves at /api/openapi.json to a file, for the linters
// `npm run lint:openapi` runs on it (docs/decisions/050-openapi-lint-in-npm-test.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openApiDocument } from '../server/routes/openapi';
import { routeTable } from '../server/routes/route-table';

const [target = 'build/openapi.json'] = process.argv.slice(2);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(openApiDocument(routeTable), null, 2)}\n`);

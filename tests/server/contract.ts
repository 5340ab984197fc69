// The contract check of the server tests (vitest globalSetup of the server project, vite.config.ts):
// every answer the run's server tests received (answer-recorder.ts) is checked against the OpenAPI
// document the server serves (server/routes/openapi.ts) with Ajv, JSON Schema 2020-12, every object
// closed: an answer with a status, a header or a field the document does not declare fails the run
// (docs/api.md#the-document). The document cannot drift from the server again unnoticed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { TestProject } from 'vitest/node';
import { openApiDocument } from '../../server/routes/openapi';
import { routeTable } from '../../server/routes/route-table';
import type { RecordedAnswer } from './answer-recorder';
import { documentValidator } from './contract-ajv';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server tests record their answers for the contract check ('' when it is off). */
    answersFolder: string;
  }
}

type JsonObject = Record<string, unknown>;

/** Headers of the API's own, each of which an operation must declare where it sends it. */
const API_HEADER = /^(x-(?!content-type-options|frame-options|powered-by)|location$|retry-after$|allow$)/i;

/** Every object schema without a word on other fields is closed: a field it does not name is a failure. */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(closeObjects);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonObject;
  if (schema.type === 'object' && schema.properties && !('additionalProperties' in schema) && !('unevaluatedProperties' in schema)) schema.unevaluatedProperties = false;
  for (const value of Object.values(schema)) closeObjects(value);
}

const pointer = (...parts: string[]) => parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

interface ContractReport {
  checked: number;
  failures: string[];
}

/** Checks recorded answers against the document; answers the count and one line per distinct failure. */
function checkAnswers(answers: readonly RecordedAnswer[]): ContractReport {
  const document = structuredClone(openApiDocument(routeTable)) as { paths: Record<string, Record<string, { responses: Record<string, JsonObject> }>> };
  closeObjects(document);
  const ajv = documentValidator(document as JsonObject);
  const paths = Object.keys(document.paths)
    .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`), parameters: (path.match(/\{/g) ?? []).length }))
    .sort((left, right) => left.parameters - right.parameters);
  const validators = new Map<string, ValidateFunction>();
  const errorValidator = ajv.compile({ $ref: 'openapi#/components/schemas/Error' });
  const failures = new Set<string>();
  let checked = 0;
  for (const answer of answers) {
    const match = paths.find((candidate) => candidate.pattern.test(answer.path));
    const where = `${answer.method} ${match?.path ?? answer.path}`;
    if (!match) {
      if (answer.status !== 404 || !errorValidator(answer.body)) failures.add(`${where} ${answer.status}: a path the document does not have`);
      continue;
    }
    checked += 1;
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const operation = document.paths[match.path][method];
    if (!operation) {
      if (answer.status !== 405 || !answer.headers.allow || !errorValidator(answer.body)) failures.add(`${where} ${answer.status}: a method the path does not take, not answered 405 with Allow`);
      continue;
    }
    const response = operation.responses[String(answer.status)];
    if (!response) {
      failures.add(`${where}: status ${answer.status} is not declared`);
      continue;
    }
    const declared = new Set(Object.keys((response.headers ?? {}) as JsonObject).map((name) => name.toLowerCase()));
    for (const name of Object.keys(answer.headers)) {
      if (API_HEADER.test(name) && !declared.has(name.toLowerCase())) failures.add(`${where} ${answer.status}: header ${name} is not declared`);
    }
    const content = (response.content as Record<string, { schema?: JsonObject }> | undefined)?.['application/json'];
    if (!content?.schema || answer.body === undefined || answer.method === 'HEAD') continue;
    const key = `${match.path} ${method} ${answer.status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#/${pointer('paths', match.path, method, 'responses', String(answer.status), 'content', 'application/json', 'schema')}` });
      validators.set(key, validate);
    }
    if (!validate(answer.body)) {
      const [error] = validate.errors ?? [];
      failures.add(`${where} ${answer.status}: ${error?.instancePath || '(body)'} ${error?.message ?? ''} ${error?.params ? JSON.stringify(error.params) : ''}`.trim());
    }
  }
  return { checked, failures: [...failures].sort() };
}

export default function contractCheck(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'shopdesk-answers-'));
  project.provide('answersFolder', folder);
  return () => {
    try {
      const answers = readdirSync(folder).flatMap((file) =>
        readFileSync(join(folder, file), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as RecordedAnswer),
      );
      if (answers.length === 0) return;
      const report = checkAnswers(answers);
      const summary = `Contract check: ${report.checked} of ${answers.length} answers against the OpenAPI document, ${report.failures.length} failures.`;
      if (report.failures.length === 0) return console.log(summary);
      // A teardown's error is only printed by vitest: the run fails by its exit code.
      console.error(`${summary}\n${report.failures.join('\n')}`);
      process.exitCode = 1;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
}

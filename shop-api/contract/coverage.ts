import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/**
 * Contract coverage: every operation of openapi.yaml must have been answered (status < 500) by
 * at least one shop-api test. Responses are checked against their schemas by the server itself
 * (app.ts answers 500 'response_contract_violation' otherwise), so an operation answered
 * here was answered according to the contract.
 */
export const COVERAGE_FILE = path.join(require('node:os').tmpdir(), 'shop-api-contract-coverage.txt');
const OPENAPI = path.join(__dirname, '..', 'openapi.yaml');

/** '/api/products/{idOrSlug}' -> '/api/products/:idOrSlug', '/api/images/{*}' -> '/api/images/*' (Fastify's spelling). */
const toFastify = (p: string) => p.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1');

export function operations(): string[] {
  const doc = YAML.parse(fs.readFileSync(OPENAPI, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const methods = ['get', 'post', 'put', 'delete', 'patch'];
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.keys(item)
      .filter((m) => methods.includes(m))
      .map((m) => `${m.toUpperCase()} ${toFastify(p)}`),
  );
}

export function uncovered(): string[] {
  const answered = new Set(
    (fs.existsSync(COVERAGE_FILE) ? fs.readFileSync(COVERAGE_FILE, 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' '))
      .filter(([, , status]) => Number(status) < 500)
      .map(([method, url]) => `${method} ${url.replace(/\/\*$/, '/*')}`),
  );
  return operations().filter((op) => !answered.has(op));
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';

/**
 * Contract coverage: every operation of openapi.yaml must have been answered (status < 500) by
 * at least one shop-api test. Responses are checked against their schemas by the server itself
 * (app.ts answers 500 'response_contract_violation' otherwise), so an operation answered
 * here was answered according to the contract.
 */
const OPENAPI = path.join(__dirname, '..', 'openapi.yaml');

/**
 * '/api/products/{idOrSlug}' -> '/api/products/:idOrSlug', '/api/images/{path}' -> '/api/images/*'
 * (Fastify's spelling: the document names its one wildcard `path`, scripts/write-openapi.ts).
 */
const toFastify = (p: string) => (p === '/api/images/{path}' ? '/api/images/*' : p.replace(/\{([^}]+)\}/g, ':$1'));

export function operations(): string[] {
  const doc = YAML.parse(fs.readFileSync(OPENAPI, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const methods = ['get', 'post', 'put', 'delete', 'patch'];
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.keys(item)
      .filter((m) => methods.includes(m))
      .map((m) => `${m.toUpperCase()} ${toFastify(p)}`),
  );
}

/**
 * A fresh record file for one unit run, in a folder of its own: two runs on one machine (two
 * checkouts, or CI beside a developer) must not clear or fill each other's record.
 */
export function newCoverageFile(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-contract-coverage-')), 'answered.txt');
}

/** Operations of openapi.yaml that no line of the record at `file` answered below 500. */
export function uncovered(file: string): string[] {
  const answered = new Set(
    (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' '))
      .filter(([, , status]) => Number(status) < 500)
      .map(([method, url]) => `${method} ${url.replace(/\/\*$/, '/*')}`),
  );
  return operations().filter((op) => !answered.has(op));
}

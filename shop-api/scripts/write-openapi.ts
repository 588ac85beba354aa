/**
 * Writes shop-api/openapi.yaml from the route schemas (the single source of the contract).
 * `npm run api:openapi` also regenerates the storefront's client types from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { createTestApi } from '../src/test-utils';

/** Fastify's wildcard path parameter (`/api/images/*`) under a name OpenAPI accepts. */
export const WILDCARD_PARAMETER = 'path';

/**
 * What @fastify/swagger writes in draft-07 terms, in OpenAPI 3.1's (JSON Schema 2020-12) instead,
 * so the document passes Redocly's `recommended` rules (`npm run api:lint`): TypeBox tuples
 * (`items: [..]`, `additionalItems: false`) become `prefixItems` with `items: false`; the wildcard
 * path `{*}` gets a named parameter.
 */
export function toOpenApi31(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi31);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const renamed = key.replace('{*}', `{${WILDCARD_PARAMETER}}`);
    out[renamed] = toOpenApi31(value);
  }
  if (Array.isArray(out.items)) {
    out.prefixItems = out.items;
    if (out.additionalItems === false) out.items = false;
    else delete out.items;
    delete out.additionalItems;
  }
  if (out.in === 'path' && out.name === '*') {
    out.name = WILDCARD_PARAMETER;
    out.description = "the file's path under the images folder, slashes included";
  }
  return out;
}

export async function renderOpenApi(): Promise<string> {
  const api = await createTestApi();
  try {
    const doc = (api.app as unknown as { swagger: () => unknown }).swagger();
    return YAML.stringify(toOpenApi31(doc), { aliasDuplicateObjects: false });
  } finally {
    await api.close();
  }
}

if (require.main === module) {
  renderOpenApi().then((yaml) => {
    fs.writeFileSync(path.join(__dirname, '..', 'openapi.yaml'), yaml);
    console.log('wrote shop-api/openapi.yaml');
  });
}

/**
 * Writes shop-api/openapi.yaml from the route schemas (the single source of the contract).
 * `npm run api:openapi` also regenerates the storefront's client types from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTestApi } from '../src/test-utils';

export async function renderOpenApi(): Promise<string> {
  const api = await createTestApi();
  try {
    return (api.app as unknown as { swagger: (o: { yaml: true }) => string }).swagger({ yaml: true });
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

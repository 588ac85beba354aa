import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { renderOpenApi } from '../scripts/write-openapi';

describe('openapi.yaml', () => {
  it('is the document the route schemas produce (run `npm run api:openapi` after changing a route)', async () => {
    const committed = fs.readFileSync(path.join(__dirname, '..', 'openapi.yaml'), 'utf8');
    expect(YAML.parse(await renderOpenApi())).toEqual(YAML.parse(committed));
  });

  it('is OpenAPI 3.1 with bearer security and the spec calls with their odd spellings', () => {
    const doc = YAML.parse(fs.readFileSync(path.join(__dirname, '..', 'openapi.yaml'), 'utf8'));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    const text = JSON.stringify(doc);
    for (const word of ['urlForList', 'pivot', 'is_unique_phone']) expect(text).toContain(word);
    for (const p of [
      '/api/categories',
      '/api/categories/slug/{slug}',
      '/api/gifts',
      '/api/get-working-time',
      '/api/check-is-working-time',
      '/api/pages/contact',
    ])
      expect(Object.keys(doc.paths)).toContain(p);
  });
});

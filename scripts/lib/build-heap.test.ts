/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_HEAP_MB, buildNodeOptions } from './build-heap';

test.each([
  [undefined, `--max-old-space-size=${BUILD_HEAP_MB}`],
  ['', `--max-old-space-size=${BUILD_HEAP_MB}`],
  [' --enable-source-maps ', `--enable-source-maps --max-old-space-size=${BUILD_HEAP_MB}`],
])('NODE_OPTIONS %p -> %p', (existing, expected) => {
  expect(buildNodeOptions(existing)).toBe(expected);
});

test("Netlify's builds get the same heap cap as the local stack's", () => {
  const toml = fs.readFileSync(path.resolve(__dirname, '..', '..', 'netlify.toml'), 'utf8');
  const environment = toml.slice(toml.indexOf('[build.environment]')).split(/\n\[/)[0];
  expect(environment).toContain(`NODE_OPTIONS = "${buildNodeOptions(undefined)}"`);
});

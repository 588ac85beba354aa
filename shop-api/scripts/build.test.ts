import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageOf, requiredPackages } from './build';

describe('the production manifest', () => {
  test.each([
    ['fastify', 'fastify'],
    ['@fastify/swagger', '@fastify/swagger'],
    ['@iconify-json/fluent-emoji-flat/icons.json', '@iconify-json/fluent-emoji-flat'],
    ['ajv-formats/dist/x', 'ajv-formats'],
    ['node:fs', null],
    ['fs', null],
    ['./app', null],
  ])('%s -> %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });

  it('finds plain requires and createRequire ones in compiled code', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-build-'));
    const file = path.join(dir, 'a.js');
    fs.writeFileSync(
      file,
      [
        'const fastify_1 = __importDefault(require("fastify"));',
        "const x = require('./local');",
        'const p = require("node:path");',
        "iconSet ??= (0, node_module_1.createRequire)(__filename)('@iconify-json/fluent-emoji-flat/icons.json');",
      ].join('\n'),
    );
    expect(requiredPackages([file])).toEqual(['@iconify-json/fluent-emoji-flat', 'fastify']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

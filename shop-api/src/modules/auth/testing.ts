/**
 * Test entry for the auth and profile modules: createTestApi() plus a work-around.
 *
 * light-my-request 6.8 (behind fastify's inject) requires `cookie` 2, which is ESM-only; jest's
 * CommonJS runtime cannot load it ("Unexpected token 'export'"). Our routes set no cookies, so
 * the one function it uses gets a small CommonJS stand-in here. Drop this once jest.config.js
 * transforms or maps that package.
 */
import path from 'node:path';

const cookiePath = require.resolve('cookie', { paths: [path.dirname(require.resolve('light-my-request'))] });
jest.doMock(cookiePath, () => ({
  stringifySetCookie: (cookie: { name: string; value?: string } & Record<string, unknown>) => {
    const { name, value = '', ...attrs } = cookie;
    const parts = [`${name}=${encodeURIComponent(value)}`];
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === false) continue;
      parts.push(v === true ? k : `${k}=${v instanceof Date ? v.toUTCString() : String(v)}`);
    }
    return parts.join('; ');
  },
}));

export { createTestApi, type TestApi } from '../../test-utils';

// A fresh API generates the catalogue images on first boot in each jest worker (seconds).
jest.setTimeout(60_000);

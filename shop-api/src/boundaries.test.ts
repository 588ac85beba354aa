/**
 * The shop API's lint rules of eslint.config.mjs (docs/decisions/428-typed-server-modules.md),
 * checked by running ESLint as `npm run lint` does on a file that is not on disk (stdin with a
 * path), so each rule is proven to fire, not only configured: modules import each other only
 * through their index, no import cycle, no cast of a request body, params, query or reply.
 */
import { lintAs, ruleIds } from '../../scripts/lib/lint-as';

jest.setTimeout(120_000);

describe('shop API module boundaries (npm run lint)', () => {
  it("a module importing another module's internals fails: orders into catalogue/queries", () => {
    const messages = lintAs(
      'shop-api/src/modules/orders/boundary-probe.ts',
      "import { findOrderableProducts } from '../catalogue/queries';\nexport const probe = findOrderableProducts;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
    expect(messages.find((m) => m.ruleId === 'import-x/no-restricted-paths')?.message).toMatch(
      /modules\/orders may use modules\/catalogue only through its public index/,
    );
  });

  it("the same import through the module's index passes", () => {
    const messages = lintAs(
      'shop-api/src/modules/orders/boundary-probe.ts',
      "import { findOrderableProducts } from '../catalogue';\nexport const probe = findOrderableProducts;\n",
    );
    expect(ruleIds(messages)).not.toContain('import-x/no-restricted-paths');
    expect(messages.filter((m) => m.ruleId !== null && m.ruleId !== 'no-restricted-syntax')).toEqual([]);
  });

  it("another module's registration (module.ts) is internal too", () => {
    const messages = lintAs(
      'shop-api/src/modules/staff/boundary-probe.ts',
      "import { ordersModule } from '../orders/module';\nexport const probe = ordersModule;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle fails: payments importing orders, which imports payments', () => {
    // orders' index (payable.ts, service.ts) imports the payments index, which exports store.ts.
    const messages = lintAs(
      'shop-api/src/modules/payments/store.ts',
      "import { getOrderRow } from '../orders';\nexport const probe = getOrderRow;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-cycle');
  });

  it('a cycle closed by a type-only import fails: the config reading the POS settings through the POS module', () => {
    // The POS module's menu import takes the config's type; config.ts reads modules/pos/settings.ts directly.
    const messages = lintAs(
      'shop-api/src/config.ts',
      "import type { PosSettings } from './modules/pos';\nexport type Probe = PosSettings;\n",
    );
    expect(ruleIds(messages)).toContain('cycles/no-type-import-cycle');
    const direct = lintAs(
      'shop-api/src/config.ts',
      "import type { PosSettings } from './modules/pos/settings';\nexport type Probe = PosSettings;\n",
    );
    expect(ruleIds(direct)).not.toContain('cycles/no-type-import-cycle');
  });
});

describe('no cast of a request in the shop API (npm run lint)', () => {
  const castErrors = (file: string, code: string) =>
    lintAs(file, code).filter((m) => m.ruleId === 'no-restricted-syntax' && /no cast of a request/.test(m.message));

  it('a cast of request.body, req.params, req.query or of a sent reply fails', () => {
    const messages = castErrors(
      'shop-api/src/modules/forms/cast-probe.ts',
      [
        "import type { FastifyInstance } from 'fastify';",
        'export async function probe(app: FastifyInstance) {',
        "  app.post('/a', async (request) => (request.body as { a: string }).a);",
        "  app.get('/b/:id', async (req) => (req.params as { id: number }).id);",
        "  app.get('/c', async (req) => (<{ q: string }>req.query).q);",
        "  app.get('/d', async (_req, reply) => reply.send({ a: 1 } as never));",
        '}',
      ].join('\n') + '\n',
    );
    expect(messages.map((m) => m.line)).toEqual([3, 4, 5, 6]);
  });

  it('a typed route reads them without a cast and passes', () => {
    const messages = castErrors(
      'shop-api/src/modules/forms/cast-probe.ts',
      [
        "import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';",
        "import { Type } from '@sinclair/typebox';",
        'export const probe: FastifyPluginAsyncTypebox = async (app) => {',
        "  app.post('/a', { schema: { body: Type.Object({ a: Type.String() }) } }, async (request) => request.body.a);",
        '};',
      ].join('\n') + '\n',
    );
    expect(messages).toEqual([]);
  });
});

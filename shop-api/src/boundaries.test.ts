/**
 * The shop API's lint rules of eslint.config.mjs (docs/decisions/428-typed-server-modules.md),
 * checked by running ESLint as `npm run lint` does on files that are not on disk (their text with
 * a path), so each rule is proven to fire, not only configured: modules import each other only
 * through their index, no import cycle, no cast of a request body, params, query or reply.
 */
import { lintAll, ruleIds, type LintMessage } from '../../scripts/lib/lint-as';

const CAST_PROBE = 'shop-api/src/modules/forms/cast-probe.ts';

const PROBES = {
  moduleInternals: [
    'shop-api/src/modules/orders/boundary-probe.ts',
    "import { findOrderableProducts } from '../catalogue/queries';\nexport const probe = findOrderableProducts;\n",
  ],
  moduleIndex: [
    'shop-api/src/modules/orders/boundary-probe.ts',
    "import { findOrderableProducts } from '../catalogue';\nexport const probe = findOrderableProducts;\n",
  ],
  registration: [
    'shop-api/src/modules/staff/boundary-probe.ts',
    "import { ordersModule } from '../orders/module';\nexport const probe = ordersModule;\n",
  ],
  // orders' index (payable.ts, service.ts) imports the payments index, which exports store.ts.
  cycle: [
    'shop-api/src/modules/payments/store.ts',
    "import { getOrderRow } from '../orders';\nexport const probe = getOrderRow;\n",
  ],
  // The POS module's menu import takes the config's type; config.ts reads modules/pos/settings.ts directly.
  typeCycle: ['shop-api/src/config.ts', "import type { PosSettings } from './modules/pos';\nexport type Probe = PosSettings;\n"],
  typeDirect: [
    'shop-api/src/config.ts',
    "import type { PosSettings } from './modules/pos/settings';\nexport type Probe = PosSettings;\n",
  ],
  casts: [
    CAST_PROBE,
    [
      "import type { FastifyInstance } from 'fastify';",
      'export async function probe(app: FastifyInstance) {',
      "  app.post('/a', async (request) => (request.body as { a: string }).a);",
      "  app.get('/b/:id', async (req) => (req.params as { id: number }).id);",
      "  app.get('/c', async (req) => (<{ q: string }>req.query).q);",
      "  app.get('/d', async (_req, reply) => reply.send({ a: 1 } as never));",
      '}',
    ].join('\n') + '\n',
  ],
  typedRoute: [
    CAST_PROBE,
    [
      "import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';",
      "import { Type } from '@sinclair/typebox';",
      'export const probe: FastifyPluginAsyncTypebox = async (app) => {',
      "  app.post('/a', { schema: { body: Type.Object({ a: Type.String() }) } }, async (request) => request.body.a);",
      '};',
    ].join('\n') + '\n',
  ],
} as const;

let lint: Record<keyof typeof PROBES, LintMessage[]>;
beforeAll(() => {
  lint = lintAll(PROBES);
}, 120_000);

describe('shop API module boundaries (npm run lint)', () => {
  it("a module importing another module's internals fails: orders into catalogue/queries", () => {
    expect(ruleIds(lint.moduleInternals)).toContain('import-x/no-restricted-paths');
    expect(lint.moduleInternals.find((m) => m.ruleId === 'import-x/no-restricted-paths')?.message).toMatch(
      /modules\/orders may use modules\/catalogue only through its public index/,
    );
  });

  it("the same import through the module's index passes", () => {
    expect(ruleIds(lint.moduleIndex)).not.toContain('import-x/no-restricted-paths');
    expect(lint.moduleIndex.filter((m) => m.ruleId !== null && m.ruleId !== 'no-restricted-syntax')).toEqual([]);
  });

  it("another module's registration (module.ts) is internal too", () => {
    expect(ruleIds(lint.registration)).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle fails: payments importing orders, which imports payments', () => {
    expect(ruleIds(lint.cycle)).toContain('import-x/no-cycle');
  });

  it('a cycle closed by a type-only import fails: the config reading the POS settings through the POS module', () => {
    expect(ruleIds(lint.typeCycle)).toContain('cycles/no-type-import-cycle');
    expect(ruleIds(lint.typeDirect)).not.toContain('cycles/no-type-import-cycle');
  });
});

describe('no cast of a request in the shop API (npm run lint)', () => {
  const castErrors = (messages: LintMessage[]) =>
    messages.filter((m) => m.ruleId === 'no-restricted-syntax' && /no cast of a request/.test(m.message));

  it('a cast of request.body, req.params, req.query or of a sent reply fails', () => {
    expect(castErrors(lint.casts).map((m) => m.line)).toEqual([3, 4, 5, 6]);
  });

  it('a typed route reads them without a cast and passes', () => {
    expect(castErrors(lint.typedRoute)).toEqual([]);
  });
});

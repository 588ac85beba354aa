// Lint rules: typescript-eslint recommended + React hooks rules, for the storefront, the shop API,
// the local plugin, scripts and tests, and the storefront's import boundaries (below). Formatting
// is Prettier's job (npm run lint checks both).
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import cycles from './scripts/lint/no-type-import-cycle.mjs';

/**
 * The storefront's layers (docs/decisions/037-import-boundaries.md). Lower layers never import
 * higher ones; a feature uses another feature only through that feature's `index.ts`; pages
 * (templates), the layout and the app shell compose features.
 */
const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const COMPOSERS = ['./src/layout', './src/templates', './src/app-shell', './src/site', './src/pages'];
const BASE = ['./src/shared', './src/ui', './src/api-client', './src/i18n', './src/routing'];

export const boundaryZones = [
  // Shared code, design-system parts, the API client, i18n and routing: no features, no page chrome.
  ...BASE.map((target) => ({
    target,
    from: ['./src/features', ...COMPOSERS],
    message: 'shared code (shared, ui, api-client, i18n, routing) must not import features, layout, templates or the app shell',
  })),
  // Features: no page chrome, no templates, no app shell.
  {
    target: './src/features',
    from: COMPOSERS,
    message: 'a feature must not import the layout, templates, the app shell or build steps (they compose features)',
  },
  // A feature reaches another feature only through its public index.
  ...FEATURES.flatMap((name) =>
    FEATURES.filter((other) => other !== name).map((other) => ({
      target: `./src/features/${name}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `features/${name} may use features/${other} only through its public index (features/${other}/index.ts)`,
    })),
  ),
];

/**
 * The shop API's modules (docs/decisions/428-typed-server-modules.md): a module uses another only
 * through that module's `index.ts` (its public API); the registration in `module.ts` is imported
 * by `modules/index.ts` alone.
 */
const API_MODULES = fs
  .readdirSync('shop-api/src/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
export const apiModuleZones = API_MODULES.flatMap((name) =>
  API_MODULES.filter((other) => other !== name).map((other) => ({
    target: `./shop-api/src/modules/${name}`,
    from: `./shop-api/src/modules/${other}`,
    except: ['./index.ts'],
    message: `modules/${name} may use modules/${other} only through its public index (modules/${other}/index.ts)`,
  })),
);

/**
 * Route handlers read `request.body`, `params` and `query` typed by their TypeBox schema
 * (FastifyPluginAsyncTypebox); a cast would hide a schema that says something else.
 */
const REQUEST_PART = `[expression.type='MemberExpression'][expression.object.name=/^(req|request)$/][expression.property.name=/^(body|params|query)$/]`;
const CAST_MESSAGE =
  'no cast of a request body, params, query or a reply: type the route with its TypeBox schema (FastifyPluginAsyncTypebox)';
export const requestCastRule = [
  'error',
  { selector: `TSAsExpression${REQUEST_PART}`, message: CAST_MESSAGE },
  { selector: `TSTypeAssertion${REQUEST_PART}`, message: CAST_MESSAGE },
  { selector: `CallExpression[callee.property.name='send'] > TSAsExpression`, message: CAST_MESSAGE },
];

/** Tests and test helpers may reach into other features' internals (fixtures, stores to reset). */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}', 'src/test/**'];

/**
 * A colour written as a hex (#fff, #c23b22, #c23b2280) or rgb()/rgba() literal. Colours live in
 * src/shared/theme.ts (named by role); components use `theme.color.*` (docs/decisions/080-colours-in-the-theme.md).
 */
const COLOUR_LITERAL = String.raw`/(^|[^\w&/])#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\w-])|\brgba?\(/`;
const COLOUR_MESSAGE =
  'a colour literal outside src/shared/theme.ts: add it to the theme (named by its role) and use theme.color.*';
export const colourRule = [
  'error',
  { selector: `Literal[value=${COLOUR_LITERAL}]`, message: COLOUR_MESSAGE },
  { selector: `TemplateElement[value.raw=${COLOUR_LITERAL}]`, message: COLOUR_MESSAGE },
  { selector: `JSXText[value=${COLOUR_LITERAL}]`, message: COLOUR_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      'shop-api/data/',
      'perf-report/',
      'test-results/',
      'playwright-report/',
      '**/*.d.ts',
      '**/*.js',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rules skip .ts/.tsx modules when they follow imports (no-cycle saw nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A cycle between modules (also through features' indexes, also one closed by a lazy
      // `import()`) fails lint: a feature that must react to another is wired by a composer.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['shop-api/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiModuleZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': requestCastRule,
    },
  },
  {
    // Every TypeScript file, tests and scripts included: a cycle closed by a type-only import fails
    // too (import-x/no-cycle above follows value imports only). No exemptions.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { cycles },
    rules: { 'cycles/no-type-import-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/shared/theme.ts'],
    rules: { 'no-restricted-syntax': colourRule },
  },
);

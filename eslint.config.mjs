// Lint rules: typescript-eslint recommended + React hooks rules, for the storefront, the shop API,
// the local plugin, scripts and tests. Formatting is Prettier's job (npm run lint checks both).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules/', 'public/', '.cache/', 'shop-api/data/', 'perf-report/', 'test-results/', 'playwright-report/', '**/*.d.ts', '**/*.js'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
);

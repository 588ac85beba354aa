/** Unit and contract tests: storefront (jsdom) and shop API (node), tests beside the code. */
const tsJest = ['ts-jest', { tsconfig: { jsx: 'react-jsx', isolatedModules: true }, diagnostics: false }];
module.exports = {
  // As many test files at once as the machine has cores; Jest's default (one less) runs one file at
  // a time on a 2-core machine such as CI's (docs/decisions/039-unit-tests-on-every-core.md).
  maxWorkers: '100%',
  // A fresh shop API seeds its database and, on a first run, generates images (a few seconds).
  testTimeout: 30_000,
  // Contract coverage of shop-api/openapi.yaml (checked only when the whole suite runs: npm run test:unit).
  globalSetup: '<rootDir>/shop-api/contract/global-setup.ts',
  globalTeardown: '<rootDir>/shop-api/contract/global-teardown.ts',
  projects: [
    {
      displayName: 'shop-api',
      testEnvironment: 'node',
      roots: ['<rootDir>/shop-api'],
      testMatch: ['**/*.test.ts'],
      // light-my-request (Fastify's inject) depends on an ESM-only `cookie`: compile it to CommonJS.
      transform: {
        '^.+\\.tsx?$': tsJest,
        '^.+/cookie/dist/.+\\.js$': [
          'ts-jest',
          { tsconfig: { allowJs: true, module: 'commonjs', esModuleInterop: true }, diagnostics: false },
        ],
      },
      transformIgnorePatterns: ['/node_modules/(?!light-my-request/|cookie/)'],
    },
    {
      displayName: 'storefront',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': tsJest },
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: {
        '^gatsby$': '<rootDir>/src/test/gatsby-mock.tsx',
        '\\.(css|svg|png|jpg|woff2)$': '<rootDir>/src/test/file-stub.js',
      },
    },
  ],
};

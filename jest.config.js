/** Unit and contract tests: storefront (jsdom) and shop API (node), tests beside the code. */
const tsJest = ['ts-jest', { tsconfig: { jsx: 'react-jsx', isolatedModules: true }, diagnostics: false }];
module.exports = {
  projects: [
    {
      displayName: 'shop-api',
      testEnvironment: 'node',
      roots: ['<rootDir>/shop-api'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
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
        '\\.(css|svg|png|jpg)$': '<rootDir>/src/test/file-stub.js',
      },
    },
  ],
};

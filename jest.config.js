// Jest needs a JS config (a .ts config would need ts-node, which TypeScript 7 cannot serve).
const esm = ['kysely', 'd3', 'd3-[a-z-]+', 'internmap', 'delaunator', 'robust-predicates', 'wouter', 'inversify', '@inversifyjs', 'regexparam', 'mitt', 'use-sync-external-store'];

export default {
  testEnvironment: '<rootDir>/tests/jsdom-env.cjs',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  // one throwaway PostgreSQL cluster for the run: the repository contract suites run on it (tests/server/engines.ts)
  globalSetup: '<rootDir>/tests/pg-global-setup.ts',
  globalTeardown: '<rootDir>/tests/pg-global-teardown.ts',
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', {
      swcrc: false,
      module: { type: 'commonjs' },
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: {
          legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false,
          react: { runtime: 'automatic', importSource: '@emotion/react' },
          optimizer: { globals: { vars: { 'import.meta.env': 'process.env' } } },
        },
      },
    }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

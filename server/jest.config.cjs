// Server tests: node environment, TypeScript (ESM source) compiled to CommonJS by @swc/jest.
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // @club/shared is TypeScript source; cookie (used by fastify's inject) and file-type with its
  // dependencies (avatar and photo checks) ship ESM only.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@club|cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)[@/+])',
  ],
  // Every core (jest's default leaves one to its parent, which only schedules: on 2 cores that is
  // one worker in band). The files that wait on child processes (first-start, upgrade, topology)
  // then overlap with the others.
  maxWorkers: '100%',
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  // the seeded database is prepared once per run and copied per test file (src/test/helpers.ts)
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  globalTeardown: '<rootDir>/jest.global-teardown.cjs',
  // The first suite of a run seeds the snapshot in beforeAll: on a busy 2-core machine that can
  // take well over 30 s, which is slowness, not a fault.
  testTimeout: 90000,
};

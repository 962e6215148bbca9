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
  // Each suite builds a fresh seeded database in beforeAll: on a busy 2-core machine that takes
  // well over 30 s, which is slowness, not a fault.
  testTimeout: 90000,
};

// Server tests: node environment, TypeScript (ESM source) compiled to CommonJS by @swc/jest.
module.exports = {
  testEnvironment: 'node',
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
  // @club/shared is TypeScript source reached through a workspace symlink.
  transformIgnorePatterns: ['/node_modules/(?!@club/)'],
  testTimeout: 30000,
};

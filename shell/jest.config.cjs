const preset = require('@club/tooling/jest.preset.cjs');

module.exports = {
  ...preset,
  setupFiles: [...(preset.setupFiles || []), '<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The federation runtime only exists inside a webpack build: tests get a controllable stub.
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/test/federationRuntimeMock.ts',
    '^@module-federation/webpack-bundler-runtime(/initContainerEntry)?$':
      '<rootDir>/src/test/bundlerRuntimeMock.ts',
  },
};

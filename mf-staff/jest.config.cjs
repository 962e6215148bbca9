const preset = require('@club/tooling/jest.preset.cjs');

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv || []), '<rootDir>/src/test/setup.ts'],
};

// Jest preset for the browser apps: swc transpiles TS/TSX, jsdom renders, CSS modules become
// their class names, and federated imports (remote/...) resolve to a stub the test can override.
const path = require('node:path');

// Every test reads the member's own time zone in one fixed zone, whatever the machine's: Moscow
// (UTC+3, no daylight saving), which is not the spec's +4 h, so a test shows which one a text uses.
// Set before jest starts its workers, which inherit it.
process.env.TZ = 'Europe/Moscow';

module.exports = {
  testEnvironment: 'jsdom',
  // Whole user flows (a workout of several pages with user-event) take seconds on a busy 2-core
  // machine; a timeout here only decides when a stuck test gives up, never what is asserted.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': require.resolve('identity-obj-proxy'),
    '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'jest-file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@club)/)'],
};

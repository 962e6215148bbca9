// Node test environment that hands the tests Node's own `require`: PGlite's CommonJS build loads
// its helpers with dynamic import(), which jest's module sandbox cannot run.
const { TestEnvironment } = require('jest-environment-node');

class ServerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__nativeRequire = require;
  }
}

module.exports = ServerEnvironment;

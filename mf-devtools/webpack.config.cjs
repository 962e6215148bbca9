// mf-devtools: the federation remote `mf_devtools` (the tester console).
// Production builds emit remoteEntry.js + mf-manifest.json for the shell.
const { createRemoteConfig } = require('@club/tooling/webpack.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_devtools', port: 3005 });

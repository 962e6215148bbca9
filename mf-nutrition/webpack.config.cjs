// mf-nutrition: the federation remote `mf_nutrition` (nutrition plan, day view, basket, downloads, recipe search, nutrition type).
// Production builds emit remoteEntry.js + mf-manifest.json for the shell.
const { createRemoteConfig } = require('@club/tooling/webpack.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_nutrition', port: 3002 });

// mf-account: the federation remote `mf_account` (profile, password change, feedback, FAQ, store, payment).
// Production builds emit remoteEntry.js + mf-manifest.json for the shell.
const { createRemoteConfig } = require('@club/tooling/webpack.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_account', port: 3004 });

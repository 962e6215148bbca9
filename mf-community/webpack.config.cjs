// mf-community: the federation remote `mf_community` (dynamics, contest, chats, notifications, articles).
// Production builds emit remoteEntry.js + mf-manifest.json for the shell.
const { createRemoteConfig } = require('@club/tooling/webpack.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_community', port: 3003 });

// mf-staff: the federation remote `mf_staff` (the club's staff app, composed by the shell under
// /staff/ for staff accounts only). Production builds emit remoteEntry.js + mf-manifest.json.
const { createRemoteConfig } = require('@club/tooling/webpack.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_staff', port: 3006 });

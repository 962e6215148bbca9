// mf-training: the federation remote `mf_training` (courses, course page, activation, freeze, change place, workouts, reports).
// Production builds emit remoteEntry.js + mf-manifest.json for the shell.
const { createRemoteConfig } = require('@club/tooling/webpack.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_training', port: 3001 });

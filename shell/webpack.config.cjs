// The shell: the federation HOST. Remotes are not baked in: at start the app reads
// /remotes.json and registers each remote at run time (src/federation/remotes.ts).
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createAppConfig } = require('@club/tooling/webpack.cjs');

const base = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Клуб',
  // Stacked in order: network retry first, the contract check, then the fallback for whatever fails.
  runtimePlugins: [
    './src/federation/retryPlugin.ts',
    // the contract check refuses a remote of another major before its code runs
    './src/federation/contractPlugin.ts',
    './src/federation/fallbackPlugin.ts',
  ],
  devServer: {
    proxy: [{ context: ['/api', '/email_verification_api'], target: 'http://localhost:4000' }],
  },
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new CopyPlugin({
      patterns: [
        { from: path.join(__dirname, 'public', 'remotes.json') },
        { from: path.join(__dirname, 'public', 'config.json') },
      ],
    }),
  );
  return config;
};

// The shell: the federation HOST. Remotes are not baked in: at start the app reads
// /remotes.json and registers each remote at run time (src/federation/remotes.ts).
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfig } = require('@club/tooling/webpack.cjs');

const SW_BUILD = path.join(__dirname, 'node_modules', '.cache', 'club-sw');

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
        { from: path.join(__dirname, 'public', 'manifest.webmanifest') },
        { from: path.join(__dirname, 'public', 'icons'), to: 'icons' },
      ],
    }),
  );
  if (config.mode !== 'production') return config;
  // The service worker (gym mode offline, pushes): production only, so dev servers keep hot reload.
  // It is compiled on its own first (a child compilation would inherit Module Federation's shared
  // modules and split the worker into chunks it cannot load), then Workbox injects the precache
  // list of this build into it.
  config.dependencies = ['service-worker'];
  config.plugins.push(
    new InjectManifest({
      swSrc: path.join(SW_BUILD, 'sw.js'),
      compileSrc: false,
      swDest: 'sw.js',
      // index.html and the runtime JSON are network first (src/sw/serviceWorker.ts), never precached
      exclude: [/\.html$/, /remotes\.json$/, /config\.json$/, /\.map$/, /LICENSE/, /^firebase\./],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  );
  const worker = {
    name: 'service-worker',
    mode: 'production',
    target: 'webworker',
    context: __dirname,
    entry: path.join(__dirname, 'src', 'sw', 'serviceWorker.ts'),
    devtool: false,
    output: { path: SW_BUILD, filename: 'sw.js', clean: true },
    resolve: config.resolve,
    module: { rules: config.module.rules.filter((r) => String(r.test).includes('sx')) },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  config.name = 'shell';
  return [worker, config];
};

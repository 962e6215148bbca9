// The shell: the federation HOST. Remotes are not baked in: at start the app reads
// /remotes.json and registers each remote at run time (src/federation/remotes.ts).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const {
  createAppConfig,
  HtmlWebpackPlugin,
  precompressed,
  cssFiles,
} = require('@club/tooling/webpack.cjs');

const SW_BUILD = path.join(__dirname, 'node_modules', '.cache', 'club-sw');

/**
 * The start screen's rules (src/boot/bootSplash.css), the theme's custom properties it reads and
 * the page's defaults (src/global.css), inlined in the page (about 1.5 KB): the screen paints once
 * the page itself has come, without waiting for a stylesheet. The server gives the <style> the
 * page's CSP nonce.
 */
function bootSplashCss() {
  const read = (file) => readFileSync(file, 'utf8');
  const tokens = /:root\s*\{[^}]*\}/.exec(read(require.resolve('@club/shared/theme.css')));
  if (!tokens) throw new Error('@club/shared/theme.css has no :root block');
  const page = read(path.join(__dirname, 'src', 'global.css'));
  const splash = read(path.join(__dirname, 'src', 'boot', 'bootSplash.css'));
  return [tokens[0], page, splash]
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim();
}

const base = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Клуб',
  // the app's page is a member's: the signed-in layouts load beside the bootstrap
  preloadImports: ['./SignedInShell'],
  bootSplashCss,
  // Stacked in order: network retry first, the contract check, then the fallback for whatever fails.
  runtimePlugins: [
    './src/federation/retryPlugin.ts',
    // the contract check refuses a remote of another major before its code runs
    './src/federation/contractPlugin.ts',
    './src/federation/fallbackPlugin.ts',
    // a remote's stylesheets as CORS, as webpack loads its later chunks' ones
    './src/federation/stylesheetPlugin.ts',
    // the whole @club/shared under its old key, for remotes built for contract 1.x
    './src/federation/compatSharePlugin.ts',
    // the bundler runtime, handed to the remotes of contract 2.x
    './src/federation/bundlerRuntimePlugin.ts',
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
  // Fewer requests at start: React, the router and @club/shared as one file each instead of three
  // (a phone's HTTP/1.1 connection limit queues the start's requests six at a time).
  const lib = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
  const clubSharedLibs = lib(['rxjs', 'tslib', 'idb']);
  // ...but only what the root (and the offline part) use: the parts that are singletons of their
  // own (form schemas, rxjs's operators, the kit's fields and tabs, the staff contract, the 1.x
  // root) load with the pages that use them, with what only they use
  const isStartRoot = (m) =>
    /[\\/]shared[\\/]src[\\/](index\.ts|offline[\\/]index\.ts)$/.test(m.resource || '');
  const startChunks = new WeakMap();
  const holdsStartRoot = (chunk, chunkGraph) => {
    if (!startChunks.has(chunk))
      startChunks.set(chunk, [...chunkGraph.getChunkModulesIterable(chunk)].some(isStartRoot));
    return startChunks.get(chunk);
  };
  config.optimization.splitChunks = {
    cacheGroups: {
      react: {
        test: lib(['react', 'react-dom', 'scheduler']),
        name: 'react',
        chunks: 'async',
        enforce: true,
      },
      // @club/shared with what it bundles (rxjs with tslib, idb) and its offline part: one file, not four
      clubShared: {
        test: (module, { chunkGraph }) => {
          const resource = module.resource || '';
          if (!/[\\/]shared[\\/]src[\\/]/.test(resource) && !clubSharedLibs.test(resource))
            return false;
          for (const chunk of chunkGraph.getModuleChunksIterable(module))
            if (holdsStartRoot(chunk, chunkGraph)) return true;
          return false;
        },
        name: 'club-shared',
        chunks: 'async',
        enforce: true,
      },
      router: {
        test: lib(['react-router', 'react-router-dom', '@remix-run[\\\\/]router']),
        name: 'router',
        chunks: 'async',
        enforce: true,
      },
    },
  };
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
      // index.html and the runtime JSON are network first (src/sw/serviceWorker.ts), never
      // precached; nor are the compressed twins (.br/.gz), which the server picks per request
      exclude: [
        /\.html$/,
        /remotes\.json$/,
        /config\.json$/,
        /\.map$/,
        /LICENSE/,
        /^firebase\./,
        /\.(br|gz)$/,
      ],
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
  // The sign-in page (src/signin): its own small bundle with no federation, sent by the server to
  // visitors without the member cookie (server/src/plugins/shell-html.ts). Built after the app,
  // whose clean step would otherwise remove it.
  const signIn = {
    name: 'sign-in',
    dependencies: ['shell'],
    mode: 'production',
    target: 'web',
    context: __dirname,
    entry: { signin: path.join(__dirname, 'src', 'signin', 'index.tsx') },
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist', 'signin'),
      publicPath: '/signin/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      ...config.resolve,
      // the three signed-out screens need no router: a link, a navigation, the e-mail hash
      alias: {
        ...config.resolve.alias,
        'react-router-dom$': path.join(__dirname, 'src', 'signin', 'router.tsx'),
      },
    },
    module: config.module,
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'public', 'index.html'),
        title: 'Клуб',
        scriptLoading: 'defer',
      }),
      cssFiles(),
      ...precompressed(),
      process.env.ANALYZE &&
        new (require('webpack-bundle-analyzer').BundleAnalyzerPlugin)({
          analyzerMode: 'static',
          openAnalyzer: false,
          defaultSizes: 'gzip',
          reportFilename: path.join(__dirname, '..', '.bench', 'analyze', 'sign-in.html'),
        }),
    ].filter(Boolean),
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  config.name = 'shell';
  config.output.clean = { keep: /^signin\// };
  return [worker, config, signIn];
};

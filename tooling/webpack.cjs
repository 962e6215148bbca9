// One webpack + Module Federation config for every app. A remote exposes modules and emits
// mf-manifest.json; the host registers remotes at run time from remotes.json, so nothing
// about a remote's location is baked into the shell build.
const { existsSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federation-shared.cjs');
const contract = require('../shared/src/remote-contract/contract.json');

/**
 * What the club adds to a remote's mf-manifest.json: the shell-remote contract it was built for
 * (`metaData.clubContract`: the shell checks the version before composing the remote, and
 * scripts/remote-smoke.mjs reports it; shared/src/remote-contract/), and its home chunk's files
 * (`metaData.clubHome`, homeFiles below).
 */
function manifestMetaData(name) {
  const own = contract.remotes[name] || { routes: {}, widgets: {} };
  return ({ stats, compilation }) => {
    stats.metaData.clubContract = {
      version: contract.version,
      remote: name,
      exposes: contract.exposes,
      routes: Object.keys(own.routes),
      widgets: Object.keys(own.widgets),
    };
    const home = homeFiles(compilation);
    if (home.length) stats.metaData.clubHome = home;
    return stats;
  };
}

/**
 * The files of the chunk a remote names "home" (`import(/* webpackChunkName: "home" *\/ …)`: what
 * its home-page widget loads on its own) with the chunks split off it, for the manifest
 * (`metaData.clubHome`): the API names them in the home page it sends, so they load beside the
 * shell instead of after the widget's code has run.
 */
function homeFiles(compilation) {
  const group = compilation?.namedChunkGroups?.get('home');
  if (!group) return [];
  return [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) =>
    /\.(js|css)$/.test(f),
  );
}

/**
 * The host's index.html names, with <link rel="preload"> (as="script", and as="style" for their
 * stylesheets), what its start runs, so it loads beside main.js instead of after it: the chunks
 * of `import('./bootstrap')` and of the other `preloadImports`, every shared singleton they take
 * (and those take), and the host's own copy of each singleton, which the remotes on the page take
 * from its share scope. main.js gets `fetchpriority="high"`.
 */
class PreloadStartPlugin {
  /** @param {string[]} preloadImports  the host's own import()s its page needs at once */
  constructor(preloadImports = []) {
    this.preloadImports = preloadImports;
  }

  apply(compiler) {
    const { preloadImports } = this;
    compiler.hooks.compilation.tap('PreloadStartPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartPlugin',
        (data) => {
          const files = new Set();
          const { chunkGraph } = compilation;
          const seen = new Set();
          const sharedKeys = new Set();
          // a group's files, and those of the shared singletons its code takes from the share
          // scope (the host's own copies), and theirs in turn: react-dom/client takes react-dom
          const addGroup = (group) => {
            if (seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
              for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
                if (m.type !== 'consume-shared-module') continue;
                sharedKeys.add(m.options?.shareKey);
                for (const block of m.blocks) {
                  const g = chunkGraph.getBlockChunkGroup(block);
                  if (g) addGroup(g);
                }
              }
            }
          };
          const first = new Set(['./bootstrap', ...preloadImports]);
          for (const group of compilation.chunkGroups)
            if (group.origins.some((origin) => first.has(origin.request))) addGroup(group);
          // the remotes on the page take these singletons from the host's share scope, which
          // loads the host's own copy of each (react/jsx-runtime, @club/shared's styles...);
          // `_name` is the share key of webpack's ProvideSharedModule (no public getter)
          for (const group of compilation.chunkGroups)
            if (group.origins.some((origin) => sharedKeys.has(origin.module?._name)))
              addGroup(group);
          const base = compilation.outputOptions.publicPath;
          const prefix = typeof base === 'string' && base !== 'auto' ? base : '/';
          // the entry (the federation runtime) is what everything waits for: a deferred script
          // would get Chrome's low priority below the preloads
          for (const tag of data.headTags)
            if (tag.tagName === 'script' && tag.attributes.src)
              tag.attributes.fetchpriority = 'high';
          // after the entry script: on HTTP/1.1's six connections the entry must not queue. The
          // start's stylesheets are preloaded, not linked: the page paints its start screen with
          // the rules it carries inline (bootSplashCss), without waiting for them, and webpack's
          // runtime links them when their chunks load
          data.headTags.push(
            ...[...files].map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: file.endsWith('.css') ? 'style' : 'script',
                href: prefix + file,
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}

/**
 * A production build's styles as content-hashed .css files beside its chunks: each chunk's
 * stylesheet loads with it (webpack's runtime adds the <link>, from the chunk's own origin for a
 * remote, allowed by the page's style-src), so a page's JavaScript carries no CSS text.
 */
function cssFiles(crossOrigin = false) {
  return new MiniCssExtractPlugin({
    filename: '[name].[contenthash:8].css',
    chunkFilename: '[name].[contenthash:8].css',
    // every class is prefixed by its app (CSS modules): the order of two chunks' files is free
    ignoreOrder: true,
    // a remote's stylesheets come from its own origin (CORS open): read as CORS, their rules stay
    // readable to the page's scripts (an accessibility checker reads the colours from them)
    ...(crossOrigin ? { attributes: { crossorigin: 'anonymous' } } : {}),
  });
}

/**
 * Production files also written compressed (name.js.br, name.js.gz) at the best ratio, once at
 * build: the servers send them as they are (@fastify/static `preCompressed`) instead of
 * compressing every request of every file again. Code and styles only: the runtime JSON files
 * (remotes.json, config.json) are replaced per deployment and must never have a stale twin.
 */
function precompressed() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const zlib = require('node:zlib');
  const twin = (ext, algorithm, compressionOptions) =>
    new CompressionPlugin({
      filename: `[path][base].${ext}`,
      algorithm,
      compressionOptions,
      test: /\.(js|css|svg|webmanifest)$/,
      threshold: 1024,
      minRatio: 0.9,
    });
  return [
    twin('br', 'brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    twin('gz', 'gzip', { level: 9 }),
  ];
}

/**
 * The runtime plugin that hands the host's federation runtime to the remotes
 * (`globalThis._FEDERATION_RUNTIME_CORE`, which `experiments.externalRuntime` remotes read), as its
 * ES module build. `experiments.provideExternalRuntime` adds the same plugin by `require.resolve`,
 * which picks its CommonJS build, and that brings CommonJS copies of runtime-core, the SDK and the
 * error codes into main.js beside the ES module copies the host already runs (~22 KB gzip twice).
 */
function externalRuntimeProvider() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  // the package's "module" build, beside its "main" one
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!existsSync(esm)) throw new Error(`no ES module build at ${esm}`);
  return esm;
}

/**
 * The file of the federation bundler runtime that the containers' federation entries import
 * (enhanced's own choice of build). The host hands this module to the remotes
 * (shell/src/federation/bundlerRuntimePlugin.ts) and production remotes take it instead of
 * bundling it: the path is both the host's alias and the remotes' external.
 */
function federationBundlerRuntime() {
  const lib = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const plugin = require(
    path.join(lib, 'lib', 'container', 'runtime', 'FederationRuntimePlugin.js'),
  );
  const file = new plugin.default({}).bundlerRuntimePath;
  if (!file || !existsSync(file)) throw new Error(`no federation bundler runtime at ${file}`);
  return file;
}
// the global the shell's plugin sets (BUNDLER_RUNTIME_GLOBAL in bundlerRuntimePlugin.ts)
const BUNDLER_RUNTIME_GLOBAL = '_CLUB_FEDERATION_BUNDLER_RUNTIME';

/** rxjs's ES2015 module build (its package's `es2015` export), as @club/shared resolves it. */
function rxjsEs2015() {
  const pkg = require.resolve('rxjs/package.json', {
    paths: [path.join(__dirname, '..', 'shared')],
  });
  return path.join(path.dirname(pkg), require(pkg).exports['.'].es2015);
}

/**
 * @param {object} o
 * @param {string} o.dir           the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} o.name          federation name, e.g. 'mf_account' or 'shell'
 * @param {number} o.port          dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.host]       true for the shell
 * @param {string[]} [o.runtimePlugins]
 * @param {object} [o.devServer]   extra dev-server options (proxy for the host)
 * @param {string} [o.title]
 * @param {string[]} [o.preloadImports]  the host's own import()s its page names at once
 * @param {() => string} [o.bootSplashCss]  the host's start screen rules, inlined in its page
 */
function createAppConfig(o) {
  return (_env, argv) => {
    const prod = argv.mode === 'production';
    const bundlerRuntime = federationBundlerRuntime();
    const cssPrefix = o.name.replace(/_/g, '-');
    return {
      mode: prod ? 'production' : 'development',
      entry: path.join(o.dir, 'src', 'index.ts'),
      context: o.dir,
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // Remotes resolve chunks next to their manifest, wherever they are deployed.
        publicPath: o.host ? '/' : 'auto',
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: o.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // rxjs's ES2015 build: its default (ES5) build brings tslib's helpers and longer code
        alias: {
          rxjs$: rxjsEs2015(),
          ...(o.host
            ? {
                '@module-federation/webpack-bundler-runtime$': bundlerRuntime,
                '@module-federation/webpack-bundler-runtime/initContainerEntry$': path.join(
                  path.dirname(bundlerRuntime),
                  'initContainerEntry.js',
                ),
              }
            : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.(t|j)sx?$/,
            exclude: /node_modules\/(?!(\.pnpm\/)?@club)/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !prod, refresh: false },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              // Production: styles in their own .css files (cssFiles), not in the scripts a phone
              // must parse and run. Development: style-loader, for hot reload; its insert hook puts
              // the page's CSP nonce on every <style> tag.
              prod
                ? MiniCssExtractPlugin.loader
                : {
                    loader: require.resolve('style-loader'),
                    options: { insert: path.join(__dirname, 'style-insert.cjs') },
                  },
              {
                loader: require.resolve('css-loader'),
                options: {
                  // No CSS isolation in federation: every class is prefixed by its app.
                  modules: {
                    auto: true,
                    localIdentName: `${cssPrefix}__[local]__[hash:base64:5]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.(png|jpe?g|svg|webp|gif)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      plugins: [
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        new ModuleFederationPlugin({
          name: o.name,
          filename: o.host ? undefined : 'remoteEntry.js',
          exposes: o.exposes,
          remotes: o.host ? {} : undefined,
          shared: federationShared(o.dir),
          manifest: o.host
            ? false
            : { fileName: 'mf-manifest.json', additionalData: manifestMetaData(o.name) },
          dts: false,
          // 'version-first' would fetch every remote's entry at start: one offline remote blanks the host.
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            ...(o.runtimePlugins || []).map((p) => path.join(o.dir, p)),
            ...(o.host ? [externalRuntimeProvider()] : []),
          ],
          // One federation runtime per page: the host provides it (externalRuntimeProvider,
          // above), production remotes use it instead of carrying their own copy (~25 KB gzip
          // each, on every page that shows a remote). Dev builds keep their own so a remote can
          // run standalone. `target: 'web'` leaves the runtime's Node code out of the host's entry
          experiments: o.host
            ? { optimization: { target: 'web' } }
            : prod
              ? { externalRuntime: true, optimization: { target: 'web', disableRemote: true } }
              : undefined,
        }),
        // production remotes start on the host's bundler runtime (contract 2.x), not their own
        !o.host &&
          prod &&
          new webpack.ExternalsPlugin('global', {
            [bundlerRuntime]: BUNDLER_RUNTIME_GLOBAL,
          }),
        o.host &&
          new HtmlWebpackPlugin({
            template: path.join(o.dir, 'public', 'index.html'),
            title: o.title || 'Клуб',
            // the start screen in the page, with its rules inlined (production only: a dev
            // server's page has no screen to paint)
            bootSplash: prod && o.bootSplashCss ? o.bootSplashCss() : '',
          }),
        o.host && prod && new PreloadStartPlugin(o.preloadImports),
        prod && cssFiles(!o.host),
        ...(prod ? precompressed() : []),
        // `pnpm bench --analyze`: a treemap of what each app's chunks hold
        process.env.ANALYZE &&
          new (require('webpack-bundle-analyzer').BundleAnalyzerPlugin)({
            analyzerMode: 'static',
            openAnalyzer: false,
            defaultSizes: 'gzip',
            reportFilename: path.join(__dirname, '..', '.bench', 'analyze', `${o.name}.html`),
          }),
      ].filter(Boolean),
      optimization: { moduleIds: prod ? 'deterministic' : 'named' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        // DEV_PORT: another port for one dev server (scripts/dev-remote.mjs, tests side by side)
        port: Number(process.env.DEV_PORT) || o.port,
        hot: true,
        historyApiFallback: Boolean(o.host),
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: o.host ? { directory: path.join(o.dir, 'public') } : false,
        ...o.devServer,
      },
    };
  };
}

/**
 * A remote: exposes `./routes` and `./widgets`. In development it also serves a standalone page
 * (src/bootstrap.tsx) with the API proxied to :4000; the shell never loads that page, it loads
 * remoteEntry.js / mf-manifest.json.
 * @param {{ dir: string, name: string, port: number }} o
 */
function createRemoteConfig(o) {
  const base = createAppConfig({
    ...o,
    exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets/index.tsx' },
  });
  return (env, argv) => {
    const config = base(env, argv);
    if (config.mode !== 'development') return config;
    config.plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(o.dir, 'public', 'index.html'),
        title: `${path.basename(o.dir)} (standalone)`,
        chunks: ['main'],
        // absolute, so deep links such as /feedback/ load /main.js (chunks still use 'auto')
        publicPath: '/',
      }),
    );
    config.devServer = {
      ...config.devServer,
      historyApiFallback: true,
      // Same-origin /api calls go to the API: the local one on 4000 (docs/TEAM-NOTES.md), or a
      // shared staging API by API_URL (scripts/dev-remote.mjs). The token is kept for this origin.
      proxy: [
        {
          context: ['/api', '/email_verification_api', '/uploads', '/files'],
          target: process.env.API_URL || 'http://localhost:4000',
          changeOrigin: true,
        },
      ],
    };
    return config;
  };
}

module.exports = {
  createAppConfig,
  createRemoteConfig,
  HtmlWebpackPlugin,
  precompressed,
  cssFiles,
};

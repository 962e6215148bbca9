// mf-account: the federation remote `mf_account` (profile, password change, feedback, FAQ,
// store, payment). Production builds emit remoteEntry.js + mf-manifest.json for the shell.
const path = require('node:path');
const { createAppConfig } = require('@club/tooling/webpack.cjs');

const base = createAppConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 3004,
  exposes: {
    './routes': './src/routes.tsx',
    './widgets': './src/widgets/index.tsx',
  },
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  if (config.mode === 'development') {
    // Standalone page for local development only (src/bootstrap.tsx). The shell never loads it:
    // it loads remoteEntry.js / mf-manifest.json. Only the app's own entry goes into the page.
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    config.plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'public', 'index.html'),
        title: 'mf-account (standalone)',
        chunks: ['main'],
        // absolute, so deep links such as /feedback/ load /main.js (chunks still use 'auto')
        publicPath: '/',
      }),
    );
    config.devServer = {
      ...config.devServer,
      historyApiFallback: true,
      // The API runs on 4000 in dev (docs/TEAM-NOTES.md); same-origin /api calls go through here.
      proxy: [{ context: ['/api', '/email_verification_api'], target: 'http://localhost:4000' }],
    };
  }
  return config;
};

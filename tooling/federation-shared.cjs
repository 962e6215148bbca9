// The singletons every federated build shares (host and remotes alike). One list, so that a
// library is never loaded twice. rxjs is not listed: it lives inside the @club/shared singletons
// (see shared/src/rx.ts). For the rest: the trailing-slash keys cover deep imports such as
// react/jsx-runtime and react-dom/client, which otherwise pull a second React ("Invalid hook call").
const path = require('node:path');

const sharedPkg = require(path.join(__dirname, '..', 'shared', 'package.json'));

function versionOf(appDir, name) {
  const pkg = require(path.join(appDir, 'package.json'));
  const all = { ...pkg.dependencies, ...pkg.devDependencies, ...sharedPkg.dependencies };
  const v = all[name];
  if (!v || v.startsWith('workspace:')) return false;
  // A range, never one exact version: a remote built against react 18.3.1 composes with a shell
  // on 18.3.2, and a shell on another major is told at load ("Unsatisfied version" warning).
  return /^\d/.test(v) ? `^${v}` : v;
}

function federationShared(appDir) {
  const singleton = (name) => ({ singleton: true, requiredVersion: versionOf(appDir, name) });
  const clubShared = {
    singleton: true,
    requiredVersion: `^${sharedPkg.version}`,
    version: sharedPkg.version,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router-dom'),
    'react-router-dom': singleton('react-router-dom'),
    axios: singleton('axios'),
    formik: singleton('formik'),
    yup: singleton('yup'),
    moment: singleton('moment'),
    // what every page needs, the shell's start included. Shared under a key of its own: remotes of
    // contract 1.x take `@club/shared` expecting the whole library in it, which the shell gives them
    // (shell/src/federation/compatSharePlugin.ts)
    '@club/shared': { ...clubShared, shareKey: '@club/shared/core' },
    // rxjs's operators and creation functions (on the root's copy of its core): with the pages
    // that use them
    '@club/shared/rx': clubShared,
    // tabs, accordion, picker, form fields: load with the first page that shows one
    '@club/shared/kit': clubShared,
    // the staff app's and the tester console's contract: a member's pages never load it
    '@club/shared/staff': clubShared,
    // form schemas (yup inside): load with the forms
    '@club/shared/validation': clubShared,
    // gym mode's outbox (IndexedDB through idb): one copy, loads with the shell
    '@club/shared/offline': clubShared,
    // the HTML sanitiser (DOMPurify inside): loads only with the pages that render server HTML
    '@club/shared/sanitize': clubShared,
  };
}

module.exports = { federationShared };

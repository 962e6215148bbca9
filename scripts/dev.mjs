#!/usr/bin/env node
// `pnpm dev`: the API with reload (tsx watch, port 4000) and every app's webpack dev server with hot
// reload (shell on 3000 proxying /api to 4000; remotes on their own ports, each `dev:web`: its
// webpack dev server only). One remote alone, with the API: `pnpm --filter @club/mf-account dev`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, presentRemotes, ports } from './apps.mjs';

const p = ports({});
const jobs = [
  [
    'server',
    ['--filter', '@club/server', 'run', 'dev'],
    { PORT: '4000', DATA_DIR: path.join(root, '.data') },
  ],
  ['shell', ['--filter', '@club/shell', 'run', 'dev'], {}],
  ...presentRemotes().map((r) => [
    r.dir,
    ['--filter', `@club/${r.dir}`, 'run', 'dev:web'],
    { DEV_PORT: String(p.remote(r)) },
  ]),
];
const children = jobs.map(([name, args, env]) => {
  const c = spawn('pnpm', args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  c.on('exit', (code) => console.log(`${name} завершился (${code})`));
  return c;
});
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

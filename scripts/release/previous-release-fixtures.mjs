#!/usr/bin/env node
// Refreshes the fixtures written by the PREVIOUS release, used by the upgrade and composition tests:
//   node scripts/release/previous-release-fixtures.mjs <git-ref of the previous release>
// Run it at each release that changes the schema (a new file in server/drizzle/) or the
// shell-remote contract, with the ref of the release before it (e.g. the previous merge on main).
// It checks the ref out into a temporary folder (git archive: the repository is not touched),
// installs from the offline store, builds that release's server and mf-account, then writes:
//   server/test-fixtures/previous-release/pglite.tar.gz  the embedded-database folder its first
//                                                        start created (migrated + demo seed)
//   server/test-fixtures/previous-release/postgres.sql.gz  pg_dump of the same, on a throwaway
//                                                        PostgreSQL (server/scripts/with-postgres.mjs)
//   e2e/fixtures/previous-release/mf-account-dist.tar.gz  that release's built mf-account remote
//   server/test-fixtures/previous-release/RELEASE.json   the ref, its commit and its migrations
//   server/test-fixtures/backup-archive/                 an archive made by that release's backup
//                                                        command (backup-archive-fixture.mjs), for
//                                                        a release that has one
// Env: KEEP_TMP=1 keeps the temporary checkout; FIXTURE_PORT (4470) for that release's server.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../apps.mjs';
import { makeBackupArchive } from './backup-archive-fixture.mjs';

const [mode, ...rest] = process.argv.slice(2);
const port = Number(process.env.FIXTURE_PORT || 4470);
const serverOut = path.join(root, 'server', 'test-fixtures', 'previous-release');
const e2eOut = path.join(root, 'e2e', 'fixtures', 'previous-release');

const sh = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
};

/** Starts that release's server, waits until it answers (migrated and seeded), then stops it. */
async function firstStart(prevRoot, env) {
  const child = spawn(process.execPath, [path.join(prevRoot, 'server', 'dist', 'main.js')], {
    cwd: path.join(prevRoot, 'server'),
    env: { ...process.env, ...env, PORT: String(port), TRACKING_PORT: String(port + 1) },
    stdio: 'inherit',
  });
  const until = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the previous release server stopped');
    if (Date.now() > until) throw new Error('the previous release server did not come up');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/cabinet/init`);
      if (res.status < 500) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

if (mode === '--postgres-inner') {
  // Under with-postgres.mjs: DATABASE_URL is a fresh cluster.
  const [prevRoot] = rest;
  await firstStart(prevRoot, {
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'club-prev-pg-files-')),
  });
  const dump = execFileSync(
    existsSync('/usr/lib/postgresql/15/bin/pg_dump')
      ? '/usr/lib/postgresql/15/bin/pg_dump'
      : 'pg_dump',
    ['--no-owner', '--no-privileges', process.env.DATABASE_URL],
    { maxBuffer: 512 * 1024 * 1024 },
  );
  writeFileSync(
    path.join(serverOut, 'postgres.sql.gz'),
    (await import('node:zlib')).gzipSync(dump, { level: 9 }),
  );
  process.exit(0);
}

const ref = mode;
if (!ref) {
  console.error('usage: previous-release-fixtures.mjs <git-ref of the previous release>');
  process.exit(2);
}
const commit = execFileSync('git', ['rev-parse', `${ref}^{commit}`], { cwd: root })
  .toString()
  .trim();
const prevRoot = mkdtempSync(path.join(os.tmpdir(), 'club-prev-release-'));
try {
  console.log(`[fixtures] ${ref} (${commit}) -> ${prevRoot}`);
  sh('sh', ['-c', `git archive ${commit} | tar -x -C ${prevRoot}`], { cwd: root });
  sh('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: prevRoot });
  sh('pnpm', ['--filter', '@club/server', 'build'], { cwd: prevRoot });
  sh('pnpm', ['--filter', '@club/mf-account', 'build'], { cwd: prevRoot });
  mkdirSync(serverOut, { recursive: true });
  mkdirSync(e2eOut, { recursive: true });

  // The embedded database, as that release's first start leaves it (the files it stored are
  // not part of the fixture: the test checks rows, and a missing photo file is no 5xx).
  const dataDir = path.join(prevRoot, '.fixture-data');
  await firstStart(prevRoot, { DATA_DIR: dataDir });
  sh('tar', ['-czf', path.join(serverOut, 'pglite.tar.gz'), '-C', dataDir, 'pglite']);

  // an archive of that release's backup command, restored by the next release's tests
  await makeBackupArchive(prevRoot, { ref, commit, port });

  sh(process.execPath, [
    path.join(root, 'server', 'scripts', 'with-postgres.mjs'),
    process.execPath,
    path.join(root, 'scripts', 'release', 'previous-release-fixtures.mjs'),
    '--postgres-inner',
    prevRoot,
  ]);

  sh('tar', [
    '-czf',
    path.join(e2eOut, 'mf-account-dist.tar.gz'),
    '-C',
    path.join(prevRoot, 'mf-account', 'dist'),
    '.',
  ]);

  const migrations = readdirSync(path.join(prevRoot, 'server', 'drizzle')).filter((f) =>
    f.endsWith('.sql'),
  );
  writeFileSync(
    path.join(serverOut, 'RELEASE.json'),
    JSON.stringify(
      { ref, commit, migrations, made: new Date().toISOString().slice(0, 10) },
      null,
      2,
    ) + '\n',
  );
  console.log('[fixtures] done:');
  sh('ls', ['-l', serverOut, e2eOut]);
} finally {
  if (process.env.KEEP_TMP !== '1') rmSync(prevRoot, { recursive: true, force: true });
}

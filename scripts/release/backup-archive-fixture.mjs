#!/usr/bin/env node
// The backup archive written by a PREVIOUS release, for server/src/backup/archive-upgrade.test.ts
// (an archive of one release must restore under the next one):
//   node scripts/release/backup-archive-fixture.mjs <git-ref of the previous release>
// previous-release-fixtures.mjs runs this too, for a release that has the backup command, so the
// usual refresh at each release keeps it current. It checks the ref out into a temporary folder
// (git archive: the repository is not touched), installs from the offline store, builds that
// release's server, starts it on a new embedded-database folder (its first start: migrated and
// seeded with the demo members' photos) and, while it runs, makes an archive with that release's
// own backup command. Writes:
//   server/test-fixtures/backup-archive/club-backup.tar.gz  the archive
//   server/test-fixtures/backup-archive/ARCHIVE.json        the ref, its commit and its migrations
// Env: KEEP_TMP=1 keeps the temporary checkout; FIXTURE_PORT (4470) for that release's server.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../apps.mjs';

export const archiveOut = path.join(root, 'server', 'test-fixtures', 'backup-archive');

const sh = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
};

/**
 * With that release built in `prevRoot`: its server on a fresh folder, its backup command while it
 * runs, the archive and ARCHIVE.json into the fixtures. False when that release has no backup
 * command (the fixture is then left as it is).
 */
export async function makeBackupArchive(prevRoot, { ref, commit, port = 4470 }) {
  const dist = path.join(prevRoot, 'server', 'dist');
  if (!existsSync(path.join(dist, 'backup.js'))) {
    console.log(`[fixtures] ${ref} has no backup command: the backup archive fixture is kept`);
    return false;
  }
  const dataDir = path.join(prevRoot, '.fixture-backup-data');
  const backupDir = path.join(prevRoot, '.fixture-backups');
  rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
    cwd: path.join(prevRoot, 'server'),
    env: { ...env, PORT: String(port), TRACKING_PORT: String(port + 1) },
    stdio: 'inherit',
  });
  try {
    const until = Date.now() + 600_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error('the previous release server stopped');
      if (Date.now() > until) throw new Error('the previous release server did not come up');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/cabinet/init`);
        if (res.status < 500 && existsSync(path.join(dataDir, 'pglite.sock'))) break;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    sh(process.execPath, [path.join(dist, 'backup.js')], {
      cwd: path.join(prevRoot, 'server'),
      env,
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
  const [archive] = readdirSync(backupDir).filter((n) => /^club-backup-.*\.tar\.gz$/.test(n));
  if (!archive) throw new Error('the backup command made no archive');
  mkdirSync(archiveOut, { recursive: true });
  copyFileSync(path.join(backupDir, archive), path.join(archiveOut, 'club-backup.tar.gz'));
  const migrations = readdirSync(path.join(prevRoot, 'server', 'drizzle')).filter((f) =>
    f.endsWith('.sql'),
  );
  writeFileSync(
    path.join(archiveOut, 'ARCHIVE.json'),
    JSON.stringify(
      { ref, commit, archive, migrations, made: new Date().toISOString().slice(0, 10) },
      null,
      2,
    ) + '\n',
  );
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [ref] = process.argv.slice(2);
  if (!ref) {
    console.error('usage: backup-archive-fixture.mjs <git-ref of the previous release>');
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
    const made = await makeBackupArchive(prevRoot, {
      ref,
      commit,
      port: Number(process.env.FIXTURE_PORT || 4470),
    });
    if (!made) process.exit(1);
    console.log('[fixtures] done:');
    sh('ls', ['-l', archiveOut]);
  } finally {
    if (process.env.KEEP_TMP !== '1') rmSync(prevRoot, { recursive: true, force: true });
  }
}

// Regenerates the working migration: drops migration files not yet committed (SQL, snapshot and
// journal entry), then runs `drizzle-kit generate`, so several people changing the schema in one
// tree get one migration that covers the whole current schema. Committed migrations are never
// touched. Usage: pnpm --filter @club/server db:regen
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(serverDir, 'drizzle');
const git = (...args) => execFileSync('git', args, { cwd: serverDir, encoding: 'utf8' });

const committed = new Set(git('ls-files', 'drizzle').split('\n').filter(Boolean));
for (const dir of [out, path.join(out, 'meta')])
  for (const name of readdirSync(dir)) {
    const rel = path.relative(serverDir, path.join(dir, name));
    if (/\.(sql|json)$/.test(name) && name !== '_journal.json' && !committed.has(rel))
      rmSync(path.join(dir, name));
  }
writeFileSync(
  path.join(out, 'meta', '_journal.json'),
  git('show', 'HEAD:./drizzle/meta/_journal.json'),
);

execFileSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--name', 'work'], {
  cwd: serverDir,
  stdio: 'inherit',
});

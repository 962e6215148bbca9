// `verify` on a club's ordinary night: staff (admin, coaches) signed in last, so the newest
// session is a staff member's. Verify signs in members only (a staff account is answered 403 by
// the member calls, which failed a good archive) and says which members it checked. And a
// VERIFY_DIR that does not exist is said in Russian, not as a raw ENOENT of mkdtemp.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { sessions, userRoles, users } from '../db/schema';
import {
  onPostgres,
  pgliteAt,
  pgliteFolder,
  preparedDataFolder,
  SERVER_ROOT,
  testConfig,
} from '../test/helpers';
import { createBackup } from './create';
import { backupCommand } from './testing';

let base: string;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'club-backup-verify-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

// The embedded database's archive only (verify restores a data folder); the PostgreSQL pass runs
// backup/postgres.test.ts instead.
(onPostgres ? describe.skip : describe)('verify on an archive where staff signed in last', () => {
  let archive: string;
  let staffIds: number[];

  beforeAll(async () => {
    const dataDir = path.join(base, 'data');
    await preparedDataFolder(dataDir);
    const database = await pgliteAt(path.join(dataDir, 'pglite'));
    try {
      const staff = await database.db
        .selectDistinct({ id: userRoles.userId, email: users.email })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId));
      staffIds = staff.map((s) => s.id);
      expect(staff.map((s) => s.email)).toContain('admin@club.local');
      // the working day: every staff member's session newer than any member's
      await database.db.insert(sessions).values(
        staffIds.map((userId, i) => ({
          userId,
          tokenHash: `staff-session-${userId}`,
          createdAt: new Date(),
          lastSeenAt: sql`now() + make_interval(hours => ${24 + i})`,
        })),
      );
    } finally {
      await database.close();
    }
    const config = testConfig({ dataDir, uploadsDir: path.join(dataDir, 'uploads') });
    const made = await createBackup({
      config: { ...config, mail: { ...config.mail, mailboxDir: path.join(dataDir, 'mail') } },
      backupDir: path.join(base, 'backups'),
      keep: 1,
      serverRoot: SERVER_ROOT,
      pglite: pgliteFolder,
    });
    archive = made.archive;
  }, 180_000);

  it('signs in members only, says which, and passes', async () => {
    const run = await backupCommand(['verify', archive], { VERIFY_DIR: base }).done;
    expect(run.stderr).toBe('');
    // a staff member's member calls answer 403: the good archive was failed
    expect(run.stdout).not.toMatch(/✗/);
    expect(run.stdout).toMatch(/Итог: архив восстанавливается/);
    expect(run.code).toBe(0);
    const checked = /Проверяю участников \(не сотрудников\): (.+)/.exec(run.stdout)?.[1] ?? '';
    const ids = [...checked.matchAll(/№(\d+) \(([^)]+)\)/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(checked).toMatch(/№\d+ \(последнее фото отчёта\)/);
    for (const id of ids) expect(staffIds).not.toContain(id);
  }, 240_000);

  it('a VERIFY_DIR that does not exist is said in Russian, exit 2, nothing checked', async () => {
    const missing = path.join(base, 'no-such-folder');
    const run = await backupCommand(['verify', archive], { VERIFY_DIR: missing }).done;
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`Папка для временной копии VERIFY_DIR=${missing} не существует`);
    expect(run.stderr).not.toMatch(/ENOENT|mkdtemp/);
    expect(readdirSync(base)).not.toContain('no-such-folder');
  }, 60_000);
});

// The outbox across real API processes (src/main.ts as child processes, issue 31):
// - a process killed while its letter is on the wire (the SMTP server has the data but has not
//   answered) loses nothing: after a restart the letter is sent, once;
// - on PostgreSQL, two API processes sending from one outbox never send a letter twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createTestDb, onPostgres, pgliteAt, SERVER_ROOT, testConfig } from '../../test/helpers';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { recoveryLetter } from './letters';
import { createMailer } from './outbox';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Api {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The production entry, on PGlite in dataDir or on the PostgreSQL of databaseUrl. */
async function startApi(opts: {
  dataDir: string;
  databaseUrl?: string;
  smtp: TestSmtp;
}): Promise<Api> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRACKING_PORT: '0',
    API_WORKERS: '1',
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'info',
    SMTP_URL: opts.smtp.url,
    PUBLIC_URL: 'https://club.example.ru',
    MAIL_POLL_MS: '200',
    MAIL_LEASE_MS: '3000',
    RECOVERY_RATE_MAX: '1000',
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited:\n${out}`);
    if (out.includes('mail: outbox worker started')) break;
    if (Date.now() > deadline) throw new Error(`API did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, output: () => out, exited };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the outbox across API processes', () => {
  let smtp: TestSmtp;
  let dataDir: string;
  beforeEach(async () => {
    smtp = await startSmtp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'club-outbox-'));
  });
  afterEach(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a process killed mid-send: after the restart its letter is sent, once', async () => {
    const testDb = onPostgres ? await createTestDb() : undefined;
    const apis: Api[] = [];
    try {
      smtp.mode = 'hold';
      const first = await startApi({ dataDir, databaseUrl: testDb?.url, smtp });
      apis.push(first);
      const res = await fetch(`${first.base}/api/auth/pass_recovery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@club.local' }),
      });
      expect(res.status).toBe(200);
      // the letter's data is on the server, unanswered: the process dies now
      await smtp.waitForHeld();
      first.child.kill('SIGKILL');
      await first.exited;
      expect(smtp.messages).toHaveLength(0);

      smtp.mode = 'accept';
      const second = await startApi({ dataDir, databaseUrl: testDb?.url, smtp });
      apis.push(second);
      // the dead process's lease (3 s) runs out, and the new one sends the letter
      const [letter] = await smtp.waitFor(1, 60_000);
      expect(letter.to).toEqual(['demo@club.local']);
      expect(letter.parsed.subject).toBe('Восстановление пароля в Клубе');
      expect(letter.parsed.text).toMatch(/https:\/\/club\.example\.ru\/reset-pass\/#token=\S+/);
      await sleep(1500);
      expect(smtp.messages).toHaveLength(1);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const database: Database = testDb?.database ?? (await pgliteAt(path.join(dataDir, 'pglite')));
      try {
        const rows = await database.db.select().from(mailOutbox);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: 'sent', attempts: 2, html: null, text: null });
        expect(rows[0].messageId).toBe(letter.parsed.messageId);
      } finally {
        if (!testDb) await database.close();
      }
    } catch (err) {
      for (const api of apis) console.error(api.output().slice(-4000));
      throw err;
    } finally {
      for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
      await testDb?.drop();
    }
  }, 400_000);

  (onPostgres ? test : test.skip)(
    'PostgreSQL: two API processes share the outbox and never send a letter twice',
    async () => {
      const testDb = await createTestDb();
      const apis: Api[] = [];
      const slow = await startSmtp({ delayMs: 15 });
      try {
        apis.push(await startApi({ dataDir, databaseUrl: testDb.url, smtp: slow }));
        apis.push(
          await startApi({
            dataDir: mkdtempSync(path.join(tmpdir(), 'club-outbox-b-')),
            databaseUrl: testDb.url,
            smtp: slow,
          }),
        );
        // 60 letters committed at once, while both processes poll
        const db = testDb.database.db;
        const mailer = createMailer({ db, config: testConfig().mail });
        await db.transaction(async (tx) => {
          for (let i = 1; i <= 60; i++)
            await mailer.write(tx as unknown as Db, {
              kind: 'recovery',
              userId: null,
              to: `member${i}@example.ru`,
              ...recoveryLetter(
                { name: `Участник ${i}`, email: `member${i}@example.ru`, gender: null },
                `https://club.example.ru/reset-pass/#token=t${i}`,
              ),
            });
        });
        await slow.waitFor(60, 120_000);
        await sleep(2000);
        expect(slow.messages).toHaveLength(60);
        expect(new Set(slow.messages.map((m) => m.parsed.messageId)).size).toBe(60);
        const rows = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
        expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
        // both processes sent: the letters were really shared
        const senders = new Set(rows.map((r) => r.claimedBy?.split(':')[1]));
        expect(senders.size).toBe(2);
        expect(await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).toEqual(
          [],
        );
        for (const api of apis) api.child.kill('SIGTERM');
        for (const api of apis) expect(await api.exited).toBe(0);
      } catch (err) {
        for (const api of apis) console.error(api.output().slice(-4000));
        throw err;
      } finally {
        for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
        await slow.close();
        await testDb.drop();
      }
    },
    400_000,
  );
});

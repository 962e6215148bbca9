// The outbox keeps letters through an SMTP server that is down or refusing (retries with backoff
// for days, never lost), never lets two workers hold one letter, and keeps a letter that was
// claimed by a worker that died (its lease expires). A real SMTP server (smtp-server) on loopback;
// the workers' clocks are moved by hand.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { setup, testConfig, type TestContext } from '../../test/helpers';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import type { MailConfig } from './config';
import { recoveryLetter } from './letters';
import { createMailer, retryDelayMs, type Mailer } from './outbox';
import type { MailTransport } from './transport';

const HOUR = 3600_000;

let ctx: TestContext;
let db: Db;
beforeAll(async () => {
  ctx = await setup();
  db = ctx.app.db;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await db.delete(mailOutbox);
});

/** A mailer on a clock of the test's own. */
function mailerAt(config: Partial<MailConfig>, clock: { now: number }, transport?: MailTransport) {
  return createMailer({
    db,
    config: { ...testConfig().mail, ...config },
    now: () => new Date(clock.now),
    transport,
  });
}

const smtpAt = (url: string): Partial<MailConfig> => ({ smtp: { url, tls: 'auto' } });

async function writeLetters(mailer: Mailer, n: number) {
  for (let i = 1; i <= n; i++)
    await mailer.write(db, {
      kind: 'recovery',
      userId: null,
      to: `member${i}@example.ru`,
      ...recoveryLetter(
        { name: `Участник ${i}`, email: `member${i}@example.ru`, gender: null },
        `https://club.example.ru/reset-pass/#token=t${i}`,
      ),
    });
}

const rows = () => db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** a port where nothing listens (a server started and closed) */
async function deadPort(): Promise<number> {
  const s = await startSmtp();
  await s.close();
  return s.port;
}

describe('an SMTP server that is down or refusing', () => {
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  test('down: the letters wait (one try counted), then all go once the server is back', async () => {
    const port = await deadPort();
    const clock = { now: Date.UTC(2026, 0, 10, 9, 0, 0) };
    const mailer = mailerAt(smtpAt(`smtp://127.0.0.1:${port}`), clock);
    await writeLetters(mailer, 3);

    const first = await mailer.runOnce();
    expect(first).toEqual({ claimed: 3, sent: 0, failed: 1 });
    let [a, b, c] = await rows();
    expect(a).toMatchObject({ status: 'pending', attempts: 1, leaseUntil: null });
    expect(a.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(a.nextAttemptAt.getTime()).toBe(clock.now + 30_000);
    // the others were handed back untried: no try counted, free at once
    for (const r of [b, c])
      expect(r).toMatchObject({ attempts: 0, leaseUntil: null, lastError: null });

    // still down a minute later: the first letter's second try waits twice as long
    clock.now += 60_000;
    expect(await mailer.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    [a] = await rows();
    expect(a.attempts).toBe(2);
    expect(a.nextAttemptAt.getTime()).toBe(clock.now + 60_000);

    // the server is back on its address: every letter goes, each once, contents erased
    smtp = await startSmtp({ port });
    clock.now += 61_000;
    expect(await mailer.runOnce()).toEqual({ claimed: 3, sent: 3, failed: 0 });
    expect(smtp.messages.map((m) => m.to[0])).toEqual([
      'member1@example.ru',
      'member2@example.ru',
      'member3@example.ru',
    ]);
    [a, b, c] = await rows();
    for (const r of [a, b, c]) expect(r).toMatchObject({ status: 'sent', html: null, text: null });
    expect(await mailer.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(3);
    await mailer.stop();
  });

  test('refusing (451): each letter waits and is sent later, none lost or doubled', async () => {
    smtp = await startSmtp();
    smtp.mode = 'refuse';
    const clock = { now: Date.UTC(2026, 0, 10, 9, 0, 0) };
    const mailer = mailerAt(smtpAt(smtp.url), clock);
    await writeLetters(mailer, 2);
    expect(await mailer.runOnce()).toEqual({ claimed: 2, sent: 0, failed: 2 });
    for (const r of await rows()) {
      expect(r).toMatchObject({ status: 'pending', attempts: 1 });
      expect(r.lastError).toContain('451');
    }
    smtp.mode = 'accept';
    // not due yet
    expect(await mailer.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    clock.now += 30_000;
    expect(await mailer.runOnce()).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(smtp.messages).toHaveLength(2);
    await mailer.stop();
  });

  test('tried for at least a day (72 hours by default), then marked failed, never deleted', async () => {
    const port = await deadPort();
    const start = Date.UTC(2026, 0, 10, 9, 0, 0);
    const clock = { now: start };
    const mailer = mailerAt(smtpAt(`smtp://127.0.0.1:${port}`), clock);
    await writeLetters(mailer, 1);
    let tries = 0;
    for (;;) {
      await mailer.runOnce();
      tries += 1;
      const [row] = await rows();
      if (row.status === 'failed') break;
      expect(row.status).toBe('pending');
      clock.now = row.nextAttemptAt.getTime();
    }
    const [row] = await rows();
    // the last try was past a day and within the 72 hours
    expect(clock.now - start).toBeGreaterThan(24 * HOUR);
    expect(clock.now - start).toBeLessThanOrEqual(72 * HOUR);
    expect(row.attempts).toBe(tries);
    expect(row.lastError).toBeTruthy();
    expect(row.html).not.toBeNull();
    // never more than an hour between tries
    expect(retryDelayMs(tries)).toBe(HOUR);
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    await mailer.stop();
  });
});

describe('leases', () => {
  test('a letter held by a live lease is not sent again; one whose worker died is, once', async () => {
    const smtp = await startSmtp();
    try {
      const clock = { now: Date.UTC(2026, 0, 10, 9, 0, 0) };
      // worker A takes the letter and never finishes (as a process killed mid-send)
      let started = 0;
      const hanging: MailTransport = {
        kind: 'smtp',
        send: () => {
          started += 1;
          return new Promise<void>(() => undefined);
        },
        close: () => undefined,
      };
      const a = mailerAt({ ...smtpAt(smtp.url), leaseMs: 10 * 60_000 }, clock, hanging);
      const b = mailerAt({ ...smtpAt(smtp.url), leaseMs: 10 * 60_000 }, clock);
      await writeLetters(a, 1);
      void a.runOnce();
      while (started === 0) await new Promise((r) => setTimeout(r, 10));
      const [held] = await rows();
      expect(held.claimedBy).toBe(a.identity);

      expect(await b.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
      clock.now += 9 * 60_000;
      expect(await b.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
      // the lease ran out: B sends it, with the Message-ID it was written with
      clock.now += 61_000;
      expect(await b.runOnce()).toEqual({ claimed: 1, sent: 1, failed: 0 });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].parsed.messageId).toBe(held.messageId);
      const [done] = await rows();
      expect(done).toMatchObject({ status: 'sent', attempts: 2, claimedBy: b.identity });
      await b.stop();
    } finally {
      await smtp.close();
    }
  });

  test('two workers claiming at once never take the same letter', async () => {
    const smtp = await startSmtp();
    try {
      const clock = { now: Date.now() };
      const a = mailerAt({ ...smtpAt(smtp.url), batch: 3 }, clock);
      const b = mailerAt({ ...smtpAt(smtp.url), batch: 3 }, clock);
      await writeLetters(a, 12);
      for (let i = 0; i < 4; i++) await Promise.all([a.runOnce(), b.runOnce()]);
      expect(smtp.messages).toHaveLength(12);
      expect(new Set(smtp.messages.map((m) => m.parsed.messageId)).size).toBe(12);
      const all = await rows();
      expect(all.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      await smtp.close();
    }
  });
});

describe('the local mailbox', () => {
  test('without SMTP a letter is an .eml file (RFC 822, both parts) in the recipient’s folder', async () => {
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { simpleParser } = await import('mailparser');
    const { mailboxFile, readMailboxLetter } = await import('./mailbox');
    const dir = mkdtempSync(path.join(tmpdir(), 'club-mailbox-'));
    try {
      const clock = { now: Date.now() };
      const mailer = mailerAt({ smtp: null, mailboxDir: dir }, clock);
      expect(mailer.delivery).toBe('mailbox');
      await writeLetters(mailer, 1);
      expect(await mailer.runOnce()).toMatchObject({ sent: 1 });
      const [row] = await rows();
      const file = mailboxFile(dir, row.recipient, row.id, row.messageId);
      expect(file.startsWith(path.join(dir, 'member1%40example.ru'))).toBe(true);
      const parsed = await simpleParser(readFileSync(file));
      expect(parsed.subject).toBe('Восстановление пароля в Клубе');
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('member1@example.ru');
      expect(parsed.text).toContain('https://club.example.ru/reset-pass/#token=t1');
      expect(String(parsed.html)).toContain('href="https://club.example.ru/reset-pass/#token=t1"');
      expect(parsed.messageId).toBe(row.messageId);
      const read = await readMailboxLetter(dir, row.recipient, row.id, row.messageId);
      expect(read?.links).toEqual(['https://club.example.ru/reset-pass/#token=t1']);
      await mailer.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('a written letter is committed with what caused it, or not at all', async () => {
  const clock = { now: Date.now() };
  const mailer = mailerAt({}, clock);
  await expect(
    db.transaction(async (tx) => {
      await mailer.write(tx as unknown as Db, {
        kind: 'welcome',
        userId: null,
        to: 'x@example.ru',
        subject: 's',
        html: '<p>h</p>',
        text: 't',
      });
      throw new Error('what caused it failed');
    }),
  ).rejects.toThrow('what caused it failed');
  expect(
    await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'x@example.ru')),
  ).toEqual([]);
});

// Password links serve the account as it was when they were sent (issue 42): a password change,
// an e-mail change and a deactivation use up every open recovery and welcome link, and a checked
// link then tells nothing about the account; a deactivated staff member gets no letter and no
// reset; the recovery's answer leaves before any work on the address (its timing tells nothing).
import { and, desc, eq, like } from 'drizzle-orm';
import { buildApp } from '../../app';
import { mailOutbox, passwordRecoveries, sessions } from '../../db/schema';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';
import { sha256 } from '../../lib/crypto';
import { clear } from '../../lib/limits';
import { loginAs, setup, testConfig, type TestContext } from '../../test/helpers';
import { createMailer, type Mailer } from '../mail/outbox';
import { answeredWorkDone } from './after-answer';
import { LINK_MESSAGES, createPasswordLink } from './password-links';

const NEW_PASSWORD = 'changed12345';
const TOKEN_IN_TEXT = /\/reset-pass\/#token=([A-Za-z0-9_%-]+)/;

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await setup({ recoveryRateMax: 10_000 });
  admin = await loginAs(ctx.app, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, token?: string, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { 'x-auth-token': token } : {},
  });
const check = (token: string) => post('/api/auth/reset_pass/check', { token });
const reset = (token: string) =>
  post('/api/auth/reset_pass', { token, new_password: 'fromlink12345' });

/** The link of the newest letter of this kind to the address (read from the outbox, unsent). */
async function newestLink(email: string, kind: 'recovery' | 'welcome'): Promise<string> {
  await answeredWorkDone(ctx.app.db);
  const [row] = await ctx.app.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = TOKEN_IN_TEXT.exec(row?.text ?? '');
  if (!match) throw new Error(`no ${kind} link to ${email}`);
  return decodeURIComponent(match[1]);
}

async function recoveryLink(email: string): Promise<string> {
  const res = await post('/api/auth/pass_recovery', { email });
  expect(res.statusCode).toBe(200);
  return newestLink(email, 'recovery');
}

/** The link is used up: its check and its reset answer "used", and say nothing of the account. */
async function expectUsedUp(token: string, secrets: string[]) {
  for (const res of [await check(token), await reset(token)]) {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: null, error: { message: LINK_MESSAGES.used, code: 3 } });
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.headers['x-auth-token']).toBeUndefined();
  }
}

describe('a password change uses up the open links', () => {
  test('the recovery link sent before the change no longer sets a password', async () => {
    const email = 'demo4@club.local';
    const older = await recoveryLink(email);
    const link = await recoveryLink(email);
    expect((await check(link)).json().result).toEqual({ email, purpose: 'recovery' });
    const token = await loginAs(ctx.app, email);
    const changed = await post(
      '/api/cabinet/profile/password',
      { old_password: 'demo12345', new_password: NEW_PASSWORD },
      token,
    );
    expect(changed.statusCode).toBe(200);
    await expectUsedUp(link, [email]);
    await expectUsedUp(older, [email]);
    // the new password stands; a new letter works again
    expect((await post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const fresh = await recoveryLink(email);
    expect((await check(fresh)).json().result).toEqual({ email, purpose: 'recovery' });
  });
});

describe('an e-mail change uses up the open links', () => {
  let masks: { id: number; country_id: number; country_name: string }[];
  beforeAll(async () => {
    const token = await loginAs(ctx.app, 'demo6@club.local');
    masks = (
      await ctx.app.inject({
        url: '/api/cabinet/profile/masks',
        headers: { 'x-auth-token': token },
      })
    ).json().result.masks;
  });

  test('a link sent to the old address sets nothing and never shows the new address', async () => {
    const email = 'demo6@club.local';
    const moved = 'demo6.moved@club.local';
    const link = await recoveryLink(email);
    const token = await loginAs(ctx.app, email);
    const ru = masks.find((m) => m.country_name === 'Россия');
    if (!ru) throw new Error('no mask of Россия');
    const edited = await post(
      '/api/cabinet/profile/edit',
      {
        name: 'Ольга Новая',
        email: moved,
        phone: '+7 (916) 123-45-67',
        telegram: '',
        height: 170,
        weight: 60,
        gender: 0,
        birthday: Date.UTC(1991, 2, 3) / 1000,
        country: ru.country_id,
        country_mask: ru.id,
        newsletter: false,
        is_fatsecret_auth: false,
      },
      token,
    );
    expect(edited.statusCode).toBe(200);
    await expectUsedUp(link, [moved, email]);
    // the member still signs in with the new address and the old password
    expect(
      (await post('/api/auth/login', { email: moved, password: 'demo12345' })).statusCode,
    ).toBe(200);
  });
});

describe('a deactivated staff member', () => {
  const email = 'lena.deact@club.local';
  let id: number;
  let welcome: string;
  beforeAll(async () => {
    const made = await post(
      '/api/staff/team',
      {
        email,
        name: 'Елена Отключаемая',
        position: 'Редактор',
        roles: ['editor'],
        disciplines: [],
      },
      admin,
    );
    expect(made.statusCode).toBe(200);
    id = made.json().result.id;
    welcome = await newestLink(email, 'welcome');
  });

  const deactivate = async (active: boolean) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/team/${id}/active`,
      headers: { 'x-auth-token': admin },
      payload: { active },
    });
    expect(res.statusCode).toBe(200);
  };
  const recoveryRows = async () =>
    ctx.app.db.select().from(passwordRecoveries).where(eq(passwordRecoveries.userId, id));
  const sessionsOf = async () => ctx.app.db.select().from(sessions).where(eq(sessions.userId, id));

  test('the welcome and recovery links sent before are used up: no session through them', async () => {
    expect((await check(welcome)).json().result).toEqual({ email, purpose: 'welcome' });
    const recovery = await recoveryLink(email);
    await deactivate(false);
    await expectUsedUp(welcome, [email]);
    await expectUsedUp(recovery, [email]);
    expect(await sessionsOf()).toHaveLength(0);
  });

  test('no letter and no link for a recovery asked while deactivated', async () => {
    const links = (await recoveryRows()).length;
    const letters = async () =>
      (
        await ctx.app.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, email))
      ).length;
    const before = await letters();
    const res = await post('/api/auth/pass_recovery', { email });
    expect(res.statusCode).toBe(200);
    await answeredWorkDone(ctx.app.db);
    expect(await letters()).toBe(before);
    expect(await recoveryRows()).toHaveLength(links);
  });

  test('a link made for the account anyway (another tool) sets nothing while deactivated', async () => {
    const token = await createPasswordLink(ctx.app.db, id, 'recovery', new Date());
    await expectUsedUp(token, [email]);
    expect(await sessionsOf()).toHaveLength(0);
  });

  test('reactivated, the member may ask for a new letter, whose link works', async () => {
    await deactivate(true);
    const link = await recoveryLink(email);
    const res = await reset(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-auth-token']).toEqual(expect.any(String));
  });
});

describe('the recovery’s answer tells nothing about the address', () => {
  test('it leaves before the link, the letter and the outbox are written', async () => {
    const real = createMailer({ db: ctx.app.db, config: ctx.app.config.mail });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gated: Mailer = {
      ...real,
      write: async (tx, letter) => {
        await gate;
        return real.write(tx, letter);
      },
    };
    const app = await buildApp({
      config: testConfig({ ...ctx.app.config, recoveryRateMax: 10_000 }),
      database: ctx.testDb.database,
      mail: gated,
    });
    try {
      await app.ready();
      const email = 'demo7@club.local';
      // the letter cannot be written until the gate opens: the answer must not wait for it
      const answer = await Promise.race([
        post('/api/auth/pass_recovery', { email }, undefined, app),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 10_000)),
      ]);
      open();
      expect(answer === 'no answer' ? answer : answer.statusCode).toBe(200);
      await answeredWorkDone(app.db);
      expect(await newestLink(email, 'recovery')).toMatch(/^[\w-]+$/);
    } finally {
      open();
      await app.close();
    }
  });

  test('50 known and 50 unknown addresses: the answer takes as long either way', async () => {
    const known = [
      'demo@club.local',
      'demo2@club.local',
      'demo3@club.local',
      'demo5@club.local',
      'demo8@club.local',
    ];
    const timed = async (email: string) => {
      // every known address gets its whole letter (the hourly cap would skip the work)
      await clear(ctx.app.db, `recovery-email:${sha256(email)}`);
      const started = process.hrtime.bigint();
      const res = await post('/api/auth/pass_recovery', { email });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      expect(res.statusCode).toBe(200);
      // what follows the answer is not timed, and never slows the next request
      await answeredWorkDone(ctx.app.db);
      return ms;
    };
    // warm up both paths
    for (let i = 0; i < 5; i++) {
      await timed(known[i]);
      await timed(`warm${i}@nowhere.example`);
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    // in turns, each kind first every other time (what one request leaves never favours a kind)
    for (let i = 0; i < 50; i++) {
      const ask = {
        known: () => timed(known[i % known.length]),
        unknown: () => timed(`nobody${i}@nowhere.example`),
      };
      for (const kind of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const))
        times[kind].push(await ask[kind]());
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // the best single threshold: how often it tells a known address from an unknown one
    const all = [
      ...times.known.map((ms) => ({ ms, known: true })),
      ...times.unknown.map((ms) => ({ ms, known: false })),
    ];
    let best = 0;
    for (const { ms: threshold } of all) {
      const right = all.filter((s) => s.ms > threshold === s.known).length;
      best = Math.max(best, right, all.length - right);
    }
    const report = `known ${median(times.known).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms, best guess ${best}/100`;
    expect([report, best <= 72]).toEqual([report, true]);
    expect([report, median(times.known) < median(times.unknown) * 1.3 + 1]).toEqual([report, true]);
    // the known addresses did get their letters
    const written = await ctx.app.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(like(mailOutbox.recipient, 'demo%'), eq(mailOutbox.kind, 'recovery')));
    expect(written.length).toBeGreaterThanOrEqual(55);
  });
});

// The tester console's letters (issues 31 and 42): without an SMTP server the letters are in the
// local mailbox, and the console shows them with their links. An account reads its own letters;
// another address's only staff holding mail:read:all, and a one-use link (password, confirmation)
// only the account it opens sees, a password link never on the production host.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';
import { loginAs, setup, testConfig, type TestContext } from '../../test/helpers';
import { TESTER_MESSAGES } from '@club/shared/contract';
import { answeredWorkDone } from '../auth/after-answer';
import { HIDDEN_LINK, OTHERS_LETTERS_MESSAGE } from './mail-routes';

let ctx: TestContext;
let mailboxDir: string;
let anna: string;
let ivan: string;
let maria: string;
let admin: string;
beforeAll(async () => {
  mailboxDir = mkdtempSync(path.join(tmpdir(), 'club-tester-mail-'));
  ctx = await setup({
    mail: { ...testConfig().mail, smtp: null, mailboxDir, publicUrl: 'http://localhost:3000' },
  });
  anna = await loginAs(ctx.app, 'demo@club.local');
  ivan = await loginAs(ctx.app, 'demo2@club.local');
  maria = await loginAs(ctx.app, 'demo3@club.local');
  admin = await loginAs(ctx.app, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
});
afterAll(async () => {
  await ctx.close();
  rmSync(mailboxDir, { recursive: true, force: true });
});

const mail = (token: string, email?: string, app = ctx.app) =>
  app.inject({
    method: 'GET',
    url: `/api/testers/mail${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`,
    headers: { 'x-auth-token': token },
  });

async function askRecovery(email: string, app = ctx.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/pass_recovery',
    payload: { email },
  });
  expect(res.statusCode).toBe(200);
  // the link and the letter are written after the answer
  await answeredWorkDone(app.db);
}

const check = (token: string | null) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset_pass/check', payload: { token } });
const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token');

describe('another address’s letters', () => {
  beforeAll(async () => {
    await askRecovery('demo3@club.local');
  });

  test('a member asking for another address gets 403 and learns nothing of its letters', async () => {
    for (const address of ['demo3@club.local', 'DEMO3@club.local', 'nobody@club.local']) {
      const res = await mail(anna, address);
      expect([address, res.statusCode]).toEqual([address, 403]);
      expect(res.json()).toEqual({ result: null, error: { message: OTHERS_LETTERS_MESSAGE } });
    }
  });

  test('staff with mail:read:all see the letter, never its password link', async () => {
    // written, not sent yet: listed as waiting, no text
    let res = await mail(admin, 'DEMO3@club.local');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    let [letter] = res.json().result.letters;
    expect(letter).toMatchObject({ to: 'demo3@club.local', status: 'pending', text: null });
    expect(letter.links).toEqual([]);

    await ctx.app.mail.runOnce();
    res = await mail(admin, 'demo3@club.local');
    const result = res.json().result;
    expect(result).toMatchObject({ email: 'demo3@club.local', delivery: 'mailbox' });
    [letter] = result.letters;
    expect(letter).toMatchObject({
      to: 'demo3@club.local',
      subject: 'Восстановление пароля в Клубе',
      status: 'sent',
      attempts: 1,
      error: null,
      links: [],
      hidden_links: 1,
    });
    expect(letter.text).toContain('Привет, Мария!');
    expect(letter.text).toContain(HIDDEN_LINK);
    expect(letter.text).not.toMatch(/token=/);
  });

  test('staff reading another address leave an entry in the audit log; their own letters do not', async () => {
    const entries = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/staff/audit?action=mail.read',
          headers: { 'x-auth-token': admin },
        })
      ).json().result.entries as {
        action: string;
        member: { id: number } | null;
        details: object;
      }[];
    const before = (await entries()).length;
    await mail(admin, 'demo3@club.local');
    const after = await entries();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({
      action: 'mail.read',
      details: { email: 'demo3@club.local' },
    });
    expect(after[0].member).not.toBeNull();
    await mail(admin);
    expect(await entries()).toHaveLength(before + 1);
  });

  test('the account itself sees its password link, and the link opens that account', async () => {
    const res = await mail(maria);
    expect(res.statusCode).toBe(200);
    const own = res.json().result;
    expect(own.email).toBe('demo3@club.local');
    const letter = own.letters.find(
      (l: { subject: string }) => l.subject === 'Восстановление пароля в Клубе',
    );
    expect(letter).toMatchObject({ hidden_links: 0 });
    expect(letter.links).toHaveLength(1);
    const link = new URL(letter.links[0]);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-pass/');
    expect(letter.text).toContain(letter.links[0]);
    // asking for one's own address is one's own letters too
    expect((await mail(maria, 'demo3@club.local')).json().result.letters).toEqual(own.letters);
    const opened = await check(tokenOf(letter.links[0]));
    expect(opened.json().result).toEqual({ email: 'demo3@club.local', purpose: 'recovery' });
  });

  test('staff without mail:read:all are refused like a member', async () => {
    const coach = await loginAs(ctx.app, 'coach@club.local', 'staff12345');
    const res = await mail(coach, 'demo3@club.local');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(OTHERS_LETTERS_MESSAGE);
  });
});

test('without an address: the account’s own letters only, its confirmation link with them', async () => {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/cabinet/profile/email_verification',
    headers: { 'x-auth-token': ivan },
  });
  expect(sent.statusCode).toBe(200);
  await ctx.app.mail.runOnce();
  const own = (await mail(ivan)).json().result;
  expect(own.email).toBe('demo2@club.local');
  expect(own.letters.map((l: { subject: string }) => l.subject)).toEqual([
    'Подтверди e-mail в Клубе',
  ]);
  expect(own.letters[0].links[0]).toMatch(/^http:\/\/localhost:3000\/email_verification\/\S+$/);
  expect((await mail(anna)).json().result.letters).toEqual([]);
  // staff see that the letter went, not the link that confirms the address
  const [seen] = (await mail(admin, 'demo2@club.local')).json().result.letters;
  expect(seen).toMatchObject({ subject: 'Подтверди e-mail в Клубе', links: [], hidden_links: 1 });
  expect(seen.text).not.toMatch(/email_verification\//);
});

test('a bad address is refused in Russian', async () => {
  const res = await mail(anna, 'not-an-email');
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toBe('Некорректный email');
});

test('on the production host only staff may read letters, and no password link is ever shown', async () => {
  const prod = await buildApp({
    config: testConfig({
      productionHost: 'club.example.ru',
      testerEmails: [ADMIN_ACCOUNT.email, 'demo@club.local'],
      mail: { ...testConfig().mail, smtp: null, mailboxDir, publicUrl: 'http://localhost:3000' },
    }),
    database: ctx.testDb.database,
  });
  try {
    // a member, listed or not, is refused
    for (const token of [ivan, anna]) {
      const refused = await mail(token, undefined, prod);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(TESTER_MESSAGES.forbidden);
    }
    // the staff member's own recovery letter: its link is not shown even to them
    await askRecovery(ADMIN_ACCOUNT.email, prod);
    await prod.mail.runOnce();
    const res = await mail(admin, undefined, prod);
    expect(res.statusCode).toBe(200);
    const [letter] = res.json().result.letters;
    expect(letter).toMatchObject({
      subject: 'Восстановление пароля в Клубе',
      status: 'sent',
      links: [],
      hidden_links: 1,
    });
    expect(letter.text).toContain(HIDDEN_LINK);
    expect(letter.text).not.toMatch(/token=/);
  } finally {
    await prod.close();
  }
});

// The tester console's letters (issue 31): without an SMTP server the letters are in the local
// mailbox, and the console shows them with their links — the member's own, or any address's (a
// member following a recovery is signed out); on the production host only staff may look.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loginAs, setup, testConfig, type TestContext } from '../../test/helpers';
import { TESTER_MESSAGES } from '@club/shared/contract';

let ctx: TestContext;
let mailboxDir: string;
let anna: string;
let ivan: string;
beforeAll(async () => {
  mailboxDir = mkdtempSync(path.join(tmpdir(), 'club-tester-mail-'));
  ctx = await setup({
    mail: { ...testConfig().mail, smtp: null, mailboxDir, publicUrl: 'http://localhost:3000' },
  });
  anna = await loginAs(ctx.app, 'demo@club.local');
  ivan = await loginAs(ctx.app, 'demo2@club.local');
});
afterAll(async () => {
  await ctx.close();
  rmSync(mailboxDir, { recursive: true, force: true });
});

const mail = (token: string, email?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/testers/mail${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`,
    headers: { 'x-auth-token': token },
  });

test('a tester looks up a signed-out member’s recovery letter and follows its link', async () => {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/pass_recovery',
    payload: { email: 'demo3@club.local' },
  });
  // written, not sent yet: listed as waiting, no text
  let res = await mail(anna, 'DEMO3@club.local');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  let [letter] = res.json().result.letters;
  expect(letter).toMatchObject({
    to: 'demo3@club.local',
    status: 'pending',
    text: null,
    links: [],
  });

  await ctx.app.mail.runOnce();
  res = await mail(anna, 'demo3@club.local');
  const result = res.json().result;
  expect(result).toMatchObject({ email: 'demo3@club.local', delivery: 'mailbox' });
  [letter] = result.letters;
  expect(letter).toMatchObject({
    to: 'demo3@club.local',
    subject: 'Восстановление пароля в Клубе',
    status: 'sent',
    attempts: 1,
    error: null,
  });
  expect(letter.text).toContain('Привет, Мария!');
  expect(letter.links).toHaveLength(1);
  const link = new URL(letter.links[0]);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-pass/');
  const token = new URLSearchParams(link.hash.slice(1)).get('token');
  const check = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset_pass/check',
    payload: { token },
  });
  expect(check.json().result).toEqual({ email: 'demo3@club.local', purpose: 'recovery' });
});

test('without an address: the member’s own letters only', async () => {
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
});

test('a bad address is refused in Russian', async () => {
  const res = await mail(anna, 'not-an-email');
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toBe('Некорректный email');
});

test('on the production host only staff may read letters', async () => {
  const prod = await buildApp({
    config: testConfig({
      productionHost: 'club.example.ru',
      testerEmails: ['demo@club.local'],
      mail: { ...testConfig().mail, smtp: null, mailboxDir },
    }),
    database: ctx.testDb.database,
  });
  try {
    const as = (token: string) =>
      prod.inject({
        method: 'GET',
        url: '/api/testers/mail?email=demo3%40club.local',
        headers: { 'x-auth-token': token },
      });
    const refused = await as(ivan);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TESTER_MESSAGES.forbidden);
    expect((await as(anna)).statusCode).toBe(200);
  } finally {
    await prod.close();
  }
});

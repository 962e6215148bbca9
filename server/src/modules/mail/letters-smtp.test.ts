// The letters as a member receives them (issue 31), through a real SMTP server started here:
// recipients, subjects, both parts, the links; and what the links do — password recovery end to
// end (one use, 1 hour, the same rules and texts as the password change, every other session
// ended), the welcome letter of an account made by staff, and the e-mail confirmation sent again.
import { and, count, eq } from 'drizzle-orm';
import { emailVerifications, mailOutbox, passwordRecoveries, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { setMemberClock } from '../../lib/clock';
import { loginAs, setup, testConfig, type TestContext } from '../../test/helpers';
import { startSmtp, type Received, type TestSmtp } from '../../test/smtp';
import { answeredWorkDone } from '../auth/after-answer';
import { LINK_MESSAGES } from '../auth/password-links';
import { RECOVERY_MESSAGE } from '../auth/routes';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';

const PUBLIC = 'https://club.example.ru';
const LINK = /https:\/\/club\.example\.ru\/reset-pass\/#token=([A-Za-z0-9_%-]+)/;

let smtp: TestSmtp;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtp();
  const base = testConfig().mail;
  ctx = await setup({
    recoveryRateMax: 1000,
    mail: {
      ...base,
      smtp: { url: smtp.url, tls: 'auto' },
      publicUrl: PUBLIC,
      from: 'Клуб <no-reply@club.example.ru>',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload?: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload ?? {},
    headers: token ? { 'x-auth-token': token } : {},
  });
const init = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/cabinet/init', headers: { 'x-auth-token': token } });

/** sends what is due and answers the letters that arrived since `before` */
async function deliver(before = smtp.messages.length): Promise<Received[]> {
  // a recovery's letter is written after its answer
  await answeredWorkDone(ctx.app.db);
  await ctx.app.mail.runOnce();
  return smtp.messages.slice(before);
}

const letterCount = async () => {
  await answeredWorkDone(ctx.app.db);
  return (await ctx.app.db.select({ n: count() }).from(mailOutbox))[0].n;
};

async function recoveryLink(email: string): Promise<{ token: string; letter: Received }> {
  expect((await post('/api/auth/pass_recovery', { email })).json().result.message).toBe(
    RECOVERY_MESSAGE,
  );
  const [letter] = await deliver();
  const match = LINK.exec(letter.parsed.text ?? '');
  if (!match) throw new Error(`no link in: ${letter.parsed.text}`);
  return { token: decodeURIComponent(match[1]), letter };
}

describe('password recovery by letter', () => {
  test('the letter: recipient, subject, both parts, one link; only its hash is stored', async () => {
    const { token, letter } = await recoveryLink('demo3@club.local');
    expect(letter.to).toEqual(['demo3@club.local']);
    expect(letter.parsed.subject).toBe('Восстановление пароля в Клубе');
    expect(letter.parsed.from?.text).toContain('no-reply@club.example.ru');
    expect(letter.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    const text = letter.parsed.text ?? '';
    const html = String(letter.parsed.html);
    expect(text).toContain('Привет, Мария!');
    expect(text).toContain('Она действует 1 час');
    expect(text).toContain('Если ты не запрашивала восстановление');
    expect(html).toContain('Привет, Мария!');
    expect(html).toContain('#1a7f4e'); // the club's accent
    const link = `${PUBLIC}/reset-pass/#token=${token}`;
    expect(text).toContain(link);
    expect(html).toContain(`href="${link}"`);

    // the token itself is nowhere in the database: its hash, and the erased letter
    const [row] = await ctx.app.db
      .select()
      .from(passwordRecoveries)
      .where(eq(passwordRecoveries.tokenHash, sha256(token)));
    expect(row.purpose).toBe('recovery');
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(3600_000);
    const [sent] = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageId, letter.parsed.messageId ?? ''));
    expect(sent).toMatchObject({ status: 'sent', html: null, text: null, attempts: 1 });
  });

  test('the link sets a password once, with the password change’s rules, and ends every session', async () => {
    const email = 'demo3@club.local';
    const other = await loginAs(ctx.app, email);
    const another = await loginAs(ctx.app, email);
    const { token } = await recoveryLink(email);

    const check = await post('/api/auth/reset_pass/check', { token });
    expect(check.json()).toEqual({ result: { email, purpose: 'recovery' }, error: null });

    // the texts of the password change (spec part 1 §5), on the new password's field (code 2)
    for (const [password, message] of [
      ['', 'Заполните поле.'],
      ['short12', 'Минимум 8 символов.'],
      ['пароль12345', 'Пароль может содержать только латинские буквы и цифры.'],
    ]) {
      const res = await post('/api/auth/reset_pass', { token, new_password: password });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ message, code: 2 });
    }
    // a refused password leaves the link usable
    expect((await post('/api/auth/reset_pass/check', { token })).statusCode).toBe(200);

    const set = await post('/api/auth/reset_pass', { token, new_password: 'NewPass2024' });
    expect(set.statusCode).toBe(200);
    expect(set.json().result.message).toBe('Пароль изменен!');
    const signedIn = set.headers['x-auth-token'] as string;
    expect(signedIn).toBeTruthy();
    expect((await init(signedIn)).statusCode).toBe(200);
    // the member's other sessions are over
    expect((await init(other)).statusCode).toBe(401);
    expect((await init(another)).statusCode).toBe(401);
    // the new password signs in, the old one no more
    await loginAs(ctx.app, email, 'NewPass2024');
    expect((await post('/api/auth/login', { email, password: 'demo12345' })).statusCode).toBe(400);

    // one use
    const again = await post('/api/auth/reset_pass', { token, new_password: 'Another2024' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ message: LINK_MESSAGES.used, code: 3 });
    const checkAgain = await post('/api/auth/reset_pass/check', { token });
    expect(checkAgain.json().error).toEqual({ message: LINK_MESSAGES.used, code: 3 });
  });

  test('an unknown link, an expired one, and an older letter’s link after a newer was used', async () => {
    const unknown = await post('/api/auth/reset_pass/check', { token: 'no-such-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({ message: LINK_MESSAGES.unknown, code: 3 });
    const unknownSet = await post('/api/auth/reset_pass', {
      token: 'no-such-token',
      new_password: 'Whatever2024',
    });
    expect(unknownSet.json().error).toEqual({ message: LINK_MESSAGES.unknown, code: 3 });

    const email = 'demo4@club.local';
    const older = await recoveryLink(email);
    const newer = await recoveryLink(email);
    expect(
      (await post('/api/auth/reset_pass', { token: newer.token, new_password: 'Olga2024pass' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/reset_pass/check', { token: older.token })).json().error.message,
    ).toBe(LINK_MESSAGES.used);

    // valid 1 hour, on the member's clock
    const late = await recoveryLink(email);
    const [olga] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    await setMemberClock(ctx.app.db, olga.id, 61 * 60_000);
    try {
      const expired = await post('/api/auth/reset_pass', {
        token: late.token,
        new_password: 'Olga2025pass',
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toEqual({ message: LINK_MESSAGES.expired, code: 3 });
    } finally {
      await setMemberClock(ctx.app.db, olga.id, 0);
    }
  });

  test('an unknown e-mail gets the same answer and no letter; at most 5 letters an hour', async () => {
    const before = await letterCount();
    const res = await post('/api/auth/pass_recovery', { email: 'nobody@club.local' });
    expect(res.json().result.message).toBe(RECOVERY_MESSAGE);
    expect(await letterCount()).toBe(before);

    for (let i = 0; i < 7; i++)
      expect(
        (await post('/api/auth/pass_recovery', { email: 'demo5@club.local' })).statusCode,
      ).toBe(200);
    await answeredWorkDone(ctx.app.db);
    const [{ n }] = await ctx.app.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, 'demo5@club.local'), eq(mailOutbox.kind, 'recovery')));
    expect(n).toBe(5);
    expect(await deliver()).toHaveLength(5);
  });
});

describe('an account made by staff', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await loginAs(ctx.app, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  });

  test('the welcome letter carries the sign-in e-mail and a link to set the first password', async () => {
    const [pack] = await ctx.app.db.query.packs.findMany({ limit: 1 });
    const email = 'Olga.New@Example.ru';
    const res = await post(
      '/api/staff/members',
      { email, name: 'Ольга Новикова', pack_id: pack.id },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      email: 'olga.new@example.ru',
      user_pack_id: expect.any(Number),
    });
    expect(result.message).toBe(
      'Участник создан. Письмо со ссылкой, чтобы задать пароль, отправлено на olga.new@example.ru',
    );

    const [letter] = await deliver();
    expect(letter.to).toEqual(['olga.new@example.ru']);
    expect(letter.parsed.subject).toBe('Добро пожаловать в Клуб: данные для входа');
    const text = letter.parsed.text ?? '';
    expect(text).toContain('Привет, Ольга!');
    expect(text).toContain('Твой логин для входа — этот e-mail: olga.new@example.ru');
    expect(text).toContain(`открыт курс «${pack.name}»`);
    expect(text).toContain(`${PUBLIC}/reset-pass/`);
    expect(String(letter.parsed.html)).toContain('olga.new@example.ru');
    const token = decodeURIComponent(LINK.exec(text)![1]);
    expect(String(letter.parsed.html)).toContain(`href="${PUBLIC}/reset-pass/#token=${token}"`);

    // nobody knows a password yet; the link is a welcome one, valid 7 days
    expect(
      (await post('/api/auth/login', { email: 'olga.new@example.ru', password: 'demo12345' }))
        .statusCode,
    ).toBe(400);
    expect((await post('/api/auth/reset_pass/check', { token })).json().result).toEqual({
      email: 'olga.new@example.ru',
      purpose: 'welcome',
    });
    const set = await post('/api/auth/reset_pass', { token, new_password: 'FirstPass1' });
    expect(set.statusCode).toBe(200);
    const signedIn = await loginAs(ctx.app, 'olga.new@example.ru', 'FirstPass1');
    const profile = (await init(signedIn)).json().result.profile;
    expect(profile).toMatchObject({ name: 'Ольга Новикова', need_email_verify: false });
  });

  test('refusals: no permission, an existing address, bad input, an unknown pack — nothing half-done', async () => {
    const anna = await loginAs(ctx.app, 'demo@club.local');
    const lettersBefore = await letterCount();
    const [{ n: membersBefore }] = await ctx.app.db.select({ n: count() }).from(users);

    const forbidden = await post(
      '/api/staff/members',
      { email: 'x@example.ru', name: 'Икс' },
      anna,
    );
    expect(forbidden.statusCode).toBe(403);
    // a member's token on a staff call (issue 28: refused by its audience)
    expect(forbidden.json().error.message).toBe('Этот раздел доступен только сотрудникам клуба');
    expect(
      (await post('/api/staff/members', { email: 'x@example.ru', name: 'Икс' })).statusCode,
    ).toBe(401);

    const taken = await post(
      '/api/staff/members',
      { email: ' DEMO@club.local ', name: 'Анна' },
      admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Участник с таким e-mail уже есть в клубе');

    const badEmail = await post(
      '/api/staff/members',
      { email: 'not-an-email', name: 'Икс' },
      admin,
    );
    expect(badEmail.json().error.message).toBe('Некорректный email');
    const noName = await post('/api/staff/members', { email: 'y@example.ru', name: '  ' }, admin);
    expect(noName.json().error.message).toBe('Не заполнено поле имя');
    const noPack = await post(
      '/api/staff/members',
      { email: 'z@example.ru', name: 'Зоя', pack_id: 999999 },
      admin,
    );
    expect(noPack.statusCode).toBe(400);
    expect(noPack.json().error.message).toBe('Курс с таким номером (pack_id) не найден');

    expect(await letterCount()).toBe(lettersBefore);
    const [{ n: membersAfter }] = await ctx.app.db.select({ n: count() }).from(users);
    expect(membersAfter).toBe(membersBefore);
  });
});

describe('the e-mail confirmation letter', () => {
  test('sent again on request: the existing /email_verification/{hash} link confirms it', async () => {
    const ivan = await loginAs(ctx.app, 'demo2@club.local');
    const res = await post('/api/cabinet/profile/email_verification', {}, ivan);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.message).toBe(
      'Письмо отправлено на demo2@club.local. Перейди по ссылке из письма, чтобы подтвердить e-mail.',
    );
    const [letter] = await deliver();
    expect(letter.to).toEqual(['demo2@club.local']);
    expect(letter.parsed.subject).toBe('Подтверди e-mail в Клубе');
    expect(letter.parsed.text).toContain('Привет, Иван!');
    expect(letter.parsed.text).toContain('Если ты не указывал этот адрес');
    const match = /https:\/\/club\.example\.ru\/email_verification\/([A-Za-z0-9_-]+)/.exec(
      letter.parsed.text ?? '',
    );
    expect(String(letter.parsed.html)).toContain(`href="${match![0]}"`);
    const confirm = await post(`/email_verification_api/${match![1]}`);
    expect(confirm.json().result.message).toBe('Твой e-mail успешно подтвержден');
    expect((await init(ivan)).json().result.profile.need_email_verify).toBe(false);

    const done = await post('/api/cabinet/profile/email_verification', {}, ivan);
    expect(done.statusCode).toBe(400);
    expect(done.json().error.message).toBe('Твой e-mail уже подтвержден');
  });

  test('at most 3 letters an hour', async () => {
    const [elena] = await ctx.app.db
      .update(users)
      .set({ needEmailVerify: true })
      .where(eq(users.email, 'demo5@club.local'))
      .returning();
    const token = await loginAs(ctx.app, 'demo5@club.local');
    for (let i = 0; i < 3; i++)
      expect((await post('/api/cabinet/profile/email_verification', {}, token)).statusCode).toBe(
        200,
      );
    const fourth = await post('/api/cabinet/profile/email_verification', {}, token);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(
      'Письмо уже отправлено несколько раз. Проверь папку «Спам» или попробуй через час.',
    );
    const [{ n }] = await ctx.app.db
      .select({ n: count() })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, elena.id));
    expect(n).toBe(3);
    expect(await deliver()).toHaveLength(3);
  });
});

// Issue 42 item 8: a name is stored as one line of visible text on every path that stores one (a
// member made by staff, a staff account made and edited, the member's own profile, the feedback
// form), and a name that is a web or e-mail address is refused with a Russian message: the
// welcome letter greets the name, and no letter greets «evil.example».
import { desc, eq } from 'drizzle-orm';
import { feedbacks, mailOutbox, users } from '../../db/schema';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';
import { PERSON_NAME_MESSAGES } from '../../lib/person-name';
import { loginAs, setup, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let admin: string;
let ivan: string;
beforeAll(async () => {
  ctx = await setup();
  admin = await loginAs(ctx.app, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  ivan = await loginAs(ctx.app, 'demo2@club.local');
});
afterAll(() => ctx.close());

const call = (token: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, payload });
const nameOf = async (email: string) =>
  (await ctx.app.db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0]
    ?.name;
const letterTo = async (email: string) =>
  (await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)))[0];
/** direction overrides and isolates, zero-width characters */
const HIDDEN = /[\u202a-\u202e\u2066-\u2069\u200b-\u200f]/;

describe('a member made by staff', () => {
  it('is stored and greeted by one line of visible text', async () => {
    const res = await call(admin, 'POST', '/api/staff/members', {
      email: 'olga.petrova@club.local',
      name: 'Ольга\r\n\u202eПетрова\u202c',
    });
    expect(res.statusCode).toBe(200);
    expect(await nameOf('olga.petrova@club.local')).toBe('Ольга Петрова');
    const letter = await letterTo('olga.petrova@club.local');
    expect(letter.text).toContain('Ольга');
    expect(letter.text ?? '').not.toMatch(/Ольга[\r\n]/);
    expect(`${letter.subject}${letter.text}${letter.html}`).not.toMatch(HIDDEN);
  });

  it('is refused when the name is an address, and nothing is made', async () => {
    for (const name of ['Выигрыш на prize-club.ru', 'https://evil.example/pay', 'anna@mail.ru']) {
      const email = `n${name.length}@club.local`;
      const res = await call(admin, 'POST', '/api/staff/members', { email, name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PERSON_NAME_MESSAGES.url);
      expect(await nameOf(email)).toBeUndefined();
      expect(await letterTo(email)).toBeUndefined();
    }
  });
});

describe('a staff account', () => {
  it('is made and edited with the same rule', async () => {
    const made = await call(admin, 'POST', '/api/staff/team', {
      email: 'egor.lvov@club.local',
      name: 'Егор\nЛьвов',
      position: 'Тренер',
      roles: ['coach'],
      disciplines: ['coach'],
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().result.id as number;
    expect(await nameOf('egor.lvov@club.local')).toBe('Егор Львов');
    expect((await letterTo('egor.lvov@club.local')).text).toContain('Привет, Егор!');

    const url = await call(admin, 'PATCH', `/api/staff/team/${id}`, {
      name: 'www.coach-bonus.com',
    });
    expect(url.statusCode).toBe(400);
    expect(url.json().error.message).toBe(PERSON_NAME_MESSAGES.url);
    const bidi = await call(admin, 'PATCH', `/api/staff/team/${id}`, {
      name: '\u2067Егор\u2069 \u200bЛьвов\t',
    });
    expect(bidi.statusCode).toBe(200);
    expect(await nameOf('egor.lvov@club.local')).toBe('Егор Львов');
    const refused = await call(admin, 'POST', '/api/staff/team', {
      email: 'fake@club.local',
      name: 'club-support.online',
      position: 'Тренер',
      roles: ['coach'],
      disciplines: ['coach'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(PERSON_NAME_MESSAGES.url);
  });
});

describe('the member’s own profile', () => {
  const masks = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/cabinet/profile/masks',
        headers: { 'x-auth-token': ivan },
      })
    ).json().result.masks as { id: number; country_id: number; country_name: string }[];
  const body = async (name: string) => {
    const ru = (await masks()).find((m) => m.country_name === 'Россия')!;
    return {
      name,
      email: 'demo2@club.local',
      phone: '+7 (916) 765-43-21',
      height: 180,
      weight: 80,
      gender: 1,
      birthday: Date.UTC(1988, 2, 3) / 1000,
      country: ru.country_id,
      country_mask: ru.id,
    };
  };

  it('stores the name as one line and refuses an address', async () => {
    const edited = await call(
      ivan,
      'POST',
      '/api/cabinet/profile/edit',
      await body('Иван\r\nПетров\u202e'),
    );
    expect(edited.statusCode).toBe(200);
    expect(await nameOf('demo2@club.local')).toBe('Иван Петров');
    const url = await call(
      ivan,
      'POST',
      '/api/cabinet/profile/edit',
      await body('t.me/ivan_bonus'),
    );
    expect(url.statusCode).toBe(400);
    expect(url.json().error.message).toBe(PERSON_NAME_MESSAGES.url);
    expect(await nameOf('demo2@club.local')).toBe('Иван Петров');
    // nothing visible left
    const empty = await call(ivan, 'POST', '/api/cabinet/profile/edit', await body('\u202e\u200b'));
    expect(empty.statusCode).toBe(400);
    expect(await nameOf('demo2@club.local')).toBe('Иван Петров');
  });
});

describe('the feedback form', () => {
  it('stores the sender’s name as one line and refuses an address', async () => {
    const send = (name: string) =>
      call(ivan, 'POST', '/api/feedback/send', {
        name,
        email: 'demo2@club.local',
        category: 1,
        message: 'Здравствуйте, вопрос по курсу',
      });
    expect((await send('Иван\nПетров')).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(feedbacks).orderBy(desc(feedbacks.id)).limit(1);
    expect(row.name).toBe('Иван Петров');
    const url = await send('http://evil.example');
    expect(url.statusCode).toBe(400);
    expect(url.json().error.message).toBe(PERSON_NAME_MESSAGES.url);
  });
});

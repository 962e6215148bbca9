import { eq } from 'drizzle-orm';
import { emailVerifications, users } from '../../db/schema';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { setMemberClock } from '../../lib/clock';

let ctx: TestContext;
let anna: string;
let ivan: string;
let masks: { id: number; code: string; mask: string; country_id: number; country_name: string }[];
beforeAll(async () => {
  ctx = await setup();
  anna = await loginAs(ctx.app, 'demo@club.local');
  ivan = await loginAs(ctx.app, 'demo2@club.local');
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/cabinet/profile/masks',
    headers: { 'x-auth-token': anna },
  });
  masks = res.json().result.masks;
});
afterAll(() => ctx.close());

const maskOf = (name: string) => {
  const m = masks.find((x) => x.country_name === name);
  if (!m) throw new Error(name);
  return m;
};
const edit = (token: string, payload: Record<string, unknown> | string, contentType?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/cabinet/profile/edit',
    headers: { 'x-auth-token': token, ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });
const profileOf = async (token: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/cabinet/init',
      headers: { 'x-auth-token': token },
    })
  ).json().result.profile;

const unix = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000 - 14400;

function annaBody(patch: Record<string, unknown> = {}) {
  const ru = maskOf('Россия');
  return {
    name: 'Анна Смирнова',
    email: 'demo@club.local',
    phone: '+7 (916) 123-45-67',
    telegram: 'anna_smirnova',
    height: 168,
    weight: 62.5,
    gender: 0,
    birthday: unix(1990, 5, 18),
    country: ru.country_id,
    country_mask: ru.id,
    newsletter: true,
    is_fatsecret_auth: false,
    ...patch,
  };
}

describe('phone masks', () => {
  it('lists each country with its flag, code and a mask whose digit slots match its numbers', () => {
    const byName = Object.fromEntries(masks.map((m) => [m.country_name, m]));
    expect(byName['Россия']).toMatchObject({ code: '+7', mask: '+7 (###) ###-##-##' });
    expect(byName['Казахстан']).toMatchObject({ code: '+7', mask: '+7 (###) ###-##-##' });
    expect(byName['Беларусь']).toMatchObject({ code: '+375', mask: '+375 (##) ###-##-##' });
    expect(byName['Украина']).toMatchObject({ code: '+380', mask: '+380 (##) ###-##-##' });
    expect(byName['Узбекистан']).toMatchObject({ code: '+998', mask: '+998 (##) ###-##-##' });
    expect(byName['Армения']).toMatchObject({ code: '+374', mask: '+374 (##) ###-###' });
    expect(byName['Грузия']).toMatchObject({ code: '+995', mask: '+995 (###) ###-###' });
    // national number lengths: RU/KZ 10, BY/UA/UZ/GE 9, AM 8
    const slots = (mask: string) => (mask.match(/#/g) ?? []).length;
    expect(masks.map((m) => [m.country_name, slots(m.mask)])).toEqual([
      ['Россия', 10],
      ['Казахстан', 10],
      ['Беларусь', 9],
      ['Украина', 9],
      ['Узбекистан', 9],
      ['Армения', 8],
      ['Грузия', 9],
    ]);
  });
});

describe('profile edit rules', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty name', { name: '  ' }, 'Заполните поле'],
    ['no height', { height: null }, 'Заполните поле'],
    ['height 129', { height: 129 }, 'Выбери рост от 130 до 250 см'],
    ['height 251', { height: 251 }, 'Выбери рост от 130 до 250 см'],
    ['no weight', { weight: null }, 'Поле "Вес" заполнено некорректно'],
    ['weight 200.5', { weight: 200.5 }, 'Поле "Вес" заполнено некорректно'],
    ['weight 62.55', { weight: 62.55 }, 'Поле "Вес" заполнено некорректно'],
    ['weight 5', { weight: 5 }, 'Поле "Вес" заполнено некорректно'],
    ['no birthday', { birthday: null }, 'Заполните поле'],
    ['birthday before 1920', { birthday: -1578009601 }, 'Некорректная дата'],
    [
      'under 18',
      { birthday: unix(new Date().getUTCFullYear() - 17, 1, 1) },
      'К сожалению, тебе еще нет 18 лет!',
    ],
    ['no e-mail', { email: '' }, 'Некорректный email'],
    ['bad e-mail', { email: 'anna@club' }, 'Некорректный email'],
    ['short phone (RU: 10 digits)', { phone: '+7 (916) 123-45' }, 'Минимум 10 символов'],
    ['long phone', { phone: '+7 (916) 123-45-678' }, 'Некорректный номер телефона'],
    ['letters in the phone', { phone: '+7 (916) 123-45-6a7' }, 'Некорректный номер телефона'],
    ['telegram of 4', { telegram: 'anna' }, 'Значение поля не должно быть меньше 5 и больше 32'],
    [
      'telegram of 32',
      { telegram: 'a'.repeat(32) },
      'Значение поля не должно быть меньше 5 и больше 32',
    ],
    ['telegram pattern', { telegram: '1anna_s' }, 'Некорректный телеграм никнейм'],
    ['telegram with a space', { telegram: 'anna smir' }, 'Некорректный телеграм никнейм'],
    ['no country', { country: null }, 'Выберите страну'],
    ['unknown country', { country: 99999 }, 'Выберите страну'],
    ['no mask', { country_mask: null }, 'Выберите страну'],
    ['unknown mask', { country_mask: 99999 }, 'Выберите страну'],
    ['gender 2', { gender: 2 }, 'Выбери пол'],
  ];

  it.each(cases)('%s', async (_name, patch, message) => {
    const res = await edit(anna, annaBody(patch));
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { result: null, error: { message } },
    });
  });

  it('nothing was saved by the refused calls', async () => {
    expect(await profileOf(anna)).toMatchObject({
      name: 'Анна Смирнова',
      height: 168,
      weight: 62.5,
      telegram: 'anna_smirnova',
    });
  });

  it('the phone length follows the chosen mask (Armenia: 8 digits, plural forms)', async () => {
    const am = maskOf('Армения');
    const short = await edit(anna, annaBody({ country_mask: am.id, phone: '+374 (91) 234' }));
    expect(short.json().error.message).toBe('Минимум 8 символов');
    const ok = await edit(anna, annaBody({ country_mask: am.id, phone: '+374 (91) 234-567' }));
    expect(ok.json()).toEqual({ result: { message: 'Данные успешно сохранены!' }, error: null });
    expect((await profileOf(anna)).country_mask).toMatchObject({ id: am.id, code: '+374' });
  });

  it("the age is counted on the member's own clock", async () => {
    const seventeen = annaBody({ birthday: unix(new Date().getUTCFullYear() - 17, 1, 1) });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, 'demo@club.local'));
    // two years later for this member (the tester console's time machine)
    await setMemberClock(ctx.app.db, row.id, 2 * 366 * 86400_000);
    try {
      expect((await edit(anna, seventeen)).statusCode).toBe(200);
    } finally {
      await setMemberClock(ctx.app.db, row.id, 0);
    }
    expect((await edit(anna, annaBody())).statusCode).toBe(200);
  });

  it('the earliest birthday is accepted, a second earlier is not', async () => {
    expect((await edit(anna, annaBody({ birthday: -1578009600 }))).statusCode).toBe(200);
    expect((await edit(anna, annaBody({ birthday: -1578009601 }))).statusCode).toBe(400);
  });
});

describe('saving', () => {
  it('saves every field of the caller (JSON) and only theirs', async () => {
    const kz = maskOf('Казахстан');
    const ivanBefore = await profileOf(ivan);
    const res = await edit(
      anna,
      annaBody({
        name: ' Анна Смирнова-Лебедева ',
        phone: '+7 (701) 555-44-33',
        telegram: '@anna_leb',
        height: 170,
        weight: 61,
        gender: 0,
        birthday: unix(1991, 3, 8),
        country: kz.country_id,
        country_mask: kz.id,
        newsletter: false,
        is_fatsecret_auth: true,
        // not a field: ignored, whatever it names
        id: ivanBefore.id,
        user_id: ivanBefore.id,
      }),
    );
    expect(res.json()).toEqual({ result: { message: 'Данные успешно сохранены!' }, error: null });
    expect(await profileOf(anna)).toMatchObject({
      name: 'Анна Смирнова-Лебедева',
      email: 'demo@club.local',
      phone: '+7 (701) 555-44-33',
      telegram: '@anna_leb',
      height: 170,
      weight: 61,
      birthday: unix(1991, 3, 8),
      country: { id: kz.country_id },
      country_mask: { id: kz.id, code: '+7' },
      newsletter: false,
      is_fatsecret_auth: true,
      need_email_verify: false,
    });
    expect(await profileOf(ivan)).toEqual(ivanBefore);
  });

  it('takes form-encoded fields too, an empty telegram clears it', async () => {
    const b = annaBody({ telegram: '' });
    const form = Object.entries(b)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
    const res = await edit(anna, form, 'application/x-www-form-urlencoded');
    expect(res.json()).toEqual({ result: { message: 'Данные успешно сохранены!' }, error: null });
    expect(await profileOf(anna)).toMatchObject({ telegram: null, height: 168, weight: 62.5 });
  });

  it("refuses another member's e-mail", async () => {
    const res = await edit(anna, annaBody({ email: 'DEMO2@club.local' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Этот e-mail уже используется другим участником клуба');
    expect((await profileOf(anna)).email).toBe('demo@club.local');
  });

  it('a new e-mail needs confirmation: the flag is set and a verification is created', async () => {
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, 'demo@club.local'));
    const before = await ctx.app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, row.id));
    const res = await edit(anna, annaBody({ email: ' Anna.New@Club.Local ' }));
    expect(res.statusCode).toBe(200);
    expect(await profileOf(anna)).toMatchObject({
      email: 'anna.new@club.local',
      need_email_verify: true,
    });
    const after = await ctx.app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, row.id));
    expect(after).toHaveLength(before.length + 1);
    expect(after[after.length - 1].usedAt).toBeNull();
    // the member signs in with the new address
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'anna.new@club.local', password: 'demo12345' },
    });
    expect(login.statusCode).toBe(200);
    // saving again with the same address asks nothing new
    await edit(anna, annaBody({ email: 'anna.new@club.local' }));
    expect(
      await ctx.app.db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, row.id)),
    ).toHaveLength(after.length);
  });

  it('needs a signed-in member', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cabinet/profile/edit',
      payload: annaBody(),
    });
    expect(res.statusCode).toBe(401);
  });
});

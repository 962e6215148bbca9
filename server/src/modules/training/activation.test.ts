// Activation: the questionnaire data and every rule of the activation call.
import { eq } from 'drizzle-orm';
import { Value } from '@sinclair/typebox/value';
import { ActivationInfoResult, trainingPaths } from '@club/shared/contract';
import { dietaTargets, dietaTypes, places, userPacks, users } from '../../db/schema';
import { setup, type TestContext } from '../../test/helpers';
import { ANNA, COURSE, IVAN, member, type Member, multipart } from './test-kit';

let ctx: TestContext;
let anna: Member;
let ivan: Member;
const target: Record<string, number> = {};
const type: Record<string, number> = {};
const place: Record<string, number> = {};
beforeAll(async () => {
  ctx = await setup();
  anna = await member(ctx.app, ANNA);
  ivan = await member(ctx.app, IVAN);
  for (const t of await ctx.app.db.select().from(dietaTargets)) target[t.name] = t.id;
  for (const t of await ctx.app.db.select().from(dietaTypes)) type[t.name] = t.id;
  for (const p of await ctx.app.db.select().from(places)) place[p.title] = p.id;
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const YEAR_S = 365.25 * 86400;
type Fields = Record<string, string | number | boolean>;
const activate = (m: Member, fields: Fields) => {
  const { body, headers } = multipart(fields);
  return m.post(trainingPaths.activate, body, headers);
};
const stored = async (pack: number) =>
  (await ctx.app.db.select().from(userPacks).where(eq(userPacks.id, pack)))[0];
const valid = (pack: number): Fields => ({
  user_pack_id: pack,
  weight: '64.5',
  height: 170,
  birthday: 631152000, // 01.01.1990
  place: place['В зале'],
  country: 1,
  country_mask: 1,
  dieta_target: target['Похудение'],
  dieta_eating_type: 0,
  is_simple: 0,
  dieta_type: type['Вегетарианское'],
  contest: 0,
  additional: 2,
});

describe('activation info', () => {
  it('gives the questionnaire data of a purchased pack', async () => {
    const res = await anna.get(trainingPaths.activationInfo(anna.packs[COURSE.functional]));
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(Value.Check(ActivationInfoResult, result)).toBe(true);
    expect(result.course_name).toBe(COURSE.functional);
    expect(result.activities.map((a: { title: string }) => a.title)).toEqual([
      'Низкая',
      'Средняя',
      'Высокая',
    ]);
    expect(result.places).toEqual([{ id: place['В зале'], title: 'В зале' }]);
    // not a contest pack: no contest target
    expect(result.dieta_targets.map((t: { name: string }) => t.name)).toEqual([
      'Похудение',
      'Поддержание формы',
      'Набор мышечной массы',
    ]);
    const slim = result.dieta_targets[0];
    expect(Object.keys(slim.dieta_types.eating_types)).toEqual(['0', '1']);
    expect(
      slim.dieta_types.eating_types['0'].complexity['0'].map((t: { name: string }) => t.name),
    ).toEqual(['Классическое', 'Вегетарианское', 'Без лактозы']);
    expect(result.dieta_targets[1].dieta_types.eating_types['1'].complexity['1']).toEqual([]);
    expect(result.first_dieta_type).toMatchObject({ name: 'Классическое' });
    // Анна already has running courses
    expect(result.show_sequential_warning).toBe(true);
    expect(result.profile).toMatchObject({
      user_pack_id: anna.packs[COURSE.functional],
      weight: 62.5,
      height: 168,
      place: place['В зале'],
      country: 1,
      dieta_target: null,
      contest: false,
    });
  });

  it('offers the contest target only with a contest pack', async () => {
    const res = await anna.get(trainingPaths.activationInfo(anna.packs[COURSE.transform]));
    const targets = res.json().result.dieta_targets;
    expect(targets.find((t: { contest: boolean }) => t.contest)).toMatchObject({
      name: 'Конкурс «До и после»',
    });
    expect(res.json().result.places.map((p: { title: string }) => p.title)).toEqual([
      'Дома',
      'В зале',
    ]);
  });

  it('refuses packs that are not purchased', async () => {
    const running = await anna.get(trainingPaths.activationInfo(anna.packs[COURSE.slim]));
    expect({ status: running.statusCode, message: running.json().error.message }).toEqual({
      status: 400,
      message: 'Курс уже активирован',
    });
    const ended = await anna.get(trainingPaths.activationInfo(anna.packs[COURSE.abs]));
    expect(ended.json().error.message).toBe('Срок курса истек');
  });
});

describe('activation', () => {
  it('answers each rule with its text and stores nothing', async () => {
    const pack = anna.packs[COURSE.functional];
    const base = valid(pack);
    const without = (key: string) =>
      Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));
    const now = Date.now() / 1000;
    const cases: [Fields, string][] = [
      [without('height'), 'Заполните поле'],
      [{ ...base, height: '' }, 'Заполните поле'],
      [{ ...base, height: 129 }, 'Выбери рост от 130 до 250 см'],
      [{ ...base, height: 251 }, 'Выбери рост от 130 до 250 см'],
      [without('birthday'), 'Заполните поле'],
      [{ ...base, birthday: -1578009601 }, 'Некорректная дата'],
      [{ ...base, birthday: Math.round(now - 17.5 * YEAR_S) }, 'Возраст должен быть больше 18'],
      [{ ...base, birthday: '31.02.1990' }, 'Некорректная дата'],
      [without('weight'), 'Поле "Вес" заполнено не корректно'],
      [{ ...base, weight: '64' }, 'Поле "Вес" заполнено не корректно'],
      [{ ...base, weight: '64.55' }, 'Поле "Вес" заполнено не корректно'],
      [{ ...base, weight: '200.5' }, 'Поле "Вес" заполнено не корректно'],
      [{ ...base, weight: '05.5' }, 'Поле "Вес" заполнено не корректно'],
      [without('country'), 'Выберите страну'],
      [{ ...base, country: 9999 }, 'Выберите страну'],
      [{ ...base, country_mask: 9999 }, 'Выберите страну'],
      [without('place'), 'Выбери место занятий'],
      [{ ...base, place: place['Дома'] }, 'Выбери место занятий'],
      [without('additional'), 'Выбери уровень активности'],
      [{ ...base, additional: 999 }, 'Выбери уровень активности'],
      [{ ...base, dieta_target: 999 }, 'Выбери цель'],
      [{ ...base, dieta_target: target['Конкурс «До и после»'] }, 'Выбери цель'],
      [{ ...base, dieta_eating_type: 2 }, 'Выбран недоступный режим питания'],
      [{ ...base, is_simple: 3 }, 'Выбран недоступный тип приготовления'],
      [
        { ...base, dieta_target: target['Поддержание формы'], dieta_eating_type: 1, is_simple: 1 },
        'Выбран недоступный тип приготовления',
      ],
      [
        { ...base, dieta_target: target['Поддержание формы'], dieta_type: type['Вегетарианское'] },
        'Выбран недоступный тип питания',
      ],
      [{ ...base, contest: 1 }, 'Участие в конкурсе доступно только с конкурсной целью'],
    ];
    const before = await stored(pack);
    for (const [fields, message] of cases) {
      const res = await activate(anna, fields);
      expect({ fields, status: res.statusCode, body: res.json() }).toEqual({
        fields,
        status: 400,
        body: { result: null, error: { message } },
      });
    }
    expect(await stored(pack)).toEqual(before);
  });

  it('refuses a pack whose activation window passed (member clock)', async () => {
    const pack = ivan.packs[COURSE.transform];
    await ivan.shiftClock(14 * DAY); // its window is 13 days
    const late = await activate(ivan, valid(pack));
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 400,
      body: { result: null, error: { message: 'Срок активации курса истек' } },
    });
    const info = await ivan.get(trainingPaths.activationInfo(pack));
    expect(info.json().error.message).toBe('Срок активации курса истек');
    await ivan.shiftClock(0);
  });

  it('activates a purchased pack with the questionnaire values', async () => {
    const pack = anna.packs[COURSE.functional];
    const res = await activate(anna, valid(pack));
    expect(res.json()).toEqual({
      result: {
        message: `Курс "${COURSE.functional} : Похудение" успешно активирован!`,
        user_pack_id: pack,
        course_name: COURSE.functional,
        dieta_target: 'Похудение',
        status: 'ACTIVATED',
      },
      error: null,
    });
    const row = await stored(pack);
    expect(row).toMatchObject({
      placeId: place['В зале'],
      activityId: 2,
      dietaTargetId: target['Похудение'],
      eatingType: 0,
      isSimple: 0,
      dietaTypeId: type['Вегетарианское'],
      contest: false,
      weight: 64.5,
      height: 170,
      birthday: 631152000,
    });
    expect(row.expiresAt!.getTime() - row.activatedAt!.getTime()).toBe(30 * DAY);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, anna.id));
    expect(user).toMatchObject({ weight: 64.5, height: 170, birthday: 631152000, countryId: 1 });

    const card = (await anna.get(trainingPaths.frostInfo(pack))).json().result;
    expect(card.status).toBe('ACTIVATED');
    const again = await activate(anna, valid(pack));
    expect(again.json().error.message).toBe('Курс уже активирован');
  });

  it('takes the course first diet type with three meals or no time to cook', async () => {
    // JSON body, the contest pack; eating type 1 -> the course's first type whatever is sent
    const pack = ivan.packs[COURSE.transform];
    const res = await ivan.post(trainingPaths.activate, {
      ...valid(pack),
      place: place['Дома'],
      weight: 80.5,
      birthday: '10.02.1987',
      dieta_target: target['Конкурс «До и после»'],
      dieta_eating_type: 1,
      is_simple: 0,
      dieta_type: type['Вегетарианское'],
      contest: true,
    });
    expect(res.json().error).toBeNull();
    const row = await stored(pack);
    expect(row).toMatchObject({
      dietaTypeId: type['Классическое'],
      eatingType: 1,
      contest: true,
      dietaTargetId: target['Конкурс «До и после»'],
    });
    // contest: exactly 30 days, no freeze
    expect(row.expiresAt!.getTime() - row.activatedAt!.getTime()).toBe(30 * DAY);
    expect((await ivan.get(trainingPaths.frostInfo(pack))).json().result.frost).toEqual({
      can_frost: false,
      message: 'Курс участвует в конкурсе, заморозка недоступна',
    });
  });

  it('takes the course first diet type when there is no time to cook', async () => {
    const pack = anna.packs[COURSE.transform];
    const res = await activate(anna, {
      ...valid(pack),
      is_simple: 1,
      dieta_type: type['Быстрое'],
      contest: 'false',
    });
    expect(res.json().error).toBeNull();
    expect(await stored(pack)).toMatchObject({
      isSimple: 1,
      dietaTypeId: type['Классическое'],
      contest: false,
    });
  });

  it('checks the age on the member clock; diet choices default to the first options', async () => {
    const pack = ivan.packs[COURSE.functional];
    // 18 in ten days
    const birth = new Date();
    birth.setUTCFullYear(birth.getUTCFullYear() - 18);
    const birthday = Math.round(birth.getTime() / 1000) + 10 * 86400;
    const fields: Fields = { ...valid(pack), birthday };
    for (const key of ['dieta_target', 'dieta_eating_type', 'is_simple', 'dieta_type', 'contest']) {
      delete fields[key];
    }
    const young = await activate(ivan, fields);
    expect(young.json().error.message).toBe('Возраст должен быть больше 18');
    await ivan.shiftClock(12 * DAY);
    const res = await activate(ivan, fields);
    expect(res.json().error).toBeNull();
    expect(res.json().result.dieta_target).toBe('Похудение');
    expect(await stored(pack)).toMatchObject({
      dietaTargetId: target['Похудение'],
      eatingType: 0,
      isSimple: 0,
      dietaTypeId: type['Классическое'],
      contest: false,
    });
    await ivan.shiftClock(0);
  });
});

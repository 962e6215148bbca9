import { and, eq } from 'drizzle-orm';
import { NUTRITION_MESSAGES, type Dieta, type DietaSearchItem } from '@club/shared/contract';
import {
  courseBlocks,
  courseCategories,
  courses,
  dietaPlanMealFoods,
  dietaPlanMeals,
  dietaTargets,
  dietaTypes,
  foodTrackingDays,
  packs,
  recipes,
  userPacks,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { displayDay } from './dates';
import { homeNutrition } from './home';
import { pdfInfo, pdfText } from './pdf-inspect';
import { setMemberClock } from '../../lib/clock';

const DAY = 86_400_000;
const PASSWORD = 'nutrition-test-1';

let ctx: TestContext;
let passwordHash: string;
let plainCourse: { packId: number; courseId: number };
let demoCourse: { packId: number; courseId: number };
const typeIds = new Map<string, number>();
const targetIds = new Map<string, number>();

interface Member {
  id: number;
  token: string;
}

let memberSeq = 0;
async function newMember(): Promise<Member> {
  memberSeq += 1;
  const email = `nutrition${memberSeq}@club.local`;
  const [row] = await ctx.app.db
    .insert(users)
    .values({ email, passwordHash, name: `Участник ${memberSeq}`, createdAt: new Date() })
    .returning();
  return { id: row.id, token: await loginAs(ctx.app, email, PASSWORD) };
}

interface PackOptions {
  type?: string;
  target?: string;
  eatingType?: 0 | 1;
  cookingType?: 0 | 1;
  activatedDaysAgo?: number | null;
  expiresInDays?: number;
  frozenNow?: boolean;
  contest?: boolean;
  demo?: boolean;
}

async function givePack(member: Member, o: PackOptions = {}) {
  const now = Date.now();
  const course = o.demo ? demoCourse : plainCourse;
  const activatedAt =
    o.activatedDaysAgo === null ? null : new Date(now - (o.activatedDaysAgo ?? 3) * DAY);
  const [row] = await ctx.app.db
    .insert(userPacks)
    .values({
      userId: member.id,
      packId: course.packId,
      courseId: course.courseId,
      purchasedAt: new Date(now - 40 * DAY),
      activateBefore: new Date(now + 60 * DAY),
      activatedAt,
      expiresAt: activatedAt ? new Date(now + (o.expiresInDays ?? 27) * DAY) : null,
      frostStartedAt: o.frozenNow ? new Date(now - DAY) : null,
      frostEndsAt: o.frozenNow ? new Date(now + 2 * DAY) : null,
      dietaTargetId: targetIds.get(o.target ?? 'Похудение')!,
      eatingType: o.eatingType ?? 0,
      isSimple: o.cookingType ?? 0,
      dietaTypeId: typeIds.get(o.type ?? 'Классическое')!,
      contest: o.contest ?? false,
    })
    .returning();
  return row;
}

const call = (member: Member, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': member.token } });

async function info(member: Member): Promise<{ dieta: Dieta | null; demo_day: boolean }> {
  const res = await call(member, 'GET', '/api/v2/dieta/info');
  expect(res.statusCode).toBe(200);
  expect(res.json().error).toBeNull();
  return res.json().result;
}

const dishNames = (dieta: Dieta) =>
  new Set(
    dieta.weeks.flatMap((w) =>
      w.days.flatMap((d) => d.type_times_food.flatMap((m) => m.food.map((f) => f.name))),
    ),
  );

const search = (member: Member, q: string) =>
  call(member, 'GET', `/api/dieta/search?q=${encodeURIComponent(q)}`);

beforeAll(async () => {
  ctx = await setup();
  passwordHash = await hashPassword(PASSWORD);
  const db = ctx.app.db;
  for (const t of await db.select().from(dietaTypes)) typeIds.set(t.name, t.id);
  for (const t of await db.select().from(dietaTargets)) targetIds.set(t.name, t.id);
  const [category] = await db.insert(courseCategories).values({ name: 'Тест питания' }).returning();
  const [block] = await db
    .insert(courseBlocks)
    .values({ categoryId: category.id, blockName: 'Тестовый блок' })
    .returning();
  for (const demo of [false, true]) {
    const [pack] = await db
      .insert(packs)
      .values({ blockId: block.id, name: demo ? 'Демо-день' : 'Стройность', durationDays: 30 })
      .returning();
    const [course] = await db
      .insert(courses)
      .values({ packId: pack.id, courseName: pack.name, demoDay: demo })
      .returning();
    if (demo) demoCourse = { packId: pack.id, courseId: course.id };
    else plainCourse = { packId: pack.id, courseId: course.id };
  }
});
afterAll(() => ctx.close());

describe('nutrition plan (GET /api/v2/dieta/info)', () => {
  it('is empty without an active course, and every other call says so', async () => {
    const member = await newMember();
    expect(await info(member)).toEqual({ dieta: null, demo_day: false });
    expect(await homeNutrition(ctx.app.db, member.id, new Date())).toEqual({
      nutrition_day: null,
      dieta: null,
    });
    for (const [method, url] of [
      ['GET', '/api/dieta/search?q=каша'],
      ['POST', '/api/dieta/download_week_receipts/1'],
      ['POST', '/api/dieta/download_week_products/1'],
      ['POST', `/api/dieta/change_type_dieta/${typeIds.get('Вегетарианское')}`],
    ] as const) {
      const res = await call(member, method, url);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { result: null, error: { message: 'Питание отсутствует' } },
      });
    }
  });

  it('shows the active course’s plan: weeks, today, meals, macros, basket', async () => {
    const member = await newMember();
    await givePack(member, { activatedDaysAgo: 3 });
    const { dieta, demo_day } = await info(member);
    expect(demo_day).toBe(false);
    expect(dieta).not.toBeNull();
    const d = dieta!;
    // a 30-day course: 5 weeks of 7 days on the plan's 2 weeks
    expect(d.weeks.map((w) => [w.user_week_number, w.week_number])).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
      [4, 2],
      [5, 1],
    ]);
    for (const week of d.weeks) {
      expect(week.days.map((day) => day.day_name)).toEqual([
        'День 1',
        'День 2',
        'День 3',
        'День 4',
        'День 5',
        'День 6',
        'День 7',
      ]);
    }
    expect(d.today).toEqual({ week_number: 1, day_number: 4 });
    const todayCards = d.weeks.flatMap((w) => w.days.filter((day) => day.is_today));
    expect(todayCards).toHaveLength(1);
    const today = d.weeks[0].days[3];
    expect(today.is_today).toBe(true);
    expect(today.type_times_food.map((m) => [m.title, m.time])).toEqual([
      ['Завтрак', '08:00'],
      ['Второй завтрак', '11:00'],
      ['Обед', '14:00'],
      ['Полдник', '17:00'],
      ['Ужин', '19:30'],
    ]);
    const lunch = today.type_times_food[2].food[0];
    expect(lunch.name).toMatch(/[А-Яа-яЁё]/);
    expect(lunch.photo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(lunch.calory).toBeGreaterThan(100);
    expect(lunch.description.length).toBeGreaterThan(40);
    expect(lunch.cooking_time?.time).toMatch(/мин|ч/);
    expect(today.description).toContain(lunch.name.slice(1));

    // today's totals are the sum of today's dishes, percents total 100
    const dishes = today.type_times_food.flatMap((m) => m.food);
    const kcal = dishes.reduce((s, f) => s + (f.calory ?? 0), 0);
    const nd = d.nutrition_day!;
    expect(nd.calories).toBe(kcal);
    expect(nd.protein).toBeCloseTo(
      dishes.reduce((s, f) => s + (f.protein ?? 0), 0),
      5,
    );
    expect(nd.protein_percent + nd.fat_percent + nd.carbohydrate_percent).toBe(100);
    expect(nd.table_percents.protein).toBeLessThanOrEqual(nd.protein_percent);
    expect(d.info).toMatchObject({ target: 'Похудение', type: 'Классическое' });
    expect(d.info.calories).toBeGreaterThan(1000);

    expect(d.type_id).toBe(typeIds.get('Классическое'));
    expect(d.type_editable).toBe(true);
    expect(d.type_refusal).toBeNull();
    expect(d.dieta_types.map((t) => t.name)).toEqual([
      'Классическое',
      'Вегетарианское',
      'Без лактозы',
    ]);
    expect(d.basket.week_number).toBe(1);
    expect(d.productsByWeeks.map((w) => w.week_number)).toEqual([1, 2, 3, 4, 5]);
    const basket = d.productsByWeeks[0].categories;
    expect(basket.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Овощи и зелень',
        'Мясо и рыба',
        'Молочные продукты',
        'Крупы и хлеб',
      ]),
    );
    expect(d.weeks[0].category_products).toEqual(basket.map((c) => c.name));
    expect(basket.flatMap((c) => c.products.map((p) => p.name))).toContain('Куриное филе');
    expect(d.description).toContain('<p>');
    expect(d.fatsecret_nutrition_day).toBeNull();
    expect(d.is_intensive).toBe(false);
    expect(d.weeks.every((w) => w.days.every((day) => !day.disabled))).toBe(true);
  });

  it('follows the member’s clock: a week later today is in week 2', async () => {
    const member = await newMember();
    await givePack(member, { activatedDaysAgo: 3 });
    await setMemberClock(ctx.app.db, member.id, 7 * DAY);
    expect((await info(member)).dieta!.today).toEqual({ week_number: 2, day_number: 4 });
  });

  it('gives three meals a day for the three-meal eating type', async () => {
    const member = await newMember();
    await givePack(member, { eatingType: 1 });
    const day = (await info(member)).dieta!.weeks[0].days[0];
    expect(day.type_times_food.map((m) => m.title)).toEqual(['Завтрак', 'Обед', 'Ужин']);
  });

  it('shows only the member’s own plan, and never a frozen, elapsed or purchased pack', async () => {
    const anna = await newMember();
    const olga = await newMember();
    await givePack(anna, { type: 'Классическое' });
    await givePack(olga, { type: 'Вегетарианское' });
    const annaPlan = (await info(anna)).dieta!;
    const olgaPlan = (await info(olga)).dieta!;
    expect(annaPlan.info.type).toBe('Классическое');
    expect(olgaPlan.info.type).toBe('Вегетарианское');
    const meat = /кур|индейк|говяд|лосос|треск|тунц|тунец|кревет/i;
    expect([...dishNames(olgaPlan)].filter((n) => meat.test(n))).toEqual([]);
    expect([...dishNames(annaPlan)].some((n) => meat.test(n))).toBe(true);
    // search runs over the caller's plan only
    expect((await search(anna, 'куриц')).json().result.list.length).toBeGreaterThan(0);
    expect((await search(olga, 'куриц')).json().result).toEqual({ list: [] });

    const frozen = await newMember();
    await givePack(frozen, { frozenNow: true });
    expect((await info(frozen)).dieta).toBeNull();
    const elapsed = await newMember();
    await givePack(elapsed, { activatedDaysAgo: 40, expiresInDays: -10 });
    await givePack(elapsed, { activatedDaysAgo: null });
    expect((await info(elapsed)).dieta).toBeNull();
    expect(await homeNutrition(ctx.app.db, elapsed.id, new Date())).toEqual({
      nutrition_day: null,
      dieta: null,
    });
  });

  it('takes the most recently activated of several active courses, a full one before a demo day', async () => {
    const member = await newMember();
    await givePack(member, { type: 'Классическое', activatedDaysAgo: 10 });
    await givePack(member, { type: 'Без лактозы', activatedDaysAgo: 1 });
    const dieta = (await info(member)).dieta!;
    expect(dieta.info.type).toBe('Без лактозы');
    expect(dieta.today).toEqual({ week_number: 1, day_number: 2 });

    // a demo day started later does not hide the bought course's menu
    await givePack(member, { demo: true, type: 'Вегетарианское', activatedDaysAgo: 0 });
    const withDemo = await info(member);
    expect(withDemo.demo_day).toBe(false);
    expect(withDemo.dieta!.info.type).toBe('Без лактозы');
  });

  it('shows eaten against planned for a member with the food-tracking service', async () => {
    const member = await newMember();
    await givePack(member);
    await ctx.app.db.update(users).set({ isFatsecretAuth: true }).where(eq(users.id, member.id));
    const before = (await info(member)).dieta!;
    expect(before.fatsecret_nutrition_day).toMatchObject({
      calories: 0,
      over: { calories: false, protein: false, fat: false, carbohydrate: false },
    });
    const plan = before.nutrition_day!;
    await ctx.app.db.insert(foodTrackingDays).values({
      userId: member.id,
      day: displayDay(new Date()),
      calories: plan.calories + 300,
      protein: plan.protein - 10,
      fat: plan.fat + 5,
      carbohydrate: plan.carbohydrate,
    });
    const eaten = (await info(member)).dieta!.fatsecret_nutrition_day!;
    expect(eaten.plan).toEqual({
      calories: plan.calories,
      protein: plan.protein,
      fat: plan.fat,
      carbohydrate: plan.carbohydrate,
    });
    expect(eaten.calories).toBe(plan.calories + 300);
    expect(eaten.over).toEqual({ calories: true, protein: false, fat: true, carbohydrate: false });
    expect(eaten.protein_percent + eaten.fat_percent + eaten.carbohydrate_percent).toBe(100);
  });

  it('disables the basket, downloads, search and later days on a demo day', async () => {
    const member = await newMember();
    await givePack(member, { demo: true, activatedDaysAgo: 0 });
    const { dieta, demo_day } = await info(member);
    expect(demo_day).toBe(true);
    expect(dieta!.demo_day).toBe(true);
    const enabled = dieta!.weeks.flatMap((w) =>
      w.days.filter((d) => !d.disabled).map((d) => [w.user_week_number, d.day_number]),
    );
    expect(enabled).toEqual([[1, 1]]);
    for (const [method, url] of [
      ['GET', '/api/dieta/search?q=каша'],
      ['POST', '/api/dieta/download_week_receipts/1'],
      ['POST', '/api/dieta/download_week_products/1'],
    ] as const) {
      const res = await call(member, method, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('В демо-дне эта функция недоступна');
    }
  });
});

describe('diet type change (POST /api/dieta/change_type_dieta/{typeId})', () => {
  const change = (member: Member, typeId: number | string) =>
    call(member, 'POST', `/api/dieta/change_type_dieta/${typeId}`);

  it('changes once per course', async () => {
    const member = await newMember();
    await givePack(member);
    const first = await change(member, typeIds.get('Вегетарианское')!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      result: { message: 'Тип питания успешно изменен.' },
      error: null,
    });
    const after = (await info(member)).dieta!;
    expect(after.info.type).toBe('Вегетарианское');
    expect(after.type_id).toBe(typeIds.get('Вегетарианское'));
    expect(after.type_editable).toBe(false);
    expect(after.type_refusal).toBe('Тип питания можно изменить только один раз за курс');

    const second = await change(member, typeIds.get('Без лактозы')!);
    expect({ status: second.statusCode, body: second.json() }).toEqual({
      status: 400,
      body: {
        result: null,
        error: { message: 'Тип питания можно изменить только один раз за курс' },
      },
    });
    expect((await info(member)).dieta!.info.type).toBe('Вегетарианское');
  });

  it('refuses during contest participation, allows after refusing the contest', async () => {
    const member = await newMember();
    const pack = await givePack(member, { target: 'Конкурс «До и после»', contest: true });
    expect((await info(member)).dieta).toMatchObject({
      type_editable: false,
      type_refusal: 'Во время участия в конкурсе тип питания изменить нельзя',
    });
    const res = await change(member, typeIds.get('Вегетарианское')!);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Во время участия в конкурсе тип питания изменить нельзя',
    );
    expect((await info(member)).dieta!.info.type).toBe('Классическое');

    await ctx.app.db
      .update(userPacks)
      .set({ contestRefusedAt: new Date() })
      .where(eq(userPacks.id, pack.id));
    expect((await info(member)).dieta!.type_editable).toBe(true);
    expect((await change(member, typeIds.get('Вегетарианское')!)).statusCode).toBe(200);
  });

  it('refuses a type not offered for the course, the current type and bad ids', async () => {
    const member = await newMember();
    await givePack(member);
    const cases: [number | string, number, string][] = [
      [typeIds.get('Быстрое')!, 400, NUTRITION_MESSAGES.typeNotOffered],
      [99999, 400, 'Этот тип питания недоступен для твоего курса'],
      [typeIds.get('Классическое')!, 400, 'Этот тип питания уже выбран'],
    ];
    for (const [typeId, status, message] of cases) {
      const res = await change(member, typeId);
      expect({ status: res.statusCode, message: res.json().error?.message }).toEqual({
        status,
        message,
      });
    }
    expect((await change(member, 'abc')).statusCode).toBe(400);
    // nothing was used up: a valid change still works
    expect((await change(member, typeIds.get('Без лактозы')!)).statusCode).toBe(200);
  });

  it('offers no change when the goal has a single type', async () => {
    const member = await newMember();
    await givePack(member, { target: 'Поддержание формы', eatingType: 1, cookingType: 0 });
    const dieta = (await info(member)).dieta!;
    expect(dieta.dieta_types.map((t) => t.name)).toEqual(['Классическое']);
    expect(dieta.type_editable).toBe(false);
    expect(dieta.type_refusal).toBe('Для твоего курса нет другого типа питания');
  });
});

describe('recipe search (GET /api/dieta/search)', () => {
  let member: Member;
  let dieta: Dieta;
  beforeAll(async () => {
    member = await newMember();
    await givePack(member, { activatedDaysAgo: 3 });
    dieta = (await info(member)).dieta!;
  });

  it('needs 3 characters', async () => {
    for (const q of ['', 'ов', '  ов  ']) {
      const res = await search(member, q);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Введи не менее 3 символов для поиска');
    }
  });

  it('finds dishes case-insensitively in Cyrillic, ё or е, and says where they are', async () => {
    const upper = (await search(member, 'ОВСЯН')).json().result.list as DietaSearchItem[];
    expect(upper.map((i) => i.name)).toEqual(['Овсяная каша с черникой и мёдом']);
    const withE = (await search(member, 'запеченн')).json().result.list as DietaSearchItem[];
    const withYo = (await search(member, 'Запечённ')).json().result.list as DietaSearchItem[];
    expect(withE.map((i) => i.name)).toEqual(withYo.map((i) => i.name));
    expect(withE.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Запечённая треска с овощами', 'Запечённое яблоко с корицей']),
    );
    for (const item of [...upper, ...withE]) {
      const week = dieta.weeks[item.week_number - 1];
      const day = week.days.find((d) => d.id === item.day_id)!;
      expect(day.day_number).toBe(item.day_number);
      const meal = day.type_times_food.find((m) => m.title === item.meal_title)!;
      expect(meal.food.map((f) => f.id)).toContain(item.id);
      // the next time it is on the menu (from today, week 1 day 4)
      expect((item.week_number - 1) * 7 + item.day_number).toBeGreaterThanOrEqual(4);
    }
    expect((await search(member, 'пицца')).json().result).toEqual({ list: [] });
  });

  it('limits the list to 20, sorted by name', async () => {
    // 25 extra dishes on one day of a plan no other test uses (Быстрое, three meals)
    const db = ctx.app.db;
    const quick = await newMember();
    await givePack(quick, { type: 'Быстрое', eatingType: 1, cookingType: 1 });
    const day = (await info(quick)).dieta!.weeks[0].days[0];
    const [meal] = await db
      .select()
      .from(dietaPlanMeals)
      .where(and(eq(dietaPlanMeals.dayId, day.id), eq(dietaPlanMeals.title, 'Ужин')));
    const extra = await db
      .insert(recipes)
      .values(Array.from({ length: 25 }, (_, i) => ({ name: `Салат тестовый №${25 - i}` })))
      .returning();
    await db
      .insert(dietaPlanMealFoods)
      .values(extra.map((r, i) => ({ mealId: meal.id, recipeId: r.id, sort: 10 + i })));
    const list = (await search(quick, 'ТЕСТОВ')).json().result.list as DietaSearchItem[];
    expect(list).toHaveLength(20);
    const names = extra.map((r) => r.name).sort((a, b) => a.localeCompare(b, 'ru'));
    expect(list.map((i) => i.name)).toEqual(names.slice(0, 20));
    expect(list[0]).toMatchObject({ calory: null, cooking_time: null, meal_title: 'Ужин' });
    // the member of the classic plan does not see them
    expect((await search(member, 'тестов')).json().result).toEqual({ list: [] });
  });
});

describe('week downloads (PDF)', () => {
  let member: Member;
  let dieta: Dieta;
  beforeAll(async () => {
    member = await newMember();
    await givePack(member);
    dieta = (await info(member)).dieta!;
  });

  const fetchPdf = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('renders the week menu with recipes in Cyrillic, and reuses the file', async () => {
    const res = await call(member, 'POST', '/api/dieta/download_week_receipts/1');
    expect(res.statusCode).toBe(200);
    const { url } = res.json().result;
    expect(url).toMatch(/^\/uploads\/dieta\/.+\.pdf$/);
    const pdf = await fetchPdf(url);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1024);
    expect(pdfInfo(pdf)).toMatchObject({
      Title: 'Меню на неделю 1',
      Subject: 'Тип питания: Классическое · 5 приёмов пищи в день',
    });
    const text = pdfText(pdf);
    const day1 = dieta.weeks[0].days[0];
    const breakfast = day1.type_times_food[0].food[0];
    for (const expected of [
      'Меню на неделю 1',
      'День 1',
      'День 7',
      'Завтрак · 08:00',
      'Ужин · 19:30',
      breakfast.name,
      `Время приготовления: ${breakfast.cooking_time!.time}`,
      `КБЖУ: ${breakfast.calory} ккал`,
      breakfast.description.split('\n')[0].slice(0, 30),
    ])
      expect(text).toContain(expected);

    const again = await call(member, 'POST', '/api/dieta/download_week_receipts/1');
    expect(again.json().result.url).toBe(url);
  });

  it('renders the week basket by category', async () => {
    const res = await call(member, 'POST', '/api/dieta/download_week_products/2');
    expect(res.statusCode).toBe(200);
    const pdf = await fetchPdf(res.json().result.url);
    expect(pdfInfo(pdf).Title).toBe('Список продуктов на неделю 2');
    const text = pdfText(pdf);
    for (const category of dieta.productsByWeeks[1].categories) {
      expect(text).toContain(category.name);
      for (const product of category.products) expect(text).toContain(product.name);
    }
  });

  it('refuses weeks outside the course', async () => {
    for (const week of [6, 99]) {
      const res = await call(member, 'POST', `/api/dieta/download_week_products/${week}`);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { result: null, error: { message: 'Такой недели нет в твоём плане питания' } },
      });
    }
    expect((await call(member, 'POST', '/api/dieta/download_week_receipts/0')).statusCode).toBe(
      400,
    );
    expect((await call(member, 'POST', '/api/dieta/download_week_receipts/x')).statusCode).toBe(
      400,
    );
  });
});

describe('home nutrition summary', () => {
  it('is today’s menu totals and the goal', async () => {
    const member = await newMember();
    await givePack(member, { target: 'Набор мышечной массы' });
    const dieta = (await info(member)).dieta!;
    const { table_percents: _table, ...today } = dieta.nutrition_day!;
    expect(await homeNutrition(ctx.app.db, member.id, new Date())).toEqual({
      nutrition_day: today,
      dieta: { target: 'Набор мышечной массы' },
    });
  });

  it('on home follows the course the nutrition page follows (one read of the packs there)', async () => {
    const member = await newMember();
    const home = async () => {
      const res = await call(member, 'GET', '/api/v2/main/index');
      expect(res.statusCode).toBe(200);
      const { nutrition_day, dieta } = res.json().result;
      expect({ nutrition_day, dieta }).toEqual(
        await homeNutrition(ctx.app.db, member.id, new Date()),
      );
      return dieta;
    };
    // none active: frozen now, not activated, expired
    await givePack(member, { target: 'Похудение', frozenNow: true });
    await givePack(member, { target: 'Похудение', activatedDaysAgo: null });
    await givePack(member, { target: 'Похудение', activatedDaysAgo: 40, expiresInDays: -10 });
    expect(await home()).toBeNull();
    // the most recently activated full course, never a demo day started later
    await givePack(member, { target: 'Похудение', activatedDaysAgo: 10 });
    await givePack(member, { target: 'Набор мышечной массы', activatedDaysAgo: 1 });
    await givePack(member, { demo: true, target: 'Похудение', activatedDaysAgo: 0 });
    expect(await home()).toEqual({ target: 'Набор мышечной массы' });
  });
});

// Courses list, home cards, course page and the place change, as a member sees them.
import { Value } from '@sinclair/typebox/value';
import {
  CoursesMainResult,
  CourseWeeksResult,
  MainIndexResult,
  paths,
  trainingPaths,
} from '@club/shared/contract';
import { setup, type TestContext } from '../../test/helpers';
import { ANNA, COURSE, IVAN, member, type Member, multipart } from './test-kit';

let ctx: TestContext;
let anna: Member;
let ivan: Member;
beforeAll(async () => {
  ctx = await setup();
  anna = await member(ctx.app, ANNA);
  ivan = await member(ctx.app, IVAN);
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
type Card = {
  user_pack_id: number;
  status: string;
  course: { course_name: string };
  rest_activated_course_time: number | null;
};

describe('courses list and home', () => {
  it('lists the member own courses by category and block with statuses', async () => {
    const res = await anna.get(trainingPaths.coursesMain);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(Value.Check(CoursesMainResult, result)).toBe(true);
    expect(result.categories.map((c: { name: string }) => c.name)).toEqual([
      'Похудение',
      'Сила и выносливость',
      'Для начинающих',
    ]);
    const cards: Card[] = result.categories.flatMap((c: { blocks: { courses: Card[] }[] }) =>
      c.blocks.flatMap((b) => b.courses),
    );
    const byName = Object.fromEntries(cards.map((c) => [c.course.course_name, c]));
    expect(cards).toHaveLength(8);
    expect(cards.every((c) => Object.values(anna.packs).includes(c.user_pack_id))).toBe(true);
    expect(byName[COURSE.slim]).toMatchObject({
      status: 'ACTIVATED',
      coursesChoice: { name: 'Похудение' },
      rest_activated_course_time: expect.any(Number),
      rest_frost_time: null,
      rest_time_for_activate: null,
      frost: { can_frost: true, message: null },
      contest: false,
    });
    expect(byName[COURSE.back]).toMatchObject({
      status: 'FROSTED',
      rest_frost_time: expect.any(Number),
      frost: { can_frost: false, message: 'Курс уже заморожен' },
    });
    expect(byName[COURSE.functional]).toMatchObject({
      status: 'PURCHASED',
      coursesChoice: null,
      rest_time_for_activate: expect.any(Number),
    });
    expect(byName[COURSE.abs]).toMatchObject({
      status: 'ELAPSED',
      rest_activated_course_time: null,
      shop_link: expect.stringMatching(/^https:\/\//),
    });
    expect(byName[COURSE.marathon]).toMatchObject({
      status: 'ACTIVATED',
      contest: true,
      frost: { can_frost: false, message: 'Курс участвует в конкурсе, заморозка недоступна' },
    });
    // about 20 days left on the slim course
    expect(Math.round(byName[COURSE.slim].rest_activated_course_time! / 86400)).toBe(20);
  });

  it('shows the same cards on home, running courses first', async () => {
    const res = await anna.get(paths.mainIndex);
    expect(res.statusCode).toBe(200);
    const { courses } = res.json().result as { courses: Card[] };
    expect(Value.Check(MainIndexResult, res.json().result)).toBe(true);
    expect(courses.map((c) => c.status)).toEqual([
      'ACTIVATED',
      'ACTIVATED',
      'ACTIVATED',
      'ACTIVATED',
      'FROSTED',
      'PURCHASED',
      'PURCHASED',
      'ELAPSED',
    ]);
    expect(courses.map((c) => c.user_pack_id).sort()).toEqual(Object.values(anna.packs).sort());
  });

  it('moves statuses with the member clock only', async () => {
    const card = async (m: Member, name: string) => {
      const { courses } = (await m.get(paths.mainIndex)).json().result as { courses: Card[] };
      return courses.find((c) => c.course.course_name === name)!;
    };
    await ivan.shiftClock(6 * DAY); // the freeze of "Здоровая спина" ends after 5 days
    expect((await card(ivan, COURSE.back)).status).toBe('ACTIVATED');
    expect((await card(anna, COURSE.back)).status).toBe('FROSTED');
    await ivan.shiftClock(29 * DAY); // the contest purchase window (13 days) and slim (20) passed
    expect((await card(ivan, COURSE.transform)).status).toBe('ELAPSED');
    expect((await card(ivan, COURSE.slim)).status).toBe('ELAPSED');
    expect((await card(ivan, COURSE.functional)).status).toBe('ELAPSED');
    const weeks = await ivan.get(trainingPaths.courseWeeks(ivan.packs[COURSE.slim]));
    expect(weeks.statusCode).toBe(400);
    expect(weeks.json().error.message).toBe('Срок курса истек');
    await ivan.shiftClock(0);
    expect((await card(ivan, COURSE.slim)).status).toBe('ACTIVATED');
  });
});

describe('course page', () => {
  it('shows weeks, days with the member results and the course without its style block', async () => {
    const res = await anna.get(trainingPaths.courseWeeks(anna.packs[COURSE.slim]));
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(Value.Check(CourseWeeksResult, result)).toBe(true);
    expect(result.course.course_name).toBe(COURSE.slim);
    expect(result.course.description.startsWith('<p class="accent">')).toBe(true);
    expect(result.course.description).not.toContain('<style');
    expect(result.place).toEqual({
      current_place: { id: expect.any(Number), title: 'Дома' },
      available_places: [
        { id: expect.any(Number), title: 'Дома' },
        { id: expect.any(Number), title: 'В зале' },
      ],
      can_change: true,
      refusal: null,
    });
    expect(result.target).toBe('Снижение веса и подтянутое тело');
    expect(result.weeks).toHaveLength(4);
    expect(result.weeks[0].name).toBe('Неделя 1');
    const days = result.weeks[0].days;
    expect(days.map((d: { name: string }) => d.name)).toEqual(['День 1', 'День 2', 'День 3']);
    expect(days[0].result).toEqual({ stars: 3, percents: 100 });
    expect(days[1].result.stars).toBe(2);
    expect(days[2].result.stars).toBe(1);
    expect(result.weeks[1].days[0].result).toBeNull();
    expect(result.demo_day).toBe(false);
    expect(result.stars_max).toBe(3);
  });

  it('marks the demo-day course and refuses packs not running', async () => {
    const demo = await anna.get(trainingPaths.courseWeeks(anna.packs[COURSE.demo]));
    expect(demo.json().result.demo_day).toBe(true);
    const purchased = await anna.get(trainingPaths.courseWeeks(anna.packs[COURSE.functional]));
    expect({ status: purchased.statusCode, body: purchased.json() }).toEqual({
      status: 400,
      body: { result: null, error: { message: 'Курс еще не активирован' } },
    });
    const frozen = await anna.get(trainingPaths.courseWeeks(anna.packs[COURSE.back]));
    expect(frozen.json().result.status).toBe('FROSTED');
  });
});

describe('place change', () => {
  const change = (m: Member, pack: number, place: number | string) => {
    const { body, headers } = multipart({ place });
    return m.post(trainingPaths.changePlace(pack), body, headers);
  };
  const page = async (m: Member, pack: number) =>
    (await m.get(trainingPaths.courseWeeks(pack))).json().result;

  it('changes the place once per course', async () => {
    const pack = anna.packs[COURSE.slim];
    const before = await page(anna, pack);
    const gym = before.place.available_places.find((p: { title: string }) => p.title === 'В зале');
    const home = before.place.current_place;

    const same = await change(anna, pack, home.id);
    expect(same.json().error.message).toBe('Это место занятий уже выбрано');

    const ok = await change(anna, pack, gym.id);
    expect({ status: ok.statusCode, body: ok.json() }).toEqual({
      status: 200,
      body: { result: { message: 'Место занятий успешно изменено.' }, error: null },
    });
    const after = await page(anna, pack);
    expect(after.place.current_place).toEqual(gym);
    expect(after.place.can_change).toBe(false);
    // the page says why instead of offering the form again
    expect(after.place.refusal).toBe('Место занятий можно изменить только один раз за курс');

    const again = await change(anna, pack, home.id);
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 400,
      body: {
        result: null,
        error: { message: 'Место занятий можно изменить только один раз за курс' },
      },
    });
    expect((await page(anna, pack)).place.current_place).toEqual(gym);
  });

  it('refuses the contest, a single-place course and a place the course does not offer', async () => {
    const marathon = anna.packs[COURSE.marathon];
    const m = await page(anna, marathon);
    expect(m.place.can_change).toBe(false);
    expect(m.place.refusal).toBe('Курс участвует в конкурсе, смена места занятий недоступна');
    const other = m.place.available_places.find(
      (p: { id: number }) => p.id !== m.place.current_place.id,
    );
    const contest = await change(anna, marathon, other.id);
    expect(contest.statusCode).toBe(400);
    expect(contest.json().error.message).toBe(
      'Курс участвует в конкурсе, смена места занятий недоступна',
    );

    const back = anna.packs[COURSE.back];
    expect((await page(anna, back)).place).toMatchObject({
      can_change: false,
      refusal: 'Для этого курса нет другого места занятий',
    });
    expect((await change(anna, back, other.id)).json().error.message).toBe(
      'Для этого курса нет другого места занятий',
    );

    const strong = anna.packs[COURSE.strong];
    for (const place of [999, 'abc', '']) {
      const res = await change(anna, strong, place);
      expect(res.statusCode).toBe(400);
    }
    expect((await change(anna, strong, 999)).json().error.message).toBe(
      'Выбери место занятий из списка',
    );
    expect((await page(anna, strong)).place.can_change).toBe(true);
  });
});

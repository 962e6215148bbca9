// Layout details (issue 10, point 11): sections start where Home does; on a superset page the
// carousel dots stay off the exercise caption; the report's check mark keeps its size after a long
// superset title. Desktop as Анна, mobile as Иван; the contest course "Марафон «До и после»" is
// used only here (one result posted through the API on its second SUPERSET day).
import { expect, test, type Locator, type Page } from './fixtures';
import { isMobile } from './helpers';
import { packOf, signInMember } from './training-helpers';
import { expectAccessible } from './a11y';

const box = async (l: Locator) => (await l.boundingBox())!;

test('sections start exactly where Home does', async ({ page, request }, info) => {
  await signInMember(page, request, info);
  const titleX = async (path: string, name: string) => {
    await page.goto(path);
    const h1 = page.getByRole('heading', { name, level: 1 });
    await expect(h1).toBeVisible();
    return Math.round((await box(h1)).x);
  };
  const home = await titleX('/', 'Главная');
  expect(await titleX('/courses/', 'Курсы')).toBe(home);
  expect(await titleX('/faq/', 'FAQ')).toBe(home);
  expect(await titleX('/nutrition/', 'Питание')).toBe(home);
});

interface Day {
  id: number;
}

async function supersetDays(page: Page, token: string, userPackId: number) {
  const headers = { 'X-AUTH-TOKEN': token };
  const weeks = await page.request.get(`/api/courses/weeks/${userPackId}`, { headers });
  const days = ((await weeks.json()).result.weeks as { days: Day[] }[]).flatMap((w) => w.days);
  const found: {
    id: number;
    sets: {
      set_id: number;
      count: number | null;
      weight: number | null;
      duration: number | null;
      max: boolean;
    }[];
  }[] = [];
  for (const day of days) {
    const res = await page.request.get(
      `/api/courses/drill_day/${day.id}?user_pack_id=${userPackId}`,
      { headers },
    );
    const w = (await res.json()).result;
    if (w?.type !== 'SUPERSET') continue;
    const drills = w.drills as {
      sets: never[];
      supersets: { laps: { drills: never[] }[] } | null;
    }[];
    found.push({
      id: day.id,
      sets: drills.flatMap((d) =>
        d.supersets ? d.supersets.laps.flatMap((l) => l.drills) : d.sets,
      ),
    });
  }
  return found;
}

test('a superset page: dots off the caption; its report: the check mark keeps its size', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, 'Марафон «До и после»');
  const [first, second] = await supersetDays(page, token, pack.user_pack_id);

  await page.goto(`/workout/${pack.user_pack_id}/${first.id}`);
  await page.getByRole('button', { name: 'Начать тренировку' }).click();
  // past the warm-ups to the first superset
  const superset = page.getByRole('region', { name: 'Приседания с гантелями + Отжимания от пола' });
  for (let i = 0; i < 5 && !(await superset.isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
  }
  await expect(superset).toBeVisible();
  const dot = superset.getByRole('button', { name: 'Приседания с гантелями', exact: true });
  const caption = superset.locator('span[aria-hidden="true"]', {
    hasText: 'Приседания с гантелями',
  });
  await expect(dot).toBeVisible();
  await expect(caption.first()).toBeVisible();
  await expectAccessible(page, 'суперсет');
  const d = await box(dot);
  const c = await box(caption.first());
  const apart = d.y >= c.y + c.height || d.y + d.height <= c.y;
  expect(apart, `dots ${JSON.stringify(d)} off the caption ${JSON.stringify(c)}`).toBe(true);

  // a report with completed supersets (posted as if done on another device)
  const url = `/api/courses/drill_day/${second.id}?user_pack_id=${pack.user_pack_id}`;
  const post = await request.post(url, {
    headers: { 'X-AUTH-TOKEN': token },
    data: {
      attempt_id: `layout-${pack.user_pack_id}-${second.id}`,
      time: 1200,
      results: second.sets.map((s) => ({
        set_id: s.set_id,
        count: s.max ? 15 : s.count,
        weight: s.weight,
        duration: s.duration,
      })),
    },
  });
  expect(post.ok()).toBeTruthy();
  if (isMobile(info)) await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/workout/report/${pack.user_pack_id}/${second.id}`);
  const marks = page.getByRole('heading', { level: 3 }).getByRole('img', { name: 'Выполнено' });
  await expect(marks.first()).toBeVisible();
  await expectAccessible(page, 'отчет суперсета');
  for (const mark of await marks.all()) {
    const m = await box(mark);
    expect(Math.round(m.width)).toBe(20);
    expect(Math.round(m.height)).toBe(20);
  }
});

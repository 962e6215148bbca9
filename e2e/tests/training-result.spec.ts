// A finished workout is never lost (issue 10, points 1 and 2): a done day's info page says so and
// repeats only after a confirmation; a repeat never lowers the day; a frozen course says so before
// the start; a course frozen mid-workout (another device) keeps the ticked sets on the device.
// Desktop acts as Анна, mobile as Иван (training-helpers), each on packs no other spec changes:
// the SUPERSET day of "Сильное тело" (training-workout only does its LAP day), "Здоровая спина"
// (frozen, left frozen) and "Пробная неделя" (frozen and unfrozen here).
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { dayOfType, packOf, signInMember } from './training-helpers';
import { expectAccessible } from './a11y';

const STRONG = 'Сильное тело: 4 недели';
const FROZEN = 'Здоровая спина';
const DEMO_COURSE = 'Пробная неделя';
const FROZEN_REFUSAL = 'Курс заморожен: результаты тренировок не принимаются до разморозки';

interface PlannedSet {
  set_id: number;
  count: number | null;
  weight: number | null;
  duration: number | null;
  max: boolean;
}
interface Drill {
  is_warmup: boolean;
  sets: PlannedSet[];
  supersets: { laps: { drills: PlannedSet[] }[] } | null;
}

/** Posts a full result of a day through the API (as if finished earlier on another device). */
async function finishThroughApi(
  request: APIRequestContext,
  token: string,
  userPackId: number,
  dayId: number,
) {
  const headers = { 'X-AUTH-TOKEN': token };
  const url = `/api/courses/drill_day/${dayId}?user_pack_id=${userPackId}`;
  const workout = (await (await request.get(url, { headers })).json()).result as {
    drills: Drill[];
    lapsDrills: Record<string, Drill[]> | null;
  };
  const drills = [...workout.drills, ...Object.values(workout.lapsDrills ?? {}).flat()];
  const sets = drills.flatMap((d) =>
    d.supersets ? d.supersets.laps.flatMap((l) => l.drills) : d.sets,
  );
  const res = await request.post(url, {
    headers,
    data: {
      attempt_id: `e2e-full-${userPackId}-${dayId}`,
      time: 1500,
      results: sets.map((s) => ({
        set_id: s.set_id,
        count: s.max ? 15 : s.count,
        duration: s.duration,
        weight: s.weight,
      })),
    },
  });
  expect(res.ok()).toBeTruthy();
  expect((await res.json()).result.percent).toBe(100);
}

const mainButton = (page: Page) =>
  page.getByRole('button', { name: /^(Далее|Завершить круг|Завершить тренировку)$/ });

/** Goes through the drill pages with "Далее" up to the one that finishes the workout. */
async function toLastPage(page: Page) {
  const drill = page.locator('main section[aria-label]').first();
  for (let i = 0; i < 30; i += 1) {
    await expect(mainButton(page)).toBeVisible();
    if ((await mainButton(page).textContent())?.trim() === 'Завершить тренировку') return;
    const name = (await drill.getAttribute('aria-label')) ?? '';
    await mainButton(page).click();
    await expect(drill).not.toHaveAttribute('aria-label', name);
  }
  throw new Error('no last page');
}

test('a finished day says so, repeats only after a confirmation and never loses its result', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, STRONG);
  const dayId = await dayOfType(request, token, pack.user_pack_id, 'SUPERSET');
  await finishThroughApi(request, token, pack.user_pack_id, dayId);
  const workoutUrl = `/workout/${pack.user_pack_id}/${dayId}`;

  // the info page of a done day: done, its result and the way to the report; no plain start
  await page.goto(workoutUrl);
  const done = page.getByRole('region', { name: 'Тренировка пройдена' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('100%');
  await expect(done.getByRole('link', { name: 'Отчет по тренировке' })).toHaveAttribute(
    'href',
    `/workout/report/${pack.user_pack_id}/${dayId}`,
  );
  await expect(page.getByRole('button', { name: 'Начать тренировку' })).toHaveCount(0);

  // repeating asks first; "Отмена" stays on the info page
  await page.getByRole('button', { name: 'Повторить тренировку' }).click();
  const ask = page.getByRole('dialog', { name: 'Повторить тренировку?' });
  await expect(ask).toContainText('лучший результат сохранится');
  await ask.getByRole('button', { name: 'Отмена' }).click();
  await expect(ask).toHaveCount(0);
  await expect(done).toBeVisible();
  await page.getByRole('button', { name: 'Повторить тренировку' }).click();
  await page
    .getByRole('dialog', { name: 'Повторить тренировку?' })
    .getByRole('button', { name: 'Повторить' })
    .click();

  // nothing ticked: "Завершить тренировку" asks; "Вернуться к тренировке" stays
  await toLastPage(page);
  await mainButton(page).click();
  const empty = page.getByRole('dialog', { name: 'Ни один подход не отмечен' });
  await expect(empty).toContainText('сохраненный результат дня не изменится');
  await empty.getByRole('button', { name: 'Вернуться к тренировке' }).click();
  await expect(empty).toHaveCount(0);
  await expect(mainButton(page)).toHaveText('Завершить тренировку');
  await mainButton(page).click();
  await page
    .getByRole('dialog', { name: 'Ни один подход не отмечен' })
    .getByRole('button', { name: 'Завершить' })
    .click();

  // the attempt's 0 % is shown, and that the day keeps its best
  await expect(page.getByText('Успеха', { exact: true })).toBeVisible();
  await expect(page.getByText('Лучший результат этого дня сохранен: 100%')).toBeVisible();
  await page.getByRole('link', { name: 'Отчет по тренировке' }).click();
  await expect(page.getByRole('heading', { name: 'Отчет по тренировке' })).toBeVisible();
  await expectAccessible(page, 'отчет по тренировке');
  await expect(page.getByText('100%')).toBeVisible();

  // Back from the report: the info page of the done day again, not a plain "Начать тренировку"
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${workoutUrl}$`));
  await expect(page.getByRole('region', { name: 'Тренировка пройдена' })).toContainText('100%');
  await expect(page.getByRole('button', { name: 'Начать тренировку' })).toHaveCount(0);

  // the course page still shows the day done with all its stars
  await page.goto(`/course/${pack.user_pack_id}`);
  const day = page.getByRole('listitem').filter({ has: page.getByText('День 3', { exact: true }) });
  await expect(day.getByRole('link', { name: 'Отчет' })).toBeVisible();
  await expect(day.getByRole('img', { name: 'Звезд: 3 из 3' })).toBeVisible();
});

test('a frozen course says so before the workout and offers to unfreeze', async ({
  page,
  request,
}, info) => {
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, FROZEN);
  expect(pack.status).toBe('FROSTED');

  await page.goto(`/course/${pack.user_pack_id}`);
  await expect(page.getByText(/Курс заморожен/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Разморозить курс' })).toBeVisible();
  await page.getByRole('link', { name: 'Пройти' }).first().click();

  await expect(page).toHaveURL(new RegExp(`/workout/${pack.user_pack_id}/\\d+$`));
  const frozen = page.getByRole('region', { name: 'Курс заморожен' });
  await expect(frozen).toContainText('после разморозки');
  await expect(page.getByRole('button', { name: 'Начать тренировку' })).toHaveCount(0);
  // the way to unfreeze early: its confirmation (answered "Отмена": the course stays frozen)
  await frozen.getByRole('button', { name: 'Разморозить курс' }).click();
  const ask = page.getByRole('dialog', { name: 'Разморозить курс?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Отмена' }).click();
  await expect(frozen).toBeVisible();
});

test('a course frozen mid-workout keeps the ticked sets on the device until it is unfrozen', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, DEMO_COURSE);
  expect(pack.status).toBe('ACTIVATED');
  const dayId = await dayOfType(request, token, pack.user_pack_id, 'GENERAL');

  await page.goto(`/workout/${pack.user_pack_id}/${dayId}`);
  await page.getByRole('button', { name: 'Начать тренировку' }).click();
  const first = page.getByRole('checkbox', { name: 'Подход 1' });
  await first.click();
  await expect(first).toHaveAttribute('aria-checked', 'true');
  await toLastPage(page);
  await page.getByRole('checkbox', { name: 'Подход 1' }).click();

  // another device freezes the course
  const frost = await request.post('/api/main/profile/frost', {
    headers: { 'X-AUTH-TOKEN': token },
    multipart: { user_pack_id: String(pack.user_pack_id), days: '1' },
  });
  expect(frost.ok()).toBeTruthy();

  // each refused finish says what happens to the sets; nothing stacks
  for (let i = 0; i < 2; i += 1) {
    await mainButton(page).click();
    const refused = page.getByRole('dialog', { name: 'Курс заморожен' });
    await expect(refused).toContainText('Отмеченные подходы сохранены на этом устройстве');
    await refused.getByRole('button', { name: 'Позже' }).click();
    await expect(refused).toHaveCount(0);
  }
  await expect(page.getByRole('status').filter({ hasText: FROZEN_REFUSAL })).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'сохранены на этом устройстве' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Подход 1' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // a reload keeps them too
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Подход 1' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // unfreeze from the refusal, then the same finish is saved
  await mainButton(page).click();
  await page
    .getByRole('dialog', { name: 'Курс заморожен' })
    .getByRole('button', { name: 'Разморозить курс' })
    .click();
  await page
    .getByRole('dialog', { name: 'Разморозить курс?' })
    .getByRole('button', { name: 'Разморозить' })
    .click();
  await expect(page.getByText(`${DEMO_COURSE} успешно разморожен`)).toBeVisible();
  await mainButton(page).click();
  await expect(page.getByText('Успеха', { exact: true })).toBeVisible();
  const percent = Number(
    (await page
      .getByText(/^\d+%$/)
      .first()
      .textContent())!.replace('%', ''),
  );
  expect(percent).toBeGreaterThan(0);
});

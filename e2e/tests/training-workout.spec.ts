import { expect, test, type Page } from './fixtures';
import { dayOfType, packOf, signInMember } from './training-helpers';
import { expectAccessible } from './a11y';

const COURSE = 'Сильное тело: 4 недели';

const next = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

test('a LAP workout with the rest screen, resumed after a reload, to its report', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, COURSE);
  const dayId = await dayOfType(request, token, pack.user_pack_id, 'LAP');

  await page.goto(`/workout/${pack.user_pack_id}/${dayId}`);
  await expect(page.getByText('Сегодня тебя ждет')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Круговая тренировка' })).toBeVisible();
  await expectAccessible(page, 'тренировка: начало');
  await expect(page.getByText('Количество кругов')).toBeVisible();
  await expect(page.getByText('Упражнений в круге')).toBeVisible();
  await next(page, 'Начать тренировку');

  // the warm-up is not counted
  await page.getByRole('checkbox', { name: 'Подход 1' }).click();
  await next(page, 'Далее');
  await expect(page.getByText('1 из 12')).toBeVisible();

  for (let lap = 1; lap <= 3; lap += 1) {
    await expect(page.getByText(`Круг ${lap} из 3`)).toBeVisible();
    for (let i = 1; i <= 4; i += 1) {
      const n = (lap - 1) * 4 + i;
      await expect(page.getByText(`${n} из 12`)).toBeVisible();
      const tick = page.getByRole('checkbox', { name: 'Подход 1' });
      await tick.click();
      await expect(tick).toHaveAttribute('aria-checked', 'true');
      if (lap === 1 && i === 2) {
        // a reload in the middle resumes on the same page with the same ticks
        await page.reload();
        await expect(page.getByText('2 из 12')).toBeVisible();
        await expect(page.getByRole('checkbox', { name: 'Подход 1' })).toHaveAttribute(
          'aria-checked',
          'true',
        );
      }
      if (i < 4) await next(page, 'Далее');
    }
    if (lap < 3) {
      await next(page, 'Завершить круг');
      await expect(page.getByText('Круг завершен')).toBeVisible();
      await expect(page.getByText('Отдых', { exact: true })).toBeVisible();
      await expect(page.getByText('01:00')).toBeVisible();
      await expect(page.getByText('00:59')).toBeVisible();
      await page.getByRole('button', { name: 'Продолжить без отдыха' }).click();
    }
  }

  await next(page, 'Завершить тренировку');
  await expect(page.getByText('Успеха', { exact: true })).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await expect(page.getByText('Упражнений', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Отчет по тренировке' }).click();

  await expect(page).toHaveURL(new RegExp(`/workout/report/${pack.user_pack_id}/${dayId}$`));
  await expect(page.getByRole('heading', { name: 'Отчет по тренировке' })).toBeVisible();
  await expectAccessible(page, 'отчет по тренировке (круги)');
  for (const lap of [1, 2, 3]) {
    await expect(page.getByRole('heading', { name: `Круг ${lap}`, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Количество повторений').first()).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${pack.user_pack_id}$`));
  await expect(page.getByRole('link', { name: 'Отчет' }).first()).toBeVisible();
});

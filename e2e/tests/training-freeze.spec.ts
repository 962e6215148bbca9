import { expect, test } from './fixtures';
import { isMobile } from './helpers';
import { courseCard, packOf, pickOnWheel, signInMember } from './training-helpers';
import { expectAccessible } from './a11y';

const COURSE = 'Стройность за 30 дней';
const CARD = `${COURSE} : Похудение`;

test('freeze a course for some days, then unfreeze it early', async ({ page, request }, info) => {
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, COURSE);
  expect(pack.status).toBe('ACTIVATED');

  await page.goto('/courses/');
  const card = courseCard(page, CARD);
  await card.getByRole('button', { name: 'Заморозить' }).click();

  // desktop: a modal over the list; mobile: the freeze page
  const form = isMobile(info)
    ? page.locator('main')
    : page.getByRole('dialog', { name: 'Заморозить' });
  if (isMobile(info)) {
    await expect(page).toHaveURL(new RegExp(`/course/froze/${pack.user_pack_id}$`));
    await expect(page.getByRole('heading', { name: 'Заморозка курса' })).toBeVisible();
    await expectAccessible(page, 'заморозка курса');
  }
  await form.getByRole('button', { name: 'Заморозить' }).click();
  await expect(form.getByText('Необходимо выбрать количество дней для заморозки')).toBeVisible();

  await form.getByRole('button', { name: 'Выбери кол-во дней' }).click();
  await pickOnWheel(page, 'Выбери кол-во дней', '3 дня');
  await expect(form.getByRole('button', { name: '3 дня' })).toBeVisible();
  await form.getByRole('button', { name: 'Заморозить' }).click();

  await expect(page.getByText(`${COURSE} успешно заморожен`)).toBeVisible();
  await expect(page).toHaveURL(/\/courses\/$/);
  const frozen = courseCard(page, CARD);
  await expect(frozen).toHaveAttribute('data-status', 'FROSTED');
  await expect(frozen.getByText('3 дня')).toBeVisible();

  // unfreeze: a confirmation first
  await frozen.getByRole('button', { name: 'Разморозить' }).click();
  const ask = page.getByRole('dialog', { name: 'Разморозить курс?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Разморозить' }).click();
  await expect(page.getByText(`${COURSE} успешно разморожен`)).toBeVisible();
  const back = courseCard(page, CARD);
  await expect(back).toHaveAttribute('data-status', 'ACTIVATED');
  // a freeze started today: the next one waits a day
  await expect(back.getByRole('button', { name: 'Заморозить' })).toBeDisabled();
});

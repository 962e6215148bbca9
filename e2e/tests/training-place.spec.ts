// The one-time change of the training place (issue 10, point 3): once used, or on a contest
// course, /change_place/{id} offers no form, says why and leads back; a refused save always says
// why. Desktop acts as Анна, mobile as Иван, each on "Сильное тело" (no other spec changes its
// place) and the contest course "Марафон «До и после»" (only read).
import { expect, test } from './fixtures';
import { packOf, signInMember } from './training-helpers';
import { expectAccessible } from './a11y';

const STRONG = 'Сильное тело: 4 недели';
const CONTEST = 'Марафон «До и после»';
const ONCE = 'Место занятий можно изменить только один раз за курс';

interface Place {
  id: number;
  title: string;
}

test('the place changes once; a refused save says why; then the page says it instead of a form', async ({
  page,
  request,
}, info) => {
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, STRONG);
  const headers = { 'X-AUTH-TOKEN': token };
  const weeks = await request.get(`/api/courses/weeks/${pack.user_pack_id}`, { headers });
  const { place } = (await weeks.json()).result as {
    place: { current_place: Place; available_places: Place[]; can_change: boolean };
  };
  expect(place.can_change).toBe(true);
  const other = place.available_places.find((p) => p.id !== place.current_place.id)!;

  // the form is open here while another device uses the one change
  await page.goto(`/change_place/${pack.user_pack_id}`);
  await page.getByRole('checkbox', { name: other.title }).check();
  const changed = await request.post(`/api/courses/change/${pack.user_pack_id}`, {
    headers,
    multipart: { place: String(other.id) },
  });
  expect(changed.ok()).toBeTruthy();

  // "Сохранить" here is refused: never silently
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: ONCE })).toBeVisible();
  await expectAccessible(page, 'смена места: отказ');
  await expect(page).toHaveURL(new RegExp(`/change_place/${pack.user_pack_id}$`));

  // no form any more: the reason, the place, the way back
  await expect(page.getByText('Изменить место занятий нельзя')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);

  await page.goto(`/change_place/${pack.user_pack_id}`);
  await expect(page.getByRole('note')).toContainText(ONCE);
  await expect(page.getByRole('note')).toContainText(`Место занятий: ${other.title}`);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Вернуться к курсу' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${pack.user_pack_id}$`));
  await expect(page.getByRole('link', { name: 'Изменить' })).toHaveCount(0);
});

test('a contest course offers no place change form', async ({ page, request }, info) => {
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, CONTEST);
  await page.goto(`/change_place/${pack.user_pack_id}`);
  await expect(page.getByRole('note')).toContainText(
    'Курс участвует в конкурсе, смена места занятий недоступна',
  );
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Вернуться к курсу' })).toBeVisible();
  await expectAccessible(page, 'смена места: конкурсный курс');
});

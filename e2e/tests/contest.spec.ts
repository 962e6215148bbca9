// The before/after contest (spec part 2 §2.6, §4): the page, rules and prizes, a before report sent
// with the form's rules, the after report closed until the club approves the before one (approved
// here through the tester call, never by writing to the database): the member is told in the app
// (the bell, live) and the open page follows without a reload. The page, rules and prizes: desktop
// as Анна (modals), mobile as Елена (pages); the report and its decision: Светлана (demo11) and
// Наталья (demo12), seeded for it; Иван (Dynamics and Chats off) reaches the contest from his
// contest course's card and opens its photos.
import { expect, test, type Page } from './fixtures';
import { DEMO2, isMobile, signIn } from './helpers';
import {
  choosePhotos,
  contestDecisionMember,
  expectPhotosLoaded,
  progressMember,
  typeInto,
} from './community-helpers';
import { approveContestReports, clearContestReports } from './tester-console';
import { expectAccessible } from './a11y';

// Long flows with photo uploads: more time than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

const reportRow = (page: Page, title: string) => page.getByRole('group', { name: title });

async function openContest(page: Page) {
  await page.goto('/competition/');
  await expect(page.getByRole('heading', { name: 'Конкурс', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
}

test('the contest page, its rules and prizes, and the refusal question', async ({
  page,
  request,
}, info) => {
  const mobile = isMobile(info);
  await signIn(page, request, progressMember(info));
  await openContest(page);
  await expect(page.getByText('Номинация:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Призы' })).toBeVisible();

  await page.getByRole('button', { name: 'Правила конкурса' }).click();
  if (mobile) {
    await expect(page).toHaveURL(/\/competition\/rules$/);
    await expect(page.getByRole('heading', { name: 'Правила участия в конкурсе' })).toBeVisible();
    await expectAccessible(page, 'конкурс: правила');
    await expect(page.getByText('Требования к фото')).toBeVisible();
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/competition\/$/);
  } else {
    const rules = page.getByRole('dialog', { name: 'Правила участия в конкурсе' });
    await expect(rules.getByText('Требования к фото')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rules).toBeHidden();
  }

  await page.getByRole('button', { name: 'Призы' }).click();
  if (mobile) {
    await expect(page).toHaveURL(/\/competition\/prize$/);
    await expect(page.getByRole('heading', { name: 'Конкурс', level: 1 })).toBeVisible();
    await expectAccessible(page, 'конкурс');
    await expect(page.getByText('1 место')).toBeVisible();
    await page.getByRole('button', { name: 'Назад' }).click();
  } else {
    const prizes = page.getByRole('dialog', { name: 'Призы' });
    await expect(prizes.getByText('1 место')).toBeVisible();
    await prizes.getByRole('button', { name: 'Закрыть' }).click();
  }

  // refusing asks first; "Отмена" keeps everything
  await page.getByRole('button', { name: 'Отказаться от участия' }).click();
  const ask = page.getByRole('dialog', { name: 'Отказаться от участия' });
  await expect(ask.getByText('Вернуть конкурсное участие назад будет невозможно!')).toBeVisible();
  await ask.getByRole('button', { name: 'Отмена' }).click();
  await expect(page).toHaveURL(/\/competition\/$/);
  await expect(page.getByRole('heading', { name: 'Конкурс', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
});

test('send a before report; the after report opens once the before one is approved', async ({
  page,
  request,
}, info) => {
  const mobile = isMobile(info);
  const token = await signIn(page, request, contestDecisionMember(info));
  await clearContestReports(request, token);
  await openContest(page);

  await expect(
    page.getByText('Перед добавлением конкурсного отчёта внимательно изучи правила конкурса!'),
  ).toBeVisible();
  await expect(page.getByText('Ты ещё не добавила отчёт "До".', { exact: false })).toBeVisible();
  await expect(
    reportRow(page, 'Отчёт "После"').getByRole('button', { name: 'Добавить' }),
  ).toBeDisabled();

  // ---------- the form ----------
  await reportRow(page, 'Отчёт "До"').getByRole('button', { name: 'Добавить' }).click();
  const form = mobile ? page.locator('main') : page.getByRole('dialog', { name: 'Создать отчет' });
  if (mobile) await expect(page).toHaveURL(/\/competition\/report\/create_before$/);
  await expect(form.getByRole('heading', { name: 'Создать отчет' })).toBeVisible();
  await expect(form.getByText('формат png/jpg, макс. размер 5 МБ')).toBeVisible();
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('Необходимо загрузить 3 фотографии')).toBeVisible();
  await expect(form.getByText('Поле не может быть пустым')).toHaveCount(4);

  // the contest form puts the point in from 30: 21..29 wait for a third digit
  await expect(await typeInto(page, 'Твой вес, кг', '25')).toHaveValue('25');
  await expect(await typeInto(page, 'Твой вес, кг', '625')).toHaveValue('62.5');
  await typeInto(page, 'Обхват груди, см', '905');
  await typeInto(page, 'Обхват талии, см', '1505');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('Необходимо загрузить 3 фотографии')).toBeVisible();
  await expect(form.getByText('Поле не может быть пустым')).toHaveCount(1);
  await typeInto(page, 'Обхват талии, см', '685');
  await typeInto(page, 'Обхват бёдер, см', '965');

  await choosePhotos(page);
  await expectPhotosLoaded(page, 3);
  // a chosen photo can be replaced or removed
  await form.getByRole('button', { name: 'Вид сзади: изменить фото' }).click();
  const change = page.getByRole('dialog', { name: 'Изменить фото' });
  await expect(change.getByRole('button', { name: 'Заменить фото' })).toBeVisible();
  await change.getByRole('button', { name: 'Удалить фото' }).click();
  await expect(form.getByRole('button', { name: 'Вид сзади: добавить фото' })).toBeVisible();
  await choosePhotos(page);

  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Отчет успешно отправлен')).toBeVisible();
  if (mobile) await expect(page).toHaveURL(/\/competition\/$/);
  else await expect(form).toBeHidden();

  // ---------- sent: on review ----------
  const before = reportRow(page, 'Отчёт "До"');
  await expect(before.getByRole('button', { name: 'Просмотреть' })).toBeVisible();
  await expect(before).toContainText('62.5');
  const alert = page.getByRole('status', { name: 'Отчёт "До"' });
  await expect(alert).toContainText('отправлен на проверку');
  await expect(alert.getByRole('button', { name: 'Закрыть уведомление' })).toHaveCount(0);
  await expect(
    reportRow(page, 'Отчёт "После"').getByRole('button', { name: 'Добавить' }),
  ).toBeDisabled();
  // the contest report is in the dynamics list too, without edit and delete (desktop only: the
  // phone layout has no Dynamics link on its first screen, the list is the same)
  if (!mobile) {
    await page.goto('/dynamics/');
    const contestRow = page.getByRole('row').filter({ hasText: 'Конкурс' });
    await expect(contestRow).toHaveCount(1);
    await expect(contestRow.getByRole('button', { name: /^Удалить/ })).toHaveCount(0);
    await expect(contestRow.getByRole('button', { name: /^Изменить/ })).toHaveCount(0);
    await openContest(page);
  }

  // ---------- viewing it ----------
  await before.getByRole('button', { name: 'Просмотреть' }).click();
  const viewer = mobile ? page.locator('main') : page.getByRole('dialog', { name: 'Отчеты' });
  if (mobile) await expect(page).toHaveURL(/\/competition\/report\/show_before$/);
  await expect(viewer.getByText('Твои данные')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Отчет "После"' })).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Следующий отчет' })).toBeDisabled();
  await expectPhotosLoaded(page, 3);
  await viewer.getByRole('button', { name: 'Вид сбоку: открыть фото' }).click();
  const full = page.getByRole('dialog', { name: 'Вид сбоку' });
  await expect(full.getByRole('img', { name: 'фото отчета' })).toBeVisible();
  await full.getByRole('button', { name: 'Закрыть' }).click();
  if (mobile) {
    // a contest photo closes back in history
    await expect(page).toHaveURL(/\/competition\/report\/show_before$/);
    await page.goto('/competition/');
  } else {
    // the viewer's own 'Закрыть' (beside the dialog's × of the same name)
    await viewer.getByText('Закрыть', { exact: true }).click();
    await expect(viewer).toBeHidden();
  }

  // ---------- approved by the club: told live, the open page follows, the after report opens ----------
  const bell = page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });
  const unread = async () =>
    Number((await bell.getAttribute('aria-label'))?.match(/новых (\d+)/)?.[1] ?? 0);
  const unreadBefore = await unread();
  // a mark on this document: a reload would drop it
  await page.evaluate(() => Object.assign(window, { __contestPageKept: true }));
  await approveContestReports(request, token);
  await expect(bell).toHaveAccessibleName(`Уведомления: новых ${unreadBefore + 1}`);
  const approved = page.getByRole('status', { name: 'Отчёт "До"' });
  await expect(approved).toContainText('принят');
  const after = reportRow(page, 'Отчёт "После"').getByRole('button', { name: 'Добавить' });
  await expect(after).toBeEnabled();
  expect(await page.evaluate(() => '__contestPageKept' in window)).toBe(true);
  await expectAccessible(page, 'конкурс: отчёт "До" принят');

  // the notification is in the bell's dropdown and leads to the contest
  await page.goto('/');
  await expect(bell).toHaveAccessibleName(`Уведомления: новых ${unreadBefore + 1}`);
  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Уведомления' });
  const notice = dropdown.getByText('Отчёт "До" принят! Теперь можно добавить отчёт "После".');
  await expect(notice).toBeVisible();
  await expectAccessible(page, 'уведомления: решение по конкурсному отчёту');
  await notice.click();
  await expect(page).toHaveURL(/\/competition\/$/);
  await expect(approved).toContainText('принят');
  await expect(after).toBeEnabled();
  await after.click();
  if (mobile) await expect(page).toHaveURL(/\/competition\/report\/create_after$/);
  await expect(page.getByRole('heading', { name: 'Создать отчет' })).toBeVisible();
  if (mobile) await page.goto('/competition/');
  else await page.keyboard.press('Escape');

  // an approved alert can be closed, and stays closed
  await approved.getByRole('button', { name: 'Закрыть уведомление' }).click();
  await expect(approved).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Конкурс', level: 1 })).toBeVisible();
  await expect(reportRow(page, 'Отчёт "До"')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Отчёт "До"' })).toHaveCount(0);
});

test('a member with Dynamics off reaches the contest from the course card and opens its photos', async ({
  page,
  request,
}, info) => {
  const mobile = isMobile(info);
  await signIn(page, request, DEMO2);
  await page.goto('/courses/');
  await expect(page.getByRole('heading', { name: 'Курсы', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: /^Марафон «До и после»/ });
  const trophy = card.getByRole('link', { name: 'Перейти к конкурсу' });
  await expect(trophy).toBeVisible();
  await trophy.click();
  await expect(page).toHaveURL(/\/competition\/$/);
  await expect(page.getByRole('heading', { name: 'Конкурс', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(page, 'конкурс (Иван, динамика отключена)');

  // his before report and its photos
  const before = reportRow(page, 'Отчёт "До"');
  await expect(before).toContainText('86.4');
  await before.getByRole('button', { name: 'Просмотреть' }).click();
  const viewer = mobile ? page.locator('main') : page.getByRole('dialog', { name: 'Отчеты' });
  if (mobile) await expect(page).toHaveURL(/\/competition\/report\/show_before$/);
  await expectPhotosLoaded(page, 3);
  await viewer.getByRole('button', { name: 'Вид спереди: открыть фото' }).click();
  // on a phone the photo is the report-image route: a contest photo is CONTEST's, not DYNAMICS'
  if (mobile) await expect(page).toHaveURL(/\/report_image\/contest\/front$/);
  const full = page.getByRole('dialog', { name: 'Вид спереди' });
  const photo = full.getByRole('img', { name: 'фото отчета' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(page, 'конкурс: фото отчёта (Иван)');
  await full.getByRole('button', { name: 'Закрыть' }).click();
  if (mobile) await expect(page).toHaveURL(/\/competition\/report\/show_before$/);
  else await expect(full).toBeHidden();
});

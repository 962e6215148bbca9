// The staff app (issue 28), in both layouts:
// - a staff account signs in on the sign-in page (the light build) and lands on /staff/, with its
//   own header and only the sections its permissions open; signing out and in again through the
//   app's own form lands there too;
// - a member never reaches /staff/ (sent to /), and the staff API refuses a member's token;
// - an admin reassigns a member's coach: the card's history and the audit log show it (desktop
//   hands over Алина Кравцова (demo15), mobile Роман Зайцев (demo16): nobody else's members);
// - every staff page passes axe (serious and critical nodes fail), the phone's menu open too.
import { expect, test, type Page, type TestInfo } from './fixtures';
import { expectAccessible } from './a11y';
import { DEMO, DEMO2, isMobile } from './helpers';

const ADMIN = { email: 'admin@club.local', password: 'admin12345', name: 'Наталья Белова' };
const STAFF_PASSWORD = 'staff12345';
const COACH = { email: 'coach@club.local', name: 'Алексей Морозов', position: 'Тренер' };
const PSYCHOLOGIST = {
  email: 'psychologist@club.local',
  name: 'Ольга Лебедева',
  position: 'Психолог',
};
const REASSIGNED = {
  desktop: { name: 'Алина Кравцова', email: 'demo15@club.local' },
  mobile: { name: 'Роман Зайцев', email: 'demo16@club.local' },
};
const COACHES = ['Алексей Морозов', 'Игорь Васильев'];
const LOGIN_TITLE = 'Введи данные, которые пришли тебе в письме на почту';

async function signInWithForm(page: Page, email: string, password: string) {
  await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The staff app's sections (behind «Меню» on a phone: asked by layout, never by a race). */
async function openSection(page: Page, info: TestInfo, title: string) {
  if (isMobile(info)) await page.getByRole('button', { name: 'Меню' }).click();
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a staff account signs in on the sign-in page and lands on /staff/, with its own layout', async ({
  page,
}, info) => {
  const who = isMobile(info) ? PSYCHOLOGIST : COACH;
  await page.goto('/');
  await signInWithForm(page, who.email, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/$/);
  const firstName = who.name.split(' ')[0];
  await expect(
    page.getByRole('heading', { level: 1, name: `Здравствуй, ${firstName}!` }),
  ).toBeVisible();
  // none of the member's menus; the staff member's name and position
  await expect(page.getByRole('link', { name: 'Курсы' })).toHaveCount(0);
  if (isMobile(info)) await page.getByRole('button', { name: 'Меню' }).click();
  const nav = page.getByRole('navigation', { name: 'Разделы' });
  // «Входящие» carries the count of conversations waiting for an answer, if any; the coach
  // reviews progress, the psychologist does not
  await expect(nav.getByRole('listitem')).toHaveText(
    who === COACH
      ? ['Главная', /^Входящие/, 'Прогресс', 'Шаблоны ответов', 'Участники']
      : ['Главная', /^Входящие/, 'Шаблоны ответов', 'Участники'],
  );
  await expect(page.getByText(who.position, { exact: true }).first()).toBeVisible();
  await expectAccessible(page, isMobile(info) ? 'сотрудник: меню открыто' : 'сотрудник: главная');

  // a member's page sends a staff account back to /staff/
  await page.goto('/courses/');
  await expect(page).toHaveURL(/\/staff\/$/);

  // signing out and in again through the app's own form lands on /staff/ too
  if (isMobile(info)) await page.getByRole('button', { name: 'Меню' }).click();
  await page.getByRole('link', { name: 'Выйти' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Выйти' }).click();
  await signInWithForm(page, who.email, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Здравствуй, ${firstName}!` }),
  ).toBeVisible();

  // their members: the coach's and the psychologist's own
  await openSection(page, info, 'Участники');
  await expect(
    page.getByRole('list', { name: 'Участники' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessible(page, 'сотрудник: участники');
});

test('a member cannot reach /staff/, and the staff API refuses a member’s token', async ({
  page,
}, info) => {
  const member = isMobile(info) ? DEMO2 : DEMO;
  await page.goto('/');
  await signInWithForm(page, member.email, member.password);
  await expect(page.getByText(`Привет, ${member.firstName}`, { exact: true })).toBeVisible();
  await page.goto('/staff/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Привет, ${member.firstName}`, { exact: true })).toBeVisible();
  await page.goto('/staff/audit/');
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => localStorage.getItem('club.token'));
  const refused = await page.request.get('/api/staff/members', {
    headers: { 'X-AUTH-TOKEN': token ?? '' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe(
    'Этот раздел доступен только сотрудникам клуба',
  );
});

test('an admin reassigns a member’s coach: the history and the audit log show it', async ({
  page,
}, info) => {
  const member = REASSIGNED[isMobile(info) ? 'mobile' : 'desktop'];
  await page.goto('/');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/staff\/$/);
  await expectAccessible(page, 'администратор: главная');

  await openSection(page, info, 'Участники');
  await page.getByRole('textbox', { name: 'Имя или e-mail' }).fill(member.name.split(' ')[1]);
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('link', { name: member.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expectAccessible(page, 'администратор: карточка участника');

  // whoever coaches now, the other coach takes over (a retry of this test finds either)
  const coachNow = page
    .getByRole('region', { name: 'Кто ведёт участника' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Тренер' }) });
  const current = (await coachNow.locator('strong').first().textContent())?.trim() ?? '';
  expect(COACHES).toContain(current);
  const next = COACHES.find((c) => c !== current)!;
  const form = page.getByRole('form', { name: 'Смена: Тренер' });
  const select = form.getByRole('combobox', { name: 'Назначить тренером' });
  const value = await select.locator('option', { hasText: next }).getAttribute('value');
  await select.selectOption(value!);
  await form.getByRole('button', { name: 'Назначить' }).click();
  await expect(page.getByText('Назначение сохранено')).toBeVisible();
  await expect(coachNow.locator('strong').first()).toHaveText(next);

  const history = page.getByRole('list', { name: 'История назначений' });
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: `Тренер: ${next}` })
      .first(),
  ).toContainText('по настоящее время; назначил(а): Наталья Белова');
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: `Тренер: ${current}` })
      .first(),
  ).not.toContainText('по настоящее время');

  // the audit log, filtered by the member from the card
  await page.getByRole('link', { name: 'Действия по участнику в журнале' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
  const entry = page.getByRole('list', { name: 'Записи журнала' }).getByRole('listitem').first();
  await expect(entry).toContainText('Изменено назначение');
  await expect(entry).toContainText(`Тренер: ${current} → ${next}`);
  await expect(entry).toContainText('Наталья Белова');
  await expect(entry).toContainText('(роли: admin)');
  await expect(entry).toContainText(member.name);
  await expectAccessible(page, 'администратор: журнал');
});

test('every staff page passes axe: staff, a staff member, roles, a role, covers, a new staff account', async ({
  page,
}, info) => {
  await page.goto('/');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/staff\/$/);

  await openSection(page, info, 'Сотрудники');
  await expect(page.getByRole('list', { name: 'Сотрудники' })).toBeVisible();
  await expectAccessible(page, 'администратор: сотрудники');
  await page.getByRole('link', { name: 'Игорь Васильев' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Игорь Васильев' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible();
  await expectAccessible(page, 'администратор: сотрудник');
  // deactivation is asked first, and refused while members are his
  await page.getByRole('button', { name: 'Отключить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/больше не сможет войти/)).toBeVisible();
  await expectAccessible(page, 'администратор: отключить сотрудника?');
  await dialog.getByRole('button', { name: 'Отключить' }).click();
  await expect(page.getByText(/За сотрудником Игорь Васильев закреплено участников/)).toBeVisible();

  await page.goto('/staff/team/new');
  await expect(page.getByRole('button', { name: 'Создать и отправить письмо' })).toBeVisible();
  await expectAccessible(page, 'администратор: новый сотрудник');

  await openSection(page, info, 'Роли');
  await expect(page.getByRole('list', { name: 'Роли' })).toBeVisible();
  await expectAccessible(page, 'администратор: роли');
  await page.getByRole('link', { name: 'Психолог' }).click();
  await expect(
    page.getByRole('checkbox', { name: 'Вести чат с психологом своих участников' }),
  ).toBeChecked();
  await expectAccessible(page, 'администратор: роль');

  await openSection(page, info, 'Замены');
  await expect(page.getByRole('list', { name: 'Замены' })).toBeVisible();
  await expectAccessible(page, 'администратор: замены');

  await openSection(page, info, 'Журнал');
  await expectAccessible(page, 'администратор: журнал без фильтров');
  if (isMobile(info)) {
    await page.getByRole('button', { name: 'Меню' }).click();
    await expectAccessible(page, 'администратор: меню открыто');
  }
});

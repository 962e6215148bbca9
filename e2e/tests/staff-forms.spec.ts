// Forms that lost work or misled (issue 42, item 14), in both layouts:
// - the editor (moderator@club.local) saves a new article with a main picture whose upload fails
//   (the network drops it): the draft is kept, the page says why instead of «Черновик сохранён»,
//   the picture stays chosen with its preview, and «Загрузить картинку ещё раз» stores it; a
//   title-only edit then enters the audit log as the title's alone;
// - the coach (coach@club.local) attaches to an answer: a text file is refused when chosen, with a
//   Russian reason; the pictures chosen show thumbnails and are removed one by one from the
//   keyboard (nothing is sent: Анна's conversation is only looked at, under the inbox specs' lock);
// - the admin makes a coach without the coach discipline: warned under the disciplines and asked
//   before saving; saved anyway (so no member can be given to her: other specs' members stay where
//   they are), she gets the staff letter (her role and the staff app's address), not the members'.
import { expect, test, type Page, type TestInfo } from './fixtures';
import { expectAccessible } from './a11y';
import { INBOX_MEMBERS, acquire } from './exclusive';
import { isMobile, signIn } from './helpers';
import { testerMail } from './tester-console';

const EDITOR = { email: 'moderator@club.local', password: 'staff12345' };
const COACH = { email: 'coach@club.local', password: 'staff12345' };
const ADMIN = { email: 'admin@club.local', password: 'admin12345' };
/** A 1x1 PNG: the pipeline re-encodes it as the article's JPEG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const stampOf = (info: TestInfo) => `${info.project.name} ${Date.now()}`;

async function staffPage(page: Page, who: { email: string; password: string }) {
  return signIn(page, page.context().request, { ...who, firstName: '' });
}

test('a main picture that fails on the first save is kept and sent again; a title edit is audited alone', async ({
  page,
}, info) => {
  const stamp = stampOf(info);
  const title = `Сон и восстановление ${stamp}`;
  await staffPage(page, EDITOR);
  await page.goto('/staff/articles/new');
  // the whole app's first start on a busy machine (the shell, then the staff remote)
  await expect(page.getByRole('heading', { level: 1, name: 'Новая статья' })).toBeVisible({
    timeout: 20_000,
  });

  const form = page.getByRole('form', { name: 'Статья' });
  await form.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  await form.getByRole('textbox', { name: 'Текст статьи (HTML)' }).fill('<p>Спи 8 часов.</p>');
  await form.getByLabel('Выбрать картинку').setInputFiles(png('night.png'));
  await expect(form.getByRole('img', { name: 'Выбранная картинка: night.png' })).toBeVisible();
  await expect(form.getByText('Выбрана: night.png. Загрузится при сохранении.')).toBeVisible();

  // the picture's upload is lost on the way (once)
  let dropped = 0;
  await page.route('**/api/staff/articles/*/image', async (route) => {
    if (route.request().method() === 'PUT' && dropped === 0) {
      dropped += 1;
      await route.abort('connectionreset');
    } else await route.fallback();
  });
  await form.getByRole('button', { name: 'Сохранить черновик' }).click();

  // the draft is kept (its own page), the reason is said, the picture is still chosen
  await expect(page).toHaveURL(/\/staff\/articles\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('region', { name: 'Состояние статьи' })).toContainText('Черновик');
  await expect(
    page.getByRole('alert').filter({ hasText: 'картинка не загрузилась' }),
  ).toContainText(
    /^Черновик сохранён, но картинка не загрузилась: .+ Картинка осталась выбранной: нажми «Загрузить картинку ещё раз»\.$/,
  );
  await expect(page.getByText('Картинки нет.')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Выбранная картинка: night.png' })).toBeVisible();
  await expect(page.getByText('Выбрана: night.png. Ещё не загружена.')).toBeVisible();
  expect(dropped).toBe(1);
  await expectAccessible(page, 'редактор: картинка не загрузилась');

  // sent again: stored through the pipeline
  await page.getByRole('button', { name: 'Загрузить картинку ещё раз' }).click();
  const stored = page.getByRole('img', { name: 'Главная картинка статьи' });
  await expect(stored).toHaveAttribute('src', /^\/uploads\/articles\/\d+\/[0-9a-f]+\.jpg$/);
  await expect(page.getByText('картинка не загрузилась', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Выбранная картинка/ })).toHaveCount(0);

  // a title-only edit (the editor sends every field): the audit names the title alone
  const renamed = `Сон ${stamp}`;
  await page.getByRole('textbox', { name: 'Заголовок' }).fill(renamed);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Статья сохранена')).toBeVisible();
  const admin = await page.request.post('/api/auth/login', { data: ADMIN });
  const token = admin.headers()['x-auth-token'];
  const audit = await page.request.get('/api/staff/audit', {
    params: { action: 'article.update' },
    headers: { 'X-AUTH-TOKEN': token },
  });
  expect(audit.ok()).toBeTruthy();
  const entries = (
    (await audit.json()).result.entries as {
      details: { article: { id: number; title: string }; fields: string[] };
    }[]
  ).filter((e) => e.details.article.id === id);
  // the picture's entry, then the title's
  expect(entries.map((e) => e.details.fields)).toEqual([['title'], ['mainImage']]);
  expect(entries[0].details.article.title).toBe(renamed);
});

test('the answer’s pictures: a text file is refused when chosen; thumbnails, removed one by one', async ({
  page,
}, info) => {
  // Алексей's waiting count is read by the inbox specs: opening one of his conversations waits
  // for them (and they for it), as they do for each other
  test.slow();
  const release = await acquire(INBOX_MEMBERS, info, { acrossLayouts: true });
  try {
    await attachFlow(page, info);
  } finally {
    release();
  }
});

async function attachFlow(page: Page, info: TestInfo) {
  const token = await staffPage(page, COACH);
  const found = await page.request.get('/api/staff/members', {
    params: { q: 'demo@club.local' },
    headers: { 'X-AUTH-TOKEN': token },
  });
  expect(found.ok()).toBeTruthy();
  const { members } = (await found.json()).result as { members: { id: number; email: string }[] };
  const anna = members.find((m) => m.email === 'demo@club.local');
  expect(anna).toBeDefined();
  await page.goto(`/staff/inbox/${anna?.id}/coach`);
  await expect(page.getByRole('heading', { level: 1, name: 'Анна Смирнова' })).toBeVisible({
    timeout: 20_000,
  });
  if (isMobile(info)) await expect(page.getByRole('tab', { name: 'Разговор' })).toBeVisible();
  const composer = page.getByRole('form', { name: 'Ответ участнику' });
  const attach = composer.getByLabel('Прикрепить фото');

  // not a picture: refused at once, nothing listed
  await attach.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('купить воду'),
  });
  await expect(
    composer.getByText(
      'Файл «notes.txt» — не фото. Можно прикрепить только фото в формате png или jpg.',
    ),
  ).toBeVisible();
  await expect(composer.getByText(/Фото: /)).toHaveCount(0);
  await expect(composer.getByRole('list', { name: 'Фото к ответу' })).toHaveCount(0);

  // two pictures, then a third: each with its thumbnail
  await attach.setInputFiles([png('спина.png'), png('бок.png')]);
  await attach.setInputFiles(png('перед.png'));
  const chosen = composer.getByRole('list', { name: 'Фото к ответу' });
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  const thumbs = chosen.locator('img');
  await expect(thumbs).toHaveCount(3);
  for (const thumb of await thumbs.all()) {
    await expect(thumb).toBeVisible();
    await expect(thumb).toHaveAttribute('src', /^blob:/);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  }
  await expectAccessible(page, 'разговор: выбранные фото');

  // from the keyboard: the middle one alone goes, the focus moves to the next one's button
  await chosen.getByRole('button', { name: 'Убрать фото бок.png' }).focus();
  await page.keyboard.press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expect(chosen.getByText('бок.png')).toHaveCount(0);
  await expect(chosen.getByRole('button', { name: 'Убрать фото перед.png' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen.getByText('спина.png')).toBeVisible();
  await expect(chosen.getByRole('button', { name: 'Убрать фото спина.png' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chosen).toHaveCount(0);
  // none left: back on the picker
  await expect(attach).toBeFocused();
}

test('a coach without the coach discipline is warned and asked first; her letter speaks to staff', async ({
  page,
}, info) => {
  const stamp = Date.now().toString(36);
  const email = `coach-${info.project.name}-${stamp}@club.local`;
  const token = await staffPage(page, ADMIN);
  await page.goto('/staff/team/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Новый сотрудник' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('textbox', { name: 'Имя и фамилия' }).fill('Ольга Лисицына');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^Должность/ }).fill('Тренер по растяжке');
  await page
    .getByRole('group', { name: 'Роли' })
    .getByRole('checkbox', { name: 'Тренер', exact: true })
    .check();
  const warning = page.getByText(
    'Роль «Тренер» выбрана без направления «Тренер»: участников этого направления за сотрудником закрепить будет нельзя. Отметь направление «Тренер».',
  );
  await expect(warning).toBeVisible();
  await expectAccessible(page, 'администратор: тренер без направления');

  // asked before saving; going back sends nothing
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/staff/team')) posted += 1;
  });
  const create = page.getByRole('button', { name: 'Создать и отправить письмо' });
  await create.click();
  let dialog = page.getByRole('dialog', { name: 'Сохранить без направления?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'администратор: сохранить без направления?');
  await dialog.getByRole('button', { name: 'Вернуться к форме' }).click();
  await expect(dialog).toHaveCount(0);
  expect(posted).toBe(0);

  // the discipline takes the warning away; without it again, saved anyway
  const directions = page.getByRole('group', { name: /^Направления/ });
  await directions.getByRole('checkbox', { name: 'Тренер' }).check();
  await expect(warning).toHaveCount(0);
  await directions.getByRole('checkbox', { name: 'Тренер' }).uncheck();
  await expect(warning).toBeVisible();
  await create.click();
  dialog = page.getByRole('dialog', { name: 'Сохранить без направления?' });
  await dialog.getByRole('button', { name: 'Сохранить всё равно' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ольга Лисицына' })).toBeVisible();
  expect(posted).toBe(1);

  // the letter she gets: her role and the staff app, not the members' welcome
  let letter: { subject: string; text: string | null } | undefined;
  await expect
    .poll(
      async () => {
        letter = (await testerMail(page.request, token, email)).letters[0];
        return letter?.subject;
      },
      { timeout: 20_000 },
    )
    .toBe('Рабочий доступ к Клубу: данные для входа');
  expect(letter?.text).toContain('Для тебя создан рабочий аккаунт сотрудника Клуба.');
  expect(letter?.text).toContain('Роль: Тренер.');
  expect(letter?.text).toMatch(/Рабочее приложение сотрудников: \S+\/staff\//);
  expect(letter?.text).not.toContain('Для тебя создан аккаунт в Клубе.');
});

// The staff app's articles and notifications (issue 28, item 8), in both layouts:
// - the editor (moderator@club.local) drafts an article (HTML with script is refused in Russian),
//   gives it a picture through the photo pipeline, previews it exactly as members will see it and
//   publishes it; a member could not open the draft, and reads the published article;
// - an admin sends a notification to one member, and it appears live in that member's bell.
// The members are the seed's demo21 (desktop) and demo22 (mobile), whose notifications no other
// spec touches; titles and texts carry the project and the time, so parallel runs never clash.
// The article is not a special one (articles.spec.ts checks the seeded special article) and has
// the seeded articles' "Коротко о главном" section (that spec opens whichever article is newest).
import { expect, test, type Browser, type Page, type TestInfo } from './fixtures';
import { expectAccessible } from './a11y';
import { isMobile, signIn } from './helpers';

const STAFF_PASSWORD = 'staff12345';
const EDITOR = { email: 'moderator@club.local', password: STAFF_PASSWORD };
const ADMIN = { email: 'admin@club.local', password: 'admin12345' };
const READERS = {
  desktop: {
    email: 'demo21@club.local',
    password: 'demo12345',
    firstName: 'Дарья',
    name: 'Дарья Миронова',
  },
  mobile: {
    email: 'demo22@club.local',
    password: 'demo12345',
    firstName: 'Олег',
    name: 'Олег Фёдоров',
  },
};
const reader = (info: TestInfo) => READERS[isMobile(info) ? 'mobile' : 'desktop'];
const LOGIN_TITLE = 'Введи данные, которые пришли тебе в письме на почту';
/** A 1x1 PNG: the pipeline re-encodes it as the article's JPEG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signInStaff(page: Page, who: { email: string; password: string }) {
  await page.goto('/');
  await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Пароль', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/staff\/$/);
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

/** A member's page in a browser of its own, signed in (the staff page stays signed in). */
async function memberPage(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({ ...info.project.use });
  const page = await context.newPage();
  const token = await signIn(page, context.request, reader(info));
  return { page, token, close: () => context.close() };
}

test('an article drafted, previewed and published by the editor, then read by a member', async ({
  page,
  browser,
}, info) => {
  const stamp = `${info.project.name} ${Date.now()}`;
  const title = `Вода и тренировки ${stamp}`;
  const word = `гидратация${Date.now().toString(36)}`;
  await signInStaff(page, EDITOR);
  await openSection(page, info, 'Статьи');
  await expectAccessible(page, 'редактор: статьи');
  await page.getByRole('link', { name: 'Новая статья' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новая статья' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Статья' });
  await form.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  const html = form.getByRole('textbox', { name: 'Текст статьи (HTML)' });
  // HTML with script: refused in Russian, nothing saved
  await html.fill('<p>Пей воду</p><script>alert(1)</script>');
  await form.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(form.getByText(/недопустимый тег <script>/)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/articles\/new$/);

  await html.fill(
    `<p><strong>Пей воду до, во время и после тренировки.</strong></p><p>Слово для поиска: ${word}.</p><h2>Коротко о главном</h2><ul><li>стакан воды за час до занятия;</li><li>несколько глотков каждые 15 минут.</li></ul>`,
  );
  await form.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page).toHaveURL(/\/staff\/articles\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('region', { name: 'Состояние статьи' })).toContainText('Черновик');

  // the picture, through the photo pipeline
  await page
    .getByLabel('Выбрать картинку')
    .setInputFiles({ name: 'water.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Главная картинка статьи' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Главная картинка статьи' })).toHaveAttribute(
    'src',
    /^\/uploads\/articles\/\d+\/[0-9a-f]+\.jpg$/,
  );
  await expectAccessible(page, 'редактор: черновик статьи');

  // a member cannot open the draft: not found
  const member = await memberPage(browser, info);
  try {
    const draft = await member.page.request.get(`/api/articles/detail/${id}`, {
      headers: { 'X-AUTH-TOKEN': member.token },
    });
    expect(draft.status()).toBe(404);

    // the preview: the member's page (the title as its heading), the HTML through the sanitiser
    await page.getByRole('button', { name: 'Предпросмотр' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Предпросмотр: так статью увидят участники.')).toBeVisible();
    const preview = page.getByRole('article', { name: title });
    await expect(preview.getByText('Пей воду до, во время и после тренировки.')).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Коротко о главном' })).toBeVisible();
    await expectAccessible(page, 'редактор: предпросмотр статьи');
    await page.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(page.getByRole('region', { name: 'Состояние статьи' })).toContainText(
      'Опубликована',
    );

    // the member finds it by a word of its text and reads it
    const reading = member.page;
    await reading.goto('/articles/');
    await expect(reading.getByRole('heading', { name: 'Статьи', level: 1 })).toBeVisible();
    const special = reading.getByRole('dialog');
    if (await special.isVisible())
      await special.getByRole('button', { name: 'Ознакомлен' }).click();
    const search = reading.getByRole('searchbox', { name: 'Поиск по статьям' });
    await search.fill(word);
    await search.press('Enter');
    const card = reading.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(reading).toHaveURL(new RegExp(`/article/${id}$`));
    await expect(reading.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // (the other layout's article may be among the recommended ones: look inside this one)
    const read = reading.getByRole('article', { name: title });
    await expect(read.getByText('Пей воду до, во время и после тренировки.')).toBeVisible();
    await expect(read.locator('img').first()).toHaveAttribute('src', /^\/uploads\/articles\//);
    await expectAccessible(reading, 'участник: статья редактора');
  } finally {
    await member.close();
  }
});

test('a notification sent to one member appears live in their bell', async ({
  page,
  browser,
}, info) => {
  const who = reader(info);
  const text = `Загляни в новые статьи клуба ${info.project.name} ${Date.now()}`;
  const member = await memberPage(browser, info);
  try {
    await member.page.goto('/');
    await expect(member.page.getByText(`Привет, ${who.firstName}`, { exact: true })).toBeVisible();
    const bell = member.page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });
    await expect(bell).toBeVisible();
    const before = Number(
      /новых (\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
    );

    await signInStaff(page, ADMIN);
    await openSection(page, info, 'Уведомления');
    await expectAccessible(page, 'администратор: уведомления');
    await page.getByRole('link', { name: 'Новое уведомление' }).click();
    const form = page.getByRole('form', { name: 'Новое уведомление' });
    await form.getByRole('textbox', { name: 'Имя или e-mail' }).fill(who.email);
    await form.getByRole('button', { name: 'Найти' }).click();
    const picker = form.getByRole('combobox', { name: 'Кому' });
    await expect(picker.locator('option', { hasText: who.name })).toHaveCount(1);
    await picker.selectOption({ label: `${who.name} (${who.email})` });
    await form.getByRole('textbox', { name: 'Текст уведомления' }).fill(text);
    await form.getByRole('textbox', { name: 'Ссылка (необязательно)' }).fill('/articles/');
    await expectAccessible(page, 'администратор: новое уведомление');
    await form.getByRole('button', { name: 'Отправить' }).click();

    // the history says who sent it to whom
    const sent = page.getByRole('list', { name: 'Отправленные уведомления' });
    const entry = sent.getByRole('listitem').filter({ hasText: text });
    await expect(entry).toContainText(`Участнику: ${who.name}`);
    await expect(entry).toContainText('Получили: 1 участник');
    await expect(entry).toContainText('Наталья Белова');

    // live in the member's bell, without a reload
    await expect(bell).toHaveAccessibleName(`Уведомления: новых ${before + 1}`);
    await bell.click();
    const dropdown = member.page.getByRole('dialog', { name: 'Уведомления' });
    await expect(dropdown.getByText(text)).toBeVisible();
    await dropdown.getByText(text).click();
    await expect(member.page).toHaveURL(/\/articles\/$/);
  } finally {
    await member.close();
  }
});

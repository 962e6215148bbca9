// "Статьи": the list (states, search, status, next page), a new draft (script refused before
// sending, the server's refusal shown), the preview exactly as members see it (the title as the
// page's heading, the HTML through the sanitiser), publishing, unpublishing after asking, and a
// file that is not a picture.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ConfirmHost,
  clearSession,
  type StaffArticle,
  type StaffArticleRow,
  type WhoAmIResult,
} from '@club/shared';
import { STAFF_ARTICLE_MESSAGES as M } from '@club/shared/staff';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi, type Answer, type Sent } from '../../test/fakeApi';
import { signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import ArticlesSection from './ArticlesSection';

const EDITOR: WhoAmIResult = {
  kind: 'staff',
  id: 105,
  name: 'Марина Кузнецова',
  email: 'moderator@club.local',
  position: 'Модератор конкурса и редактор',
  active: true,
  permissions: ['articles:publish', 'contest:moderate', 'notifications:send'],
  roles: [{ name: 'editor', title: 'Редактор' }],
  disciplines: [],
};

const CATEGORIES = {
  categories: [
    { id: 1, name: 'Тренировки' },
    { id: 2, name: 'Питание' },
  ],
};

const row = (id: number, title: string, status: StaffArticleRow['status']): StaffArticleRow => ({
  id,
  title,
  status,
  category: { id: 2, name: 'Питание' },
  is_special: false,
  main_image: null,
  view: status === 'published' ? 12 : 0,
  created_at: 1_790_000_000,
  updated_at: 1_790_000_000,
  published_at: status === 'draft' ? null : 1_790_000_000,
  updated_by: { id: 105, name: 'Марина Кузнецова' },
});

const full = (r: StaffArticleRow, content: string): StaffArticle => ({
  ...r,
  content,
  created_by: { id: 105, name: 'Марина Кузнецова' },
});

const open = (path: string) =>
  renderAt(path, [
    {
      path: '/staff/articles/*',
      element: (
        <>
          <ArticlesSection />
          <ConfirmHost />
        </>
      ),
    },
  ]);

let api: ReturnType<typeof fakeApi>;
let undoMedia: () => void;
const use = (routes: Record<string, (sent: Sent) => Answer>) => {
  api = fakeApi({
    'GET /api/staff/articles/categories': () => ({ result: CATEGORIES }),
    ...routes,
  });
};
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
  signInAs(EDITOR);
});
afterEach(() => {
  api?.restore();
  undoMedia();
  clearSession();
});

test('lists every article with its state, searches, filters and loads the next page', async () => {
  use({
    'GET /api/staff/articles': ({ query }) => {
      if (query.get('status') === 'draft')
        return { result: { articles: [row(3, 'Черновик о сне', 'draft')], next_before_id: null } };
      if (query.get('before_id') === '2')
        return {
          result: { articles: [row(1, 'Старая статья', 'unpublished')], next_before_id: null },
        };
      return {
        result: {
          articles: [row(4, 'Белок и вода', 'published'), row(2, 'Черновик', 'draft')],
          next_before_id: 2,
        },
      };
    },
  });
  open('/staff/articles/');
  const list = await screen.findByRole('list', { name: 'Статьи' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([
    'Белок и вода',
    'Черновик',
  ]);
  expect(within(items[0]).getByText('Опубликована')).toBeVisible();
  expect(within(items[1]).getByText('Черновик', { selector: 'span' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
  expect(await within(list).findByRole('link', { name: 'Старая статья' })).toBeVisible();
  expect(within(list).getByText('Снята с публикации')).toBeVisible();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Состояние' }), 'draft');
  expect(await screen.findByRole('link', { name: 'Черновик о сне' })).toBeVisible();
  expect(api.sent.at(-1)?.query.get('status')).toBe('draft');
});

test('the list says a failed load and tries again', async () => {
  let fail = true;
  use({
    'GET /api/staff/articles': () =>
      fail
        ? { status: 500, error: 'Внутренняя ошибка сервера' }
        : { result: { articles: [], next_before_id: null } },
  });
  open('/staff/articles/');
  expect(await screen.findByText(/Не удалось загрузить статьи/)).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /Повторить/ }));
  expect(await screen.findByText('Статей пока нет.')).toBeVisible();
});

test('a new draft: script is refused before sending; saved, previewed as members see it, published', async () => {
  const created = row(7, 'Вода и спорт', 'draft');
  let current = full(created, '');
  use({
    'POST /api/staff/articles': ({ body }) => {
      const b = body as { title: string; content: string; category_id: number };
      const category = CATEGORIES.categories.find((c) => c.id === b.category_id)!;
      current = { ...current, title: b.title, content: b.content, category };
      return { result: { article: current, message: 'Черновик сохранён' } };
    },
    'GET /api/staff/articles/7': () => ({ result: current }),
    'POST /api/staff/articles/7/publish': () => {
      current = { ...current, status: 'published', published_at: 1_790_000_100 };
      return { result: { article: current, message: 'Статья опубликована' } };
    },
  });
  open('/staff/articles/new');
  const form = await screen.findByRole('form', { name: 'Статья' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Заголовок' }), 'Вода и спорт');
  const html = within(form).getByRole('textbox', { name: 'Текст статьи (HTML)' });
  await userEvent.type(html, '<p onclick="steal()">Пей воду</p>');
  await userEvent.click(within(form).getByRole('button', { name: 'Сохранить черновик' }));
  expect(await within(form).findByText(/обработчик события «onclick»/)).toBeVisible();
  expect(api.sent.filter((s) => s.method === 'POST')).toHaveLength(0);

  await userEvent.clear(html);
  // a style the sanitiser drops (it could cover the page): members never see it, nor the preview
  await userEvent.type(
    html,
    '<p style="position:fixed;color:red">Пей воду до тренировки</p><h2>Сколько</h2>',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Сохранить черновик' }));
  // the draft's own page opens (/staff/articles/7), loaded from the server
  await waitFor(() => expect(api.sent.at(-1)?.path).toBe('/api/staff/articles/7'));
  expect(await screen.findByText('Черновик', { selector: 'span' })).toBeVisible();
  expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({
    title: 'Вода и спорт',
    category_id: 1,
    content: '<p style="position:fixed;color:red">Пей воду до тренировки</p><h2>Сколько</h2>',
    is_special: false,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Предпросмотр' }));
  // the member's page: the title is the page's heading, the article's own layout below
  expect(screen.getByRole('heading', { level: 1, name: 'Вода и спорт' })).toBeVisible();
  expect(screen.getByText(/Предпросмотр: так статью увидят участники/)).toBeVisible();
  const article = screen.getByRole('article', { name: 'Вода и спорт' });
  expect(within(article).getByText('Тренировки')).toBeVisible();
  const content = within(article).getByTestId('article-content');
  expect(content.innerHTML).toBe(
    '<p style="color: red">Пей воду до тренировки</p><h2>Сколько</h2>',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
  expect(await screen.findByText('Опубликована')).toBeVisible();
  expect(api.banners.map((b) => b.text)).toContain('Статья опубликована');
  expect(screen.getByRole('link', { name: 'Сообщить участникам о статье' })).toHaveAttribute(
    'href',
    '/staff/notifications/new?link=%2Farticle%2F7',
  );
});

test('the server’s refusal is shown; unpublishing asks first', async () => {
  let current = full(row(9, 'Сон и восстановление', 'published'), '<p>Спи 8 часов</p>');
  use({
    'GET /api/staff/articles/9': () => ({ result: current }),
    'PATCH /api/staff/articles/9': () => ({
      status: 400,
      error:
        'В тексте статьи есть недопустимый тег <object>: скрипты, фреймы и формы в статьях запрещены. Убери его и сохрани снова.',
    }),
    'POST /api/staff/articles/9/unpublish': () => {
      current = { ...current, status: 'unpublished' };
      return { result: { article: current, message: 'Статья снята с публикации' } };
    },
  });
  open('/staff/articles/9');
  const title = await screen.findByRole('textbox', { name: 'Заголовок' });
  await userEvent.type(title, '!');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText(/недопустимый тег <object>/)).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Снять с публикации' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Участники перестанут видеть её/)).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Снять с публикации' }));
  expect(await screen.findByText('Снята с публикации')).toBeVisible();
  expect(api.sent.some((s) => s.path === '/api/staff/articles/9/unpublish')).toBe(true);
});

test('a file that is not a png or jpg picture is refused with the pipeline’s text, not sent', async () => {
  use({
    'GET /api/staff/articles/9': () => ({
      result: full(row(9, 'Сон', 'draft'), '<p>Спи</p>'),
    }),
  });
  open('/staff/articles/9');
  const input = await screen.findByLabelText('Выбрать картинку');
  await userEvent.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), {
    applyAccept: false,
  });
  expect(await screen.findByText(M.imageType)).toBeVisible();
  expect(api.sent.some((s) => s.method === 'PUT')).toBe(false);
});

test('a picture that fails on the first save is kept: the draft is saved, the reason said, a retry sends it', async () => {
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
  let current = full(row(7, 'Вода и спорт', 'draft'), '<p>Пей воду</p>');
  let uploads = 0;
  use({
    'POST /api/staff/articles': () => ({
      result: { article: current, message: 'Черновик сохранён' },
    }),
    'GET /api/staff/articles/7': () => ({ result: current }),
    'PUT /api/staff/articles/7/image': () => {
      uploads += 1;
      if (uploads === 1)
        return { status: 503, error: 'Сервис временно недоступен. Попробуй позже.' };
      current = { ...current, main_image: '/uploads/articles/7/abc.jpg' };
      return { result: { article: current, message: 'Картинка сохранена' } };
    },
  });
  open('/staff/articles/new');
  const form = await screen.findByRole('form', { name: 'Статья' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Заголовок' }), 'Вода и спорт');
  await userEvent.type(
    within(form).getByRole('textbox', { name: 'Текст статьи (HTML)' }),
    '<p>Пей воду</p>',
  );
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'water.png', {
    type: 'image/png',
  });
  await userEvent.upload(within(form).getByLabelText('Выбрать картинку'), png);
  expect(within(form).getByRole('img', { name: 'Выбранная картинка: water.png' })).toBeVisible();
  await userEvent.click(within(form).getByRole('button', { name: 'Сохранить черновик' }));

  // the draft's page: the reason, not a success; the picture still chosen, not "Картинки нет"
  expect(
    await screen.findByText(
      'Черновик сохранён, но картинка не загрузилась: Сервис временно недоступен. Попробуй позже. Картинка осталась выбранной: нажми «Загрузить картинку ещё раз».',
    ),
  ).toBeVisible();
  expect(screen.getByText('Черновик', { selector: 'span' })).toBeVisible();
  expect(api.banners.map((b) => b.text)).not.toContain('Черновик сохранён');
  expect(screen.queryByText('Картинки нет.')).toBeNull();
  expect(screen.getByRole('img', { name: 'Выбранная картинка: water.png' })).toBeVisible();
  expect(screen.getByText('Выбрана: water.png. Ещё не загружена.')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Загрузить картинку ещё раз' }));
  expect(await screen.findByRole('img', { name: 'Главная картинка статьи' })).toHaveAttribute(
    'src',
    '/uploads/articles/7/abc.jpg',
  );
  expect(uploads).toBe(2);
  expect(screen.queryByText(/картинка не загрузилась/)).toBeNull();
  expect(screen.queryByRole('img', { name: /Выбранная картинка/ })).toBeNull();
  expect(api.banners.map((b) => b.text)).toContain(M.imageSaved);
});

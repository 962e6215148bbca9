import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { banners$, type ArticleItem, type ArticlesResult } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import ArticlesPage from './ArticlesPage';
import ArticleDetailPage from './ArticleDetailPage';
import { getArticleDetail } from './api/getArticleDetail';
import { getArticles } from './api/getArticles';
import { getCategories } from './api/getCategories';
import { getFavorites } from './api/getFavorites';
import { likeArticle } from './api/likeArticle';

jest.mock('./api/getArticles', () => ({ getArticles: jest.fn() }));
jest.mock('./api/getCategories', () => ({ getCategories: jest.fn() }));
jest.mock('./api/getFavorites', () => ({ getFavorites: jest.fn() }));
jest.mock('./api/likeArticle', () => ({ likeArticle: jest.fn() }));
jest.mock('./api/getArticleDetail', () => ({ getArticleDetail: jest.fn() }));

const ok = <T,>(result: T) => ({ result, error: null, status: 200, headers: {} });
const item = (id: number, over: Partial<ArticleItem> = {}): ArticleItem => ({
  id,
  title: `Статья ${id}`,
  content_text: `Текст ${id}`,
  main_image: null,
  category: { id: 1, name: 'Тренировки' },
  view: 10,
  created_at: 1_700_000_000 - id,
  updated_at: 1_700_000_000 - id,
  is_special: false,
  isFavorite: false,
  ...over,
});
const special = {
  ...item(99, { title: 'Важно: правила', is_special: true }),
  content: '<p>Правила клуба</p>',
};
const page = (items: ArticleItem[], pageNo = 1, total = 2): ArticlesResult => ({
  items,
  page: pageNo,
  total_pages: total,
  demo_day: false,
  special,
});

const banners: string[] = [];
banners$.subscribe((b) => banners.push(b.text));
const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

beforeEach(() => {
  jest.clearAllMocks();
  banners.length = 0;
  mockMatchMedia(false);
  document.cookie = 'club_special_article=; max-age=0; path=/';
  jest.mocked(getCategories).mockResolvedValue(ok({ categories: [{ id: 1, name: 'Тренировки' }] }));
  jest.mocked(getFavorites).mockResolvedValue(ok({ count: 0, items: [] }));
  jest
    .mocked(getArticles)
    .mockImplementation(async ({ page: p, q }) =>
      q ? ok({ ...page([], 1, 0), special }) : ok(page([item(p * 10 + 1), item(p * 10 + 2)], p, 2)),
    );
});

const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/articles/']} future={future}>
      <Routes>
        <Route path="/articles/" element={<ArticlesPage />} />
        <Route path="/article/:id" element={<ArticleDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

test('the special article’s dialog: "Ознакомлен" remembers it in the cookie', async () => {
  renderList();
  const dialog = await screen.findByRole('dialog', { name: 'Важно: правила' });
  expect(within(dialog).getByText('Правила клуба')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ознакомлен' }));
  expect(document.cookie).toContain('club_special_article=99');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // shown apart from the list
  expect(screen.getByRole('article', { name: 'Важно: правила' })).toBeInTheDocument();
});

test('categories: "Все", the categories, and "Избранное" only with favourites', async () => {
  document.cookie = 'club_special_article=99; path=/';
  renderList();
  await screen.findByRole('article', { name: 'Статья 11' });
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Все', 'Тренировки']);
  jest.mocked(likeArticle).mockResolvedValue(ok({ isFavorite: true, count: 1 }));
  await userEvent.click(screen.getByRole('button', { name: 'Добавить в избранное: Статья 11' }));
  expect(
    await screen.findByRole('button', { name: 'Убрать из избранного: Статья 11' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Все',
    'Тренировки',
    'Избранное',
  ]);
  expect(likeArticle).toHaveBeenCalledWith(11, true);
});

test('a like in flight blocks a second click; a failure only clears the pending flag', async () => {
  document.cookie = 'club_special_article=99; path=/';
  renderList();
  await screen.findByRole('article', { name: 'Статья 11' });
  let finish: (v: unknown) => void = () => undefined;
  jest.mocked(likeArticle).mockReturnValueOnce(new Promise((r) => (finish = r)) as never);
  const heart = screen.getByRole('button', { name: 'Добавить в избранное: Статья 11' });
  await userEvent.click(heart);
  expect(heart).toBeDisabled();
  await userEvent.click(heart);
  expect(likeArticle).toHaveBeenCalledTimes(1);
  await act(async () =>
    finish({ result: null, error: { message: 'x' }, status: 500, headers: {} }),
  );
  expect(heart).toBeEnabled();
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(banners).toEqual([]);
});

test('the search is trimmed; nothing found says so', async () => {
  document.cookie = 'club_special_article=99; path=/';
  renderList();
  await screen.findByRole('article', { name: 'Статья 11' });
  await userEvent.type(
    screen.getByRole('searchbox', { name: 'Поиск по статьям' }),
    '  квант  {Enter}',
  );
  expect(
    await screen.findByText('Ничего не найдено. Введи другие ключевые слова.'),
  ).toBeInTheDocument();
  expect(getArticles).toHaveBeenLastCalledWith(
    { category: 'all', page: 1, q: 'квант' },
    { silent: true },
  );
});

test('the next page loads near the end of the page', async () => {
  document.cookie = 'club_special_article=99; path=/';
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 900,
  });
  renderList();
  await screen.findByRole('article', { name: 'Статья 11' });
  await waitFor(() =>
    expect(getArticles).toHaveBeenCalledWith(
      { category: 'all', page: 2, q: undefined },
      { silent: true },
    ),
  );
  expect(await screen.findByRole('article', { name: 'Статья 21' })).toBeInTheDocument();
});

test('a detail that fails to load says "Не удалось загрузить статью" and goes back to the list', async () => {
  document.cookie = 'club_special_article=99; path=/';
  jest
    .mocked(getArticleDetail)
    .mockResolvedValue({ result: null, error: { message: 'x' }, status: 404, headers: {} });
  render(
    <MemoryRouter initialEntries={['/article/5']} future={future}>
      <Routes>
        <Route path="/articles/" element={<ArticlesPage />} />
        <Route path="/article/:id" element={<ArticleDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Статьи', level: 1 })).toBeInTheDocument();
  expect(banners).toEqual(['Не удалось загрузить статью']);
});

test('the detail: title, views, category, date, sanitised HTML, recommended', async () => {
  jest.mocked(getArticleDetail).mockResolvedValue(
    ok({
      article: {
        ...item(5, { view: 42 }),
        content: '<p>Тело</p><img src=x onerror="window.__xss=1">',
      },
      recommend: [
        {
          id: 6,
          title: 'Ещё статья',
          content_text: 'Текст',
          date: 1_700_000_000,
          view: 3,
          main_image: null,
        },
      ],
    }),
  );
  render(
    <MemoryRouter initialEntries={['/article/5']} future={future}>
      <Routes>
        <Route path="/article/:id" element={<ArticleDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Статья 5', level: 1 })).toBeInTheDocument();
  expect(screen.getByLabelText('Просмотры: 42')).toBeInTheDocument();
  expect(screen.getByText('Тренировки')).toBeInTheDocument();
  expect(screen.getByText('Тело')).toBeInTheDocument();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect(screen.getByRole('link', { name: /Ещё статья/ })).toHaveAttribute('href', '/article/6');
});

test('a page still loading its categories never asks for the next page', async () => {
  document.cookie = 'club_special_article=99; path=/';
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 5000,
  });
  let categoriesArrive: (v: unknown) => void = () => undefined;
  jest
    .mocked(getCategories)
    .mockReturnValueOnce(new Promise((r) => (categoriesArrive = r)) as never);
  renderList();
  await waitFor(() =>
    expect(getArticles).toHaveBeenCalledWith(
      { category: 'all', page: 1, q: undefined },
      { silent: true },
    ),
  );
  // the loader alone is short: still no second page
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 900,
  });
  await new Promise((r) => setTimeout(r, 100));
  expect(getArticles).toHaveBeenCalledTimes(1);
  await act(async () => categoriesArrive(ok({ categories: [{ id: 1, name: 'Тренировки' }] })));
  await waitFor(() =>
    expect(getArticles).toHaveBeenCalledWith(
      { category: 'all', page: 2, q: undefined },
      { silent: true },
    ),
  );
});

const down = {
  result: null,
  error: { message: 'Нет связи с сервером. Проверь подключение и попробуй еще раз.' },
  status: 0,
  headers: {},
};

test('a first page that fails is a failed state, not "Статей пока нет"; "Повторить" loads it', async () => {
  document.cookie = 'club_special_article=99; path=/';
  jest.mocked(getArticles).mockResolvedValueOnce(down);
  renderList();
  expect(await screen.findByText('Не удалось загрузить статьи.')).toBeVisible();
  expect(screen.queryByText('Статей пока нет')).not.toBeInTheDocument();
  // the page's controls stay: the search and the categories
  expect(screen.getByRole('searchbox', { name: 'Поиск по статьям' })).toBeInTheDocument();
  expect(banners).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('article', { name: 'Статья 11' })).toBeInTheDocument();
  expect(screen.queryByText('Не удалось загрузить статьи.')).not.toBeInTheDocument();
});

test('a next page that fails says so under the list and loads when the network is back', async () => {
  document.cookie = 'club_special_article=99; path=/';
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 900,
  });
  jest
    .mocked(getArticles)
    .mockImplementation(async ({ page: p }) =>
      p === 2 && navigator.onLine === false ? down : ok(page([item(p * 10 + 1)], p, 2)),
    );
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  try {
    renderList();
    expect(await screen.findByText('Не удалось загрузить следующие статьи.')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Статья 11' })).toBeInTheDocument();
    expect(
      screen.getByText('Нет подключения к интернету. Загрузим, как только появится сеть.'),
    ).toBeVisible();
  } finally {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  }
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('article', { name: 'Статья 21' })).toBeInTheDocument();
  expect(screen.queryByText('Не удалось загрузить следующие статьи.')).not.toBeInTheDocument();
});

test('categories that fail to load: the page’s failed state with "Повторить"', async () => {
  document.cookie = 'club_special_article=99; path=/';
  jest.mocked(getCategories).mockResolvedValueOnce(down);
  renderList();
  expect(await screen.findByText('Не удалось загрузить статьи.')).toBeVisible();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('tab', { name: 'Тренировки' })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Статья 11' })).toBeInTheDocument();
});

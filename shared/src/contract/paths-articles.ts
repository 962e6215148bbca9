// Articles (spec part 2 §2.7, §7): paths, texts and constants (plain values, safe for browser bundles).
//
// GET /api/articles/articles takes `category` = a category id, 'all' (or nothing) or 'favorites',
// `page` (1-based, 10 a page) and `q` (trimmed; Russian full-text search, best match first).
export const articlePaths = {
  /** GET: result.categories [{ id, name }] */
  categories: '/api/articles/categories',
  /** GET: result.count and result.items (the member's favourites, newest liked first) */
  favorites: '/api/articles/favorites',
  /** GET ?category=&page=&q= : result.items, total_pages, page, demo_day, special */
  articles: '/api/articles/articles',
  articlesUrl: (opts: { category?: string | number; page?: number; q?: string }) => {
    const params = new URLSearchParams();
    if (opts.category !== undefined) params.set('category', String(opts.category));
    if (opts.page !== undefined) params.set('page', String(opts.page));
    if (opts.q) params.set('q', opts.q);
    const query = params.toString();
    return query ? `/api/articles/articles?${query}` : '/api/articles/articles';
  },
  /** GET: result.article, result.recommend (counts a view) */
  detail: (id: number | string) => `/api/articles/detail/${id}`,
  /** POST, empty body */
  like: (id: number | string) => `/api/articles/like/${id}`,
  unlike: (id: number | string) => `/api/articles/unlike/${id}`,
} as const;

export const ARTICLE_CATEGORY_ALL = 'all';
export const ARTICLE_CATEGORY_FAVORITES = 'favorites';

export const ARTICLE_LIMITS = {
  pageSize: 10,
  /** the special article last seen is remembered this long (cookie max-age, seconds) */
  specialCookieMaxAge: 14515200,
  /** the next page loads this close to the end of the list (px) */
  scrollThresholdPx: 600,
  scrollThresholdMobilePx: 1000,
  /** characters of a search text */
  searchMaxLength: 100,
  /** recommended articles on the detail page */
  recommendCount: 4,
  /** a member's repeated views of one article within this time count once */
  viewDedupMinutes: 30,
} as const;

export const ARTICLE_MESSAGES = {
  title: 'Статьи',
  all: 'Все',
  favorites: 'Избранное',
  notFoundSearch: 'Ничего не найдено. Введи другие ключевые слова.',
  loadFailed: 'Не удалось загрузить статью',
  acknowledge: 'Ознакомлен',
  // not in the spec: chosen here
  notFound: 'Статья не найдена',
  categoryNotFound: 'Категория не найдена',
  searchPlaceholder: 'Поиск по статьям',
  recommend: 'Рекомендуем прочитать',
  views: 'Просмотры',
} as const;

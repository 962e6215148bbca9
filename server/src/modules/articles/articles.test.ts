import { eq, sql } from 'drizzle-orm';
import {
  ARTICLE_MESSAGES as M,
  type ArticleItem,
  type ArticlesResult,
} from '@club/shared/contract';
import { articles } from '../../db/schema';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { caller } from '../chats/testing';
import { excerpt } from './search';

let ctx: TestContext;
let anna: ReturnType<typeof caller>;
let ivan: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await setup();
  anna = caller(ctx.app, await loginAs(ctx.app, 'demo@club.local'));
  ivan = caller(ctx.app, await loginAs(ctx.app, 'demo2@club.local'));
});
afterAll(() => ctx.close());

const listing = async (query: string, who = anna) => {
  const res = await who.get(`/api/articles/articles${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().result as ArticlesResult;
};
const titles = (items: ArticleItem[]) => items.map((i) => i.title);

describe('excerpts', () => {
  it('cuts excerpts at a word', () => {
    expect(excerpt('короткий текст')).toBe('короткий текст');
    const cut = excerpt('слово '.repeat(60), 50);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut.endsWith('слово…')).toBe(true);
  });
});

describe('listing', () => {
  it('lists the categories', async () => {
    const res = await anna.get('/api/articles/categories');
    expect(res.json().result.categories.map((c: { name: string }) => c.name)).toEqual([
      'Тренировки',
      'Питание',
      'Мотивация',
      'Здоровье',
      'Восстановление',
    ]);
  });

  it('pages all articles newest first, 10 a page, the special one apart', async () => {
    const first = await listing('');
    expect(first).toMatchObject({ page: 1, total_pages: 5, demo_day: false });
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((i) => i.created_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.special).toMatchObject({
      title: 'Важно: правила безопасности на тренировках',
      is_special: true,
      content: expect.stringContaining('<ul>'),
    });
    const all: ArticleItem[] = [];
    for (let page = 1; page <= 5; page++)
      all.push(...(await listing(`?category=all&page=${page}`)).items);
    expect(all).toHaveLength(44);
    expect(new Set(all.map((i) => i.id)).size).toBe(44);
    expect(all.some((i) => i.is_special)).toBe(false);
    expect((await listing('?page=6')).items).toEqual([]);
    expect(all[0]).toMatchObject({
      content_text: expect.any(String),
      main_image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      category: { id: expect.any(Number), name: expect.any(String) },
      view: expect.any(Number),
    });
    expect(all.every((i) => i.content_text.length <= 221)).toBe(true);
  });

  it('filters by category; an unknown category is 404, a malformed one 400', async () => {
    const categories = (await anna.get('/api/articles/categories')).json().result.categories;
    const training = await listing(`?category=${categories[0].id}`);
    expect(training.total_pages).toBe(1);
    expect(training.items).toHaveLength(10);
    expect(training.items.every((i) => i.category.name === 'Тренировки')).toBe(true);
    let res = await anna.get('/api/articles/articles?category=99999');
    expect([res.statusCode, res.json().error.message]).toEqual([404, M.categoryNotFound]);
    res = await anna.get('/api/articles/articles?category=abc');
    expect(res.statusCode).toBe(400);
    res = await anna.get('/api/articles/articles?page=0');
    expect(res.statusCode).toBe(400);
  });
});

describe('Russian full-text search', () => {
  it('stems: "тренировки" finds "тренировка", ranked with title matches first', async () => {
    const found = await listing(`?q=${encodeURIComponent('тренировки')}`);
    expect(found.items.length).toBeGreaterThan(3);
    expect(titles(found.items)).toContain('Первая тренировка в зале: что взять с собой');
    // a title match outranks a text-only match
    const firstTextOnly = found.items.findIndex((i) => !/трениров/i.test(i.title));
    const lastTitle = found.items.map((i) => /трениров/i.test(i.title)).lastIndexOf(true);
    expect(firstTextOnly === -1 || lastTitle < firstTextOnly || found.total_pages > 1).toBe(true);
    expect(/трениров/i.test(found.items[0].title)).toBe(true);
  });

  it('finds a word still being typed, combines words and the category, finds the special one', async () => {
    expect(titles((await listing(`?q=${encodeURIComponent('присед')}`)).items)).toEqual([
      'Как правильно делать приседания',
    ]);
    const both = await listing(`?q=${encodeURIComponent('сон похудение')}`);
    expect(titles(both.items)[0]).toBe('Сон и похудение: в чём связь');
    const categories = (await anna.get('/api/articles/categories')).json().result.categories;
    const inFood = await listing(`?category=${categories[1].id}&q=${encodeURIComponent('вода')}`);
    expect(inFood.items.length).toBeGreaterThan(0);
    expect(inFood.items.every((i) => i.category.name === 'Питание')).toBe(true);
    expect(titles((await listing(`?q=${encodeURIComponent('безопасности')}`)).items)).toContain(
      'Важно: правила безопасности на тренировках',
    );
  });

  it('answers nothing for unknown words or a text without words; pages search results', async () => {
    expect((await listing(`?q=${encodeURIComponent('квантовая хромодинамика')}`)).items).toEqual(
      [],
    );
    const none = await listing(`?q=${encodeURIComponent('!!! ???')}`);
    expect([none.items, none.total_pages]).toEqual([[], 0]);
    const wide = await listing(`?q=${encodeURIComponent('тренировка')}`);
    if (wide.total_pages > 1) {
      const next = await listing(`?q=${encodeURIComponent('тренировка')}&page=2`);
      expect(next.items.some((i) => wide.items.some((w) => w.id === i.id))).toBe(false);
    }
  });

  it('uses the GIN index over the named russian configuration', async () => {
    const rows = await ctx.app.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'articles_search_idx'`,
    );
    const def = JSON.stringify(rows);
    expect(def).toMatch(/USING gin/i);
    const [row] = await ctx.app.db
      .select({
        ok: sql<boolean>`to_tsvector('russian', 'тренировка') @@ to_tsquery('russian', 'тренировки')`,
      })
      .from(articles)
      .limit(1);
    expect(row.ok).toBe(true);
  });
});

describe('favourites', () => {
  it('likes and unlikes the member’s own favourites; liking twice keeps one', async () => {
    let fav = (await anna.get('/api/articles/favorites')).json().result;
    expect(fav.count).toBe(2);
    const target = (await listing('')).items.find((i) => !i.isFavorite) as ArticleItem;
    let res = await anna.post(`/api/articles/like/${target.id}`);
    expect(res.json().result).toEqual({ isFavorite: true, count: 3 });
    res = await anna.post(`/api/articles/like/${target.id}`);
    expect(res.json().result).toEqual({ isFavorite: true, count: 3 });
    expect((await listing('')).items.find((i) => i.id === target.id)?.isFavorite).toBe(true);
    const favorites = await listing('?category=favorites');
    expect(favorites.items.map((i) => i.id)).toContain(target.id);
    expect(favorites.items.every((i) => i.isFavorite)).toBe(true);
    fav = (await anna.get('/api/articles/favorites')).json().result;
    expect(fav.items[0].id).toBe(target.id);

    // Иван's favourites are his own
    expect((await ivan.get('/api/articles/favorites')).json().result.count).toBe(0);
    expect((await listing('', ivan)).items.find((i) => i.id === target.id)?.isFavorite).toBe(false);

    res = await anna.post(`/api/articles/unlike/${target.id}`);
    expect(res.json().result).toEqual({ isFavorite: false, count: 2 });
    res = await anna.post(`/api/articles/unlike/${target.id}`);
    expect(res.json().result).toEqual({ isFavorite: false, count: 2 });
  });

  it('refuses an unknown article (404) and a malformed id (400)', async () => {
    expect((await anna.post('/api/articles/like/999999')).statusCode).toBe(404);
    expect((await anna.post('/api/articles/like/abc')).statusCode).toBe(400);
  });
});

describe('detail', () => {
  it('answers the article with its HTML and recommendations of its category; counts a view once', async () => {
    const item = (await listing('')).items[0];
    const res = await anna.get(`/api/articles/detail/${item.id}`);
    expect(res.statusCode).toBe(200);
    const { article, recommend } = res.json().result;
    expect(article).toMatchObject({
      id: item.id,
      title: item.title,
      content: expect.stringContaining('<p>'),
      category: item.category,
      view: item.view + 1,
    });
    expect(recommend).toHaveLength(4);
    expect(recommend.map((r: { id: number }) => r.id)).not.toContain(item.id);
    expect(recommend[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content_text: expect.any(String),
      date: expect.any(Number),
      view: expect.any(Number),
      main_image: expect.any(String),
    });
    // a reload, and two loads at once, do not count again
    await anna.get(`/api/articles/detail/${item.id}`);
    await Promise.all([1, 2].map(() => anna.get(`/api/articles/detail/${item.id}`)));
    const again = (await anna.get(`/api/articles/detail/${item.id}`)).json().result.article;
    expect(again.view).toBe(item.view + 1);
    // another member's first view counts
    const his = (await ivan.get(`/api/articles/detail/${item.id}`)).json().result.article;
    expect(his.view).toBe(item.view + 2);
    const [row] = await ctx.app.db.select().from(articles).where(eq(articles.id, item.id));
    expect(row.view).toBe(item.view + 2);
  });

  it('a first load of two at once counts once', async () => {
    const item = (await listing('?page=2')).items[0];
    await Promise.all([1, 2, 3].map(() => anna.get(`/api/articles/detail/${item.id}`)));
    const [row] = await ctx.app.db.select().from(articles).where(eq(articles.id, item.id));
    expect(row.view).toBe(item.view + 1);
  });

  it('answers 404 for an unknown article', async () => {
    const res = await anna.get('/api/articles/detail/999999');
    expect([res.statusCode, res.json().error.message]).toEqual([404, M.notFound]);
  });
});

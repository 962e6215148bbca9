// Articles (spec part 2 §2.7): categories, pages by category (or the member's favourites), Russian
// full-text search ranked best first, the special article apart, the detail with recommendations
// and a view count that a fast reload does not double, and the member's own favourites. Members
// only ever see published articles (issue 28: the editors' drafts and unpublished ones are "not
// found" everywhere here: lists, search, favourites, the special article, the page, likes).
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  ARTICLE_CATEGORY_ALL,
  ARTICLE_CATEGORY_FAVORITES,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES as M,
  type ArticleDetailResult,
  type ArticleFavoritesResult,
  type ArticleItem,
  type ArticlesResult,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { articleCategories, articleFavorites, articles, articleViews } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { unixSeconds } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import { findActivePack } from '../nutrition/plan';
import { excerpt, searchQueries, searchWords, wordsToStem, type SearchQueries } from './search';

export interface ArticleDeps {
  db: Db;
  clock: Clock;
}

const notFound = () => new AppError(404, M.notFound);

/** What members may see: published articles only. Every member query here carries it. */
export const publishedOnly = eq(articles.status, 'published');
/** The date members see: the first publication (the first release's rows: when they were made). */
export const shownAt = sql<Date>`coalesce(${articles.publishedAt}, ${articles.createdAt})`.mapWith(
  articles.createdAt,
);

/** The columns of a list item, with the member's favourite state. */
function itemColumns(userId: number) {
  return {
    id: articles.id,
    title: articles.title,
    contentText: articles.contentText,
    mainImage: articles.mainImage,
    categoryId: articles.categoryId,
    categoryName: articleCategories.name,
    view: articles.view,
    createdAt: shownAt,
    updatedAt: articles.updatedAt,
    isSpecial: articles.isSpecial,
    isFavorite: sql<boolean>`exists (select 1 from ${articleFavorites} where ${articleFavorites.userId} = ${userId} and ${articleFavorites.articleId} = ${articles.id})`,
  };
}

type ItemRow = {
  id: number;
  title: string;
  contentText: string;
  mainImage: string | null;
  categoryId: number;
  categoryName: string;
  view: number;
  createdAt: Date;
  updatedAt: Date;
  isSpecial: boolean;
  isFavorite: boolean;
};

function toItem(r: ItemRow): ArticleItem {
  return {
    id: r.id,
    title: r.title,
    content_text: excerpt(r.contentText),
    main_image: r.mainImage,
    category: { id: r.categoryId, name: r.categoryName },
    view: r.view,
    created_at: unixSeconds(r.createdAt),
    updated_at: unixSeconds(r.updatedAt),
    is_special: r.isSpecial,
    isFavorite: Boolean(r.isFavorite),
  };
}

export async function listCategories(db: Db) {
  return db
    .select({ id: articleCategories.id, name: articleCategories.name })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

/** The newest special article, with its HTML. */
async function specialArticle(db: Db, userId: number): Promise<ArticlesResult['special']> {
  const [row] = await db
    .select({ ...itemColumns(userId), content: articles.content })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articles.isSpecial, true), publishedOnly))
    .orderBy(desc(shownAt), desc(articles.id))
    .limit(1);
  return row ? { ...toItem(row), content: row.content } : null;
}

/** The filter of a `category` parameter: all, the member's favourites, or one category by id. */
async function categoryFilter(
  db: Db,
  userId: number,
  category: string | undefined,
): Promise<SQL | undefined> {
  const value = (category ?? '').trim();
  if (!value || value === ARTICLE_CATEGORY_ALL) return undefined;
  if (value === ARTICLE_CATEGORY_FAVORITES)
    return sql`exists (select 1 from ${articleFavorites} where ${articleFavorites.userId} = ${userId} and ${articleFavorites.articleId} = ${articles.id})`;
  if (!/^\d{1,9}$/.test(value)) throw badRequest(M.categoryNotFound);
  const id = Number(value);
  const [found] = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.id, id));
  if (!found) throw new AppError(404, M.categoryNotFound);
  return eq(articles.categoryId, id);
}

/**
 * The stems the database's Snowball stemmer gives each word ('russian_stem': the dictionary of the
 * 'russian' configuration; an empty list for a stop word).
 */
async function stemsOf(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const rows = await db.execute<{ word: string; stems: string[] | null }>(
    sql`select w.word, ts_lexize('russian_stem', w.word) as stems from (values ${sql.join(
      words.map((w) => sql`(${w}::text)`),
      sql`, `,
    )}) as w(word)`,
  );
  const list = (rows as unknown as { rows: { word: string; stems: string[] | null }[] }).rows;
  return new Map(list.map((r) => [r.word, r.stems ?? [r.word]]));
}

/** The search of a text: its two queries, or null when it has no word the index knows. */
async function searchOf(db: Db, text: string): Promise<SearchQueries | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  return searchQueries(words, await stemsOf(db, wordsToStem(words)));
}

export async function listArticles(
  deps: ArticleDeps,
  userId: number,
  query: { category?: string; page?: number; q?: string },
): Promise<ArticlesResult> {
  const page = query.page ?? 1;
  const text = (query.q ?? '').trim().slice(0, ARTICLE_LIMITS.searchMaxLength);
  const byCategory = await categoryFilter(deps.db, userId, query.category);
  const [special, pack, search] = await Promise.all([
    specialArticle(deps.db, userId),
    findActivePack(deps.db, userId, await deps.clock.now(userId)),
    text ? searchOf(deps.db, text) : null,
  ]);
  const base = { page, demo_day: pack?.demoDay ?? false, special };
  // a search text with no words in it (or only words too common to search) finds nothing
  if (text && !search) return { ...base, items: [], total_pages: 0 };

  const whole = search ? sql`to_tsquery('simple', ${search.whole})` : null;
  const exact = search ? sql`to_tsquery('simple', ${search.exact})` : null;
  const forms = search ? sql`to_tsquery('simple', ${search.forms})` : null;
  const where = and(
    publishedOnly,
    byCategory,
    forms ? sql`${articles.searchForms} @@ ${forms}` : eq(articles.isSpecial, false),
  );
  const [{ total }] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(articles)
    .where(where);
  const totalPages = Math.ceil(Number(total) / ARTICLE_LIMITS.pageSize);
  // the words as typed first, then the rest of the exact matches, then the forms; each group by
  // relevance (a title match outranks the text)
  const order =
    whole && exact && forms
      ? [
          sql`(${articles.searchForms} @@ ${whole}) desc`,
          sql`(${articles.searchForms} @@ ${exact}) desc`,
          sql`ts_rank_cd(${articles.searchForms}, ${forms}) desc`,
          desc(shownAt),
          desc(articles.id),
        ]
      : [desc(shownAt), desc(articles.id)];
  const rows = await deps.db
    .select(itemColumns(userId))
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(ARTICLE_LIMITS.pageSize)
    .offset((page - 1) * ARTICLE_LIMITS.pageSize);
  return { ...base, items: rows.map(toItem), total_pages: totalPages };
}

export async function listFavorites(db: Db, userId: number): Promise<ArticleFavoritesResult> {
  const rows = await db
    .select(itemColumns(userId))
    .from(articleFavorites)
    .innerJoin(articles, eq(articles.id, articleFavorites.articleId))
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articleFavorites.userId, userId), publishedOnly))
    .orderBy(desc(articleFavorites.createdAt), desc(articles.id));
  return { count: rows.length, items: rows.map(toItem) };
}

/**
 * Counts the member's view unless they viewed the article within the last 30 minutes: one
 * statement, so two loads at once count once (the second finds the first one's fresh row).
 */
async function countView(db: Db, userId: number, articleId: number, now: Date): Promise<void> {
  const counted = await db
    .insert(articleViews)
    .values({ userId, articleId, viewedAt: now })
    .onConflictDoUpdate({
      target: [articleViews.userId, articleViews.articleId],
      set: { viewedAt: now },
      setWhere: sql`${articleViews.viewedAt} < ${new Date(
        now.getTime() - ARTICLE_LIMITS.viewDedupMinutes * 60_000,
      ).toISOString()}::timestamptz`,
    })
    .returning({ userId: articleViews.userId });
  if (counted.length)
    await db
      .update(articles)
      .set({ view: sql`${articles.view} + 1` })
      .where(eq(articles.id, articleId));
}

export async function articleDetail(
  deps: ArticleDeps,
  userId: number,
  id: number,
): Promise<ArticleDetailResult> {
  const [exists] = await deps.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, id), publishedOnly));
  if (!exists) throw notFound();
  await countView(deps.db, userId, id, deps.clock.systemNow());
  const [row] = await deps.db
    .select({ ...itemColumns(userId), content: articles.content })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articles.id, id), publishedOnly));
  if (!row) throw notFound();
  const recommend = await deps.db
    .select({
      id: articles.id,
      title: articles.title,
      contentText: articles.contentText,
      createdAt: shownAt,
      view: articles.view,
      mainImage: articles.mainImage,
    })
    .from(articles)
    .where(
      and(
        eq(articles.categoryId, row.categoryId),
        ne(articles.id, id),
        eq(articles.isSpecial, false),
        publishedOnly,
      ),
    )
    .orderBy(desc(shownAt), desc(articles.id))
    .limit(ARTICLE_LIMITS.recommendCount);
  return {
    article: { ...toItem(row), content: row.content },
    recommend: recommend.map((r) => ({
      id: r.id,
      title: r.title,
      content_text: excerpt(r.contentText, 140),
      date: unixSeconds(r.createdAt),
      view: r.view,
      main_image: r.mainImage,
    })),
  };
}

async function favoritesCount(db: Db, userId: number): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(articleFavorites)
    .innerJoin(articles, eq(articles.id, articleFavorites.articleId))
    .where(and(eq(articleFavorites.userId, userId), publishedOnly));
  return Number(count);
}

/** Like (idempotent: liking twice keeps one favourite) or unlike; answers the state after it. */
export async function setFavorite(
  deps: ArticleDeps,
  userId: number,
  articleId: number,
  favorite: boolean,
): Promise<{ isFavorite: boolean; count: number }> {
  const [exists] = await deps.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), publishedOnly));
  if (!exists) throw notFound();
  if (favorite)
    await deps.db
      .insert(articleFavorites)
      .values({ userId, articleId, createdAt: deps.clock.systemNow() })
      .onConflictDoNothing();
  else
    await deps.db
      .delete(articleFavorites)
      .where(and(eq(articleFavorites.userId, userId), eq(articleFavorites.articleId, articleId)));
  return { isFavorite: favorite, count: await favoritesCount(deps.db, userId) };
}

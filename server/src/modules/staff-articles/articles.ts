// The editors' articles (issue 28, item 8; permission articles:publish): every article whatever its
// status, a draft made, edited, published and unpublished, its main picture through the photo
// pipeline (a public file, as the seeded pictures are public). Each change and its audit entry are
// written in one transaction. Members' calls (modules/articles) show published articles only.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  STAFF_ARTICLE_LIMITS as LIMITS,
  STAFF_ARTICLE_MESSAGES as M,
  type ArticleStatus,
  type StaffArticle,
  type StaffArticleBody,
  type StaffArticlePatch,
  type StaffArticleRow,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { articleCategories, articles, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { PhotoRejected, processPhoto, type ProcessedPhoto } from '../../lib/photos';
import { UPLOADS_PREFIX, type FileStorage } from '../../lib/storage';
import { audit } from '../staff/audit';
import type { StaffIdentity } from '../staff/identity';
import { containsText } from '../staff/text';
import { articleText } from './html';
import { articleHtmlVerdict } from './html-check';
import { unixSeconds } from '../../lib/clock';

/** The main picture's longest side: the member's page shows it at most 820 px wide. */
const IMAGE_SIDE = 1600;
/** Where the pictures are stored: a public folder (lib/storage.ts PUBLIC_FOLDERS). */
export const ARTICLE_IMAGE_FOLDER = 'articles/';

const notFound = () => new AppError(404, M.notFound);
const creator = alias(users, 'article_creator');
const editor = alias(users, 'article_editor');

const rowColumns = {
  id: articles.id,
  title: articles.title,
  status: articles.status,
  categoryId: articles.categoryId,
  categoryName: articleCategories.name,
  isSpecial: articles.isSpecial,
  mainImage: articles.mainImage,
  view: articles.view,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
  updatedById: articles.updatedBy,
  updatedByName: editor.name,
};

type Row = {
  id: number;
  title: string;
  status: string;
  categoryId: number;
  categoryName: string;
  isSpecial: boolean;
  mainImage: string | null;
  view: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  updatedById: number | null;
  updatedByName: string | null;
};

const person = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? `#${id}` };

function toRow(r: Row): StaffArticleRow {
  return {
    id: r.id,
    title: r.title,
    status: r.status as ArticleStatus,
    category: { id: r.categoryId, name: r.categoryName },
    is_special: r.isSpecial,
    main_image: r.mainImage,
    view: r.view,
    created_at: unixSeconds(r.createdAt),
    updated_at: unixSeconds(r.updatedAt),
    published_at: r.publishedAt ? unixSeconds(r.publishedAt) : null,
    updated_by: person(r.updatedById, r.updatedByName),
  };
}

export async function listCategories(db: Db) {
  return db
    .select({ id: articleCategories.id, name: articleCategories.name })
    .from(articleCategories)
    .orderBy(articleCategories.sort, articleCategories.id);
}

/** A page of every article, newest first (keyset by id), by part of the title and by status. */
export async function articlesPage(
  db: Db,
  query: { q?: string; status?: ArticleStatus; beforeId?: number },
  limit: number = LIMITS.pageSize,
): Promise<{ articles: StaffArticleRow[]; next_before_id: number | null }> {
  const text = query.q?.trim();
  const where: (SQL | undefined)[] = [
    text ? containsText(articles.title, text) : undefined,
    query.status ? eq(articles.status, query.status) : undefined,
    query.beforeId ? lt(articles.id, query.beforeId) : undefined,
  ];
  const rows = await db
    .select(rowColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(editor, eq(editor.id, articles.updatedBy))
    .where(and(...where))
    .orderBy(desc(articles.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    articles: page.map(toRow),
    next_before_id: rows.length > limit ? page[page.length - 1].id : null,
  };
}

export async function getArticle(db: Db, id: number): Promise<StaffArticle> {
  const [row] = await db
    .select({
      ...rowColumns,
      content: articles.content,
      createdById: articles.createdBy,
      createdByName: creator.name,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(editor, eq(editor.id, articles.updatedBy))
    .leftJoin(creator, eq(creator.id, articles.createdBy))
    .where(eq(articles.id, id));
  if (!row) throw notFound();
  return {
    ...toRow(row),
    content: row.content,
    created_by: person(row.createdById, row.createdByName),
  };
}

/** The title as stored: trimmed, required, within the limit. */
function cleanTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (!clean) throw badRequest(M.titleRequired);
  if (clean.length > LIMITS.titleMaxLength) throw badRequest(M.titleTooLong);
  return clean;
}

/** The HTML as stored (as written: active content is refused, never silently changed). */
function checkContent(content: string): { content: string; contentText: string } {
  if (content.length > LIMITS.contentMaxLength) throw badRequest(M.contentTooLong);
  // judged by the members' own sanitiser on a real parser (html-check.ts)
  const problem = articleHtmlVerdict(content);
  if (problem) throw badRequest(problem);
  return { content: content.trim(), contentText: articleText(content) };
}

async function requireCategory(db: Db, id: number): Promise<{ id: number; name: string }> {
  const [found] = await db
    .select({ id: articleCategories.id, name: articleCategories.name })
    .from(articleCategories)
    .where(eq(articleCategories.id, id));
  if (!found) throw badRequest(M.categoryNotFound);
  return found;
}

/** The article's row, locked for this transaction (two editors' changes come one after the other). */
async function lockArticle(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: articles.id,
      title: articles.title,
      status: articles.status,
      categoryId: articles.categoryId,
      content: articles.content,
      contentText: articles.contentText,
      isSpecial: articles.isSpecial,
      mainImage: articles.mainImage,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const ref = (a: { id: number; title: string }) => ({ id: a.id, title: a.title });

/** A new draft (never seen by members until published). */
export async function createArticle(
  tx: Db,
  actor: StaffIdentity,
  body: StaffArticleBody,
  now: Date,
): Promise<number> {
  const title = cleanTitle(body.title);
  const { content, contentText } = checkContent(body.content);
  await requireCategory(tx, body.category_id);
  const [row] = await tx
    .insert(articles)
    .values({
      categoryId: body.category_id,
      title,
      content,
      contentText,
      isSpecial: body.is_special,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning({ id: articles.id });
  await audit(tx, {
    actor,
    action: 'article.create',
    details: { article: { id: row.id, title } },
    at: now,
  });
  return row.id;
}

/**
 * Changes the given fields; a published article changes for members at once. Only what differs
 * from the stored article is written and named in the audit entry (the editor sends every field):
 * a title-only edit is logged as the title's, and an edit that changes nothing leaves no entry.
 */
export async function updateArticle(
  tx: Db,
  actor: StaffIdentity,
  id: number,
  patch: StaffArticlePatch,
  now: Date,
): Promise<void> {
  const current = await lockArticle(tx, id);
  const set: Partial<typeof articles.$inferInsert> = {};
  if (patch.title !== undefined) set.title = cleanTitle(patch.title);
  if (patch.content !== undefined) {
    const checked = checkContent(patch.content);
    // a published article keeps a text: emptying it is unpublishing, a separate decision
    if (current.status === 'published' && !checked.contentText) throw badRequest(M.contentRequired);
    Object.assign(set, checked);
  }
  if (patch.category_id !== undefined)
    set.categoryId = (await requireCategory(tx, patch.category_id)).id;
  if (patch.is_special !== undefined) set.isSpecial = patch.is_special;
  if (set.title === current.title) delete set.title;
  if (set.content === current.content) {
    delete set.content;
    delete set.contentText;
  }
  if (set.categoryId === current.categoryId) delete set.categoryId;
  if (set.isSpecial === current.isSpecial) delete set.isSpecial;
  const changed = Object.keys(set);
  if (!changed.length) return;
  await tx
    .update(articles)
    .set({ ...set, updatedAt: now, updatedBy: actor.userId })
    .where(eq(articles.id, id));
  await audit(tx, {
    actor,
    action: 'article.update',
    details: {
      article: { id, title: set.title ?? current.title },
      fields: changed.filter((f) => f !== 'contentText'),
      status: current.status,
    },
    at: now,
  });
}

/** Published: members see it from now on (the first publication's date is the one they see). */
export async function publishArticle(
  tx: Db,
  actor: StaffIdentity,
  id: number,
  now: Date,
): Promise<void> {
  const current = await lockArticle(tx, id);
  if (current.status === 'published') throw new AppError(409, M.alreadyPublished);
  if (!current.title.trim()) throw badRequest(M.titleRequired);
  if (!current.contentText.trim()) throw badRequest(M.contentRequired);
  await tx
    .update(articles)
    .set({
      status: 'published',
      publishedAt: sql`coalesce(${articles.publishedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
      updatedBy: actor.userId,
    })
    .where(eq(articles.id, id));
  await audit(tx, {
    actor,
    action: 'article.publish',
    details: { article: ref(current), from: current.status },
    at: now,
  });
}

export async function unpublishArticle(
  tx: Db,
  actor: StaffIdentity,
  id: number,
  now: Date,
): Promise<void> {
  const current = await lockArticle(tx, id);
  if (current.status !== 'published') throw new AppError(409, M.notPublished);
  await tx
    .update(articles)
    .set({ status: 'unpublished', updatedAt: now, updatedBy: actor.userId })
    .where(eq(articles.id, id));
  await audit(tx, {
    actor,
    action: 'article.unpublish',
    details: { article: ref(current) },
    at: now,
  });
}

/** The re-encoded picture, or a 400 with the photo pipeline's texts. */
export async function processArticleImage(data: Buffer): Promise<ProcessedPhoto> {
  try {
    return await processPhoto(data, { maxSide: IMAGE_SIDE });
  } catch (e) {
    if (e instanceof PhotoRejected)
      throw badRequest(
        e.problem === 'size' ? M.imageSize : e.problem === 'type' ? M.imageType : M.imageBroken,
      );
    throw e;
  }
}

/** A picture we stored ourselves (the seeded ones are inline pictures: nothing to remove). */
const isOurImage = (url: string | null): url is string =>
  !!url && url.startsWith(`${UPLOADS_PREFIX}${ARTICLE_IMAGE_FOLDER}`);

/**
 * Sets (or with `data` null removes) the main picture. The picture is checked and stored before
 * the transaction; a failed transaction removes it again, and the previous file goes only once
 * the new one is saved: nothing half-saved either way.
 */
export async function setArticleImage(
  db: Db,
  storage: FileStorage,
  actor: StaffIdentity,
  id: number,
  data: Buffer | null,
  now: Date,
): Promise<string | null> {
  const photo = data ? await processArticleImage(data) : null;
  // a missing article is said before anything is stored
  const [exists] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id));
  if (!exists) throw notFound();
  const url = photo
    ? await storage.put(
        `${ARTICLE_IMAGE_FOLDER}${id}/${randomBytes(12).toString('hex')}.${photo.ext}`,
        photo.image,
        photo.contentType,
      )
    : null;
  let previous: string | null;
  try {
    previous = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const current = await lockArticle(tx, id);
      await tx
        .update(articles)
        .set({ mainImage: url, updatedAt: now, updatedBy: actor.userId })
        .where(eq(articles.id, id));
      await audit(tx, {
        actor,
        action: 'article.update',
        details: { article: ref(current), fields: ['mainImage'], status: current.status },
        at: now,
      });
      return current.mainImage;
    });
  } catch (e) {
    if (url) await storage.remove(url).catch(() => undefined);
    throw e;
  }
  if (isOurImage(previous) && previous !== url)
    await storage.remove(previous).catch(() => undefined);
  return url;
}

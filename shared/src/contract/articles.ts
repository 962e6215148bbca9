// Contract of the articles (spec part 2 §2.7, §3 "Article", §7). Paths: paths-articles.ts.
//
// - content is HTML of the club's editors (the client sanitises it); content_text is the text
//   without markup, cut to about 220 characters in lists;
// - created_at / updated_at / date are unix seconds; main_image an image URL or null;
// - the special article (is_special) is answered apart, in `special`, and never among the items
//   of a listing without a search text.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const ArticleCategory = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ArticleCategory = Static<typeof ArticleCategory>;
export const ArticleCategoriesResult = Type.Object({ categories: Type.Array(ArticleCategory) });
export type ArticleCategoriesResult = Static<typeof ArticleCategoriesResult>;

export const ArticleItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content_text: Type.String(),
  main_image: Nullable(Type.String()),
  category: ArticleCategory,
  view: Type.Integer(),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
  is_special: Type.Boolean(),
  isFavorite: Type.Boolean(),
});
export type ArticleItem = Static<typeof ArticleItem>;

/** The special article of a listing, with its HTML (the "Ознакомлен" dialog shows it). */
export const SpecialArticle = Type.Composite([
  ArticleItem,
  Type.Object({ content: Type.String() }),
]);
export type SpecialArticle = Static<typeof SpecialArticle>;

export const ArticlesQuery = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 20 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ArticlesQuery = Static<typeof ArticlesQuery>;

export const ArticlesResult = Type.Object({
  items: Type.Array(ArticleItem),
  page: Type.Integer(),
  total_pages: Type.Integer(),
  demo_day: Type.Boolean(),
  special: Nullable(SpecialArticle),
});
export type ArticlesResult = Static<typeof ArticlesResult>;

export const ArticleFavoritesResult = Type.Object({
  count: Type.Integer(),
  items: Type.Array(ArticleItem),
});
export type ArticleFavoritesResult = Static<typeof ArticleFavoritesResult>;

export const ArticleIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type ArticleIdParams = Static<typeof ArticleIdParams>;

export const ArticleRecommend = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content_text: Type.String(),
  date: Type.Integer(),
  view: Type.Integer(),
  main_image: Nullable(Type.String()),
});
export type ArticleRecommend = Static<typeof ArticleRecommend>;

export const ArticleDetail = Type.Composite([ArticleItem, Type.Object({ content: Type.String() })]);
export type ArticleDetail = Static<typeof ArticleDetail>;

export const ArticleDetailResult = Type.Object({
  article: ArticleDetail,
  recommend: Type.Array(ArticleRecommend),
});
export type ArticleDetailResult = Static<typeof ArticleDetailResult>;

/** like/unlike: the article's favourite state and the member's favourites count after the call. */
export const ArticleLikeResult = Type.Object({ isFavorite: Type.Boolean(), count: Type.Integer() });
export type ArticleLikeResult = Static<typeof ArticleLikeResult>;

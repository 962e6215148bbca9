// The staff app's articles and notifications (issue 28, item 8): request and answer schemas. Paths,
// limits, texts and the article HTML check are in paths-staff-articles.ts.
import { Type, type Static } from '@sinclair/typebox';
import {
  ARTICLE_STATUSES,
  NOTIFICATION_AUDIENCES,
  STAFF_ARTICLE_LIMITS,
  STAFF_NOTIFICATION_LIMITS,
} from './paths-staff-articles';
import { Id, Int, Text } from './rules';

// ---------- Articles ----------
const Status = Type.Union(ARTICLE_STATUSES.map((s) => Type.Literal(s)));
const PersonRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const StaffArticleRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Status,
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  is_special: Type.Boolean(),
  main_image: Type.Union([Type.String(), Type.Null()]),
  view: Type.Integer(),
  /** unix seconds */
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
  published_at: Type.Union([Type.Integer(), Type.Null()]),
  updated_by: Type.Union([PersonRef, Type.Null()]),
});
export type StaffArticleRow = Static<typeof StaffArticleRow>;

export const StaffArticlesQuery = Type.Object({
  /** part of the title */
  q: Type.Optional(Text({ maxLength: 100 })),
  status: Type.Optional(Status),
  /** keyset: articles older than this id */
  before_id: Type.Optional(Id()),
});
export type StaffArticlesQuery = Static<typeof StaffArticlesQuery>;

export const StaffArticlesResult = Type.Object({
  articles: Type.Array(StaffArticleRow),
  next_before_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type StaffArticlesResult = Static<typeof StaffArticlesResult>;

export const StaffArticleCategoriesResult = Type.Object({
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type StaffArticleCategoriesResult = Static<typeof StaffArticleCategoriesResult>;

export const StaffArticle = Type.Composite([
  StaffArticleRow,
  Type.Object({
    /** the HTML as stored */
    content: Type.String(),
    created_by: Type.Union([PersonRef, Type.Null()]),
  }),
]);
export type StaffArticle = Static<typeof StaffArticle>;

/** The schema's caps are above the limits, so a long text gets the limit's own Russian message. */
export const StaffArticleBody = Type.Object({
  title: Text({ maxLength: STAFF_ARTICLE_LIMITS.titleMaxLength * 5 }),
  category_id: Id(),
  content: Text({ maxLength: STAFF_ARTICLE_LIMITS.contentMaxLength * 2 }),
  is_special: Type.Boolean(),
});
export type StaffArticleBody = Static<typeof StaffArticleBody>;
export const StaffArticlePatch = Type.Partial(StaffArticleBody);
export type StaffArticlePatch = Static<typeof StaffArticlePatch>;

export const StaffArticleSaved = Type.Object({
  article: StaffArticle,
  message: Type.String(),
});
export type StaffArticleSaved = Static<typeof StaffArticleSaved>;

// ---------- Notifications ----------
const Audience = Type.Union(NOTIFICATION_AUDIENCES.map((a) => Type.Literal(a)));

export const NotificationSendBody = Type.Object({
  audience: Audience,
  member_id: Type.Optional(Id()),
  course_id: Type.Optional(Id()),
  text: Text({ maxLength: STAFF_NOTIFICATION_LIMITS.textMaxLength * 5 }),
  link: Type.Optional(Text({ maxLength: STAFF_NOTIFICATION_LIMITS.linkMaxLength * 5 })),
  /** the number the sender confirmed: refused (409) when the audience has changed meanwhile */
  expected_count: Type.Optional(Int({ minimum: 0 })),
});
export type NotificationSendBody = Static<typeof NotificationSendBody>;

export const NotificationRecipientsQuery = Type.Object({
  audience: Audience,
  member_id: Type.Optional(Id()),
  course_id: Type.Optional(Id()),
});
export type NotificationRecipientsQuery = Static<typeof NotificationRecipientsQuery>;
export const NotificationRecipientsResult = Type.Object({ count: Type.Integer() });
export type NotificationRecipientsResult = Static<typeof NotificationRecipientsResult>;

export const NotificationCourse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** members holding it now */
  members: Type.Integer(),
});
export type NotificationCourse = Static<typeof NotificationCourse>;
export const NotificationCoursesResult = Type.Object({
  courses: Type.Array(NotificationCourse),
});
export type NotificationCoursesResult = Static<typeof NotificationCoursesResult>;

export const NotificationSent = Type.Object({
  id: Type.Integer(),
  /** unix seconds */
  sent_at: Type.Integer(),
  sender: Type.Union([PersonRef, Type.Null()]),
  audience: Audience,
  member: Type.Union([PersonRef, Type.Null()]),
  course: Type.Union([PersonRef, Type.Null()]),
  text: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  recipients: Type.Integer(),
});
export type NotificationSent = Static<typeof NotificationSent>;

export const NotificationHistoryQuery = Type.Object({ before_id: Type.Optional(Id()) });
export type NotificationHistoryQuery = Static<typeof NotificationHistoryQuery>;
export const NotificationHistoryResult = Type.Object({
  sent: Type.Array(NotificationSent),
  next_before_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type NotificationHistoryResult = Static<typeof NotificationHistoryResult>;

export const NotificationSendResult = Type.Object({
  sent: NotificationSent,
  message: Type.String(),
});
export type NotificationSendResult = Static<typeof NotificationSendResult>;

// Contract of the notifications (spec part 2 §2.10, §3 "Notification", §7). Paths:
// paths-notifications.ts.
//
// - content is HTML written by the club (the client sanitises it before showing it);
// - time is unix seconds (the client shows its age: 'Только что', '5 минут назад', the date after
//   7 days, in the +4 h display zone);
// - link is a menu code (COURSES, DIETA, DYNAMICS, ARTICLES, CHATS, AVATAR, FEEDBACK, CONTEST: the
//   item goes to that menu item's path) or a section ('articles', 'course', ...: the item goes to
//   /{section} or /{section}/{linkId}, 'articles' with an id becoming /article/{id});
//   fullLink, when set, is the in-app path itself and wins.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const NotificationItem = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  time: Type.Integer(),
  link: Nullable(Type.String()),
  linkId: Nullable(Type.Integer()),
  fullLink: Nullable(Type.String()),
  /** unread before this list was loaded (the list load marks everything read) */
  is_new: Type.Boolean(),
});
export type NotificationItem = Static<typeof NotificationItem>;

/** GET: newest first; count = unread after the load (0), as the live count shows. */
export const NotificationsResult = Type.Object({
  notifications: Type.Array(NotificationItem),
  count: Type.Integer(),
});
export type NotificationsResult = Static<typeof NotificationsResult>;

export const NotificationDeleteQuery = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type NotificationDeleteQuery = Static<typeof NotificationDeleteQuery>;

export const NotificationDeleteResult = Type.Object({ message: Type.String() });
export type NotificationDeleteResult = Static<typeof NotificationDeleteResult>;

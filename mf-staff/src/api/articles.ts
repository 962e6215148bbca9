// The staff app's article and notification calls (paths and types: @club/shared,
// paths-staff-articles.ts and staff-articles.ts). Lists load `silent`ly (the list says a failure
// itself); the editor and the form show the server's Russian reason beside the field or button.
import {
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  type ArticleStatus,
  type NotificationAudience,
  type NotificationCoursesResult,
  type NotificationHistoryResult,
  type NotificationRecipientsResult,
  type NotificationSendResult,
  type StaffArticle,
  type StaffArticleCategoriesResult,
  type StaffArticleSaved,
  type StaffArticlesResult,
} from '@club/shared';
import { staffArticlePaths, staffNotificationPaths } from '@club/shared/staff';

const query = (params: Record<string, string | number | undefined | null>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
};

export const getArticles = (params: { q?: string; status?: ArticleStatus; before_id?: number }) =>
  apiGet<StaffArticlesResult>(`${staffArticlePaths.list}${query(params)}`, { silent: true });
export const getArticleCategories = () =>
  apiGet<StaffArticleCategoriesResult>(staffArticlePaths.categories, { silent: true });
export const getArticle = (id: number | string) =>
  apiGet<StaffArticle>(staffArticlePaths.one(id), { silent: true });

export interface ArticleInput {
  title: string;
  category_id: number;
  content: string;
  is_special: boolean;
}
export const createArticle = (input: ArticleInput) =>
  apiPost<StaffArticleSaved>(staffArticlePaths.list, input, { silent: true });
export const updateArticle = (id: number, patch: Partial<ArticleInput>) =>
  apiPatch<StaffArticleSaved>(staffArticlePaths.one(id), patch, { silent: true });
export const publishArticle = (id: number) =>
  apiPost<StaffArticleSaved>(staffArticlePaths.publish(id), undefined, { silent: true });
export const unpublishArticle = (id: number) =>
  apiPost<StaffArticleSaved>(staffArticlePaths.unpublish(id), undefined, { silent: true });
/** PUT …/image (multipart, field "image"): through the server's photo pipeline. */
export const uploadArticleImage = (id: number, file: Blob) => {
  const form = new FormData();
  form.append('image', file);
  return apiPut<StaffArticleSaved>(staffArticlePaths.image(id), form, { silent: true });
};
export const removeArticleImage = (id: number) =>
  apiDelete<StaffArticleSaved>(staffArticlePaths.image(id), { silent: true });

export const getSentNotifications = (params: { before_id?: number }) =>
  apiGet<NotificationHistoryResult>(`${staffNotificationPaths.list}${query(params)}`, {
    silent: true,
  });
export const getNotificationCourses = () =>
  apiGet<NotificationCoursesResult>(staffNotificationPaths.courses, { silent: true });

export interface NotificationTarget {
  audience: NotificationAudience;
  member_id?: number;
  course_id?: number;
}
export const countRecipients = (target: NotificationTarget) =>
  apiGet<NotificationRecipientsResult>(
    `${staffNotificationPaths.recipients}${query({ ...target })}`,
    {
      silent: true,
    },
  );
export const sendNotification = (
  input: NotificationTarget & { text: string; link?: string; expected_count?: number },
) => apiPost<NotificationSendResult>(staffNotificationPaths.list, input, { silent: true });

import { apiGet, paths, type FeedbackCategoriesResult } from '@club/shared';

/** GET /api/feedback/categories: the themes ("Тема обращения") {id, name}. */
export const getFeedbackCategories = () =>
  apiGet<FeedbackCategoriesResult>(paths.feedbackCategories);

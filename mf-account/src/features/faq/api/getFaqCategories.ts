import { apiGet, paths, type FaqCategoriesResult } from '@club/shared';

/**
 * GET /api/faqs/categories. Silent: per spec a failure signs the member out with no message
 * (the caller clears the session), so the client must not show a fail banner.
 */
export const getFaqCategories = () =>
  apiGet<FaqCategoriesResult>(paths.faqCategories, { silent: true });

import { apiGet, paths, type FaqCategoriesResult } from '@club/shared';

/**
 * GET /api/faqs/categories. Silent: per spec a refusal signs the member out with no message (the
 * caller clears the session), and a call that got no answer is the page's failed state.
 */
export const getFaqCategories = () =>
  apiGet<FaqCategoriesResult>(paths.faqCategories, { silent: true });

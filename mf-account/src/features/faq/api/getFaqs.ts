import { apiGet, paths, type FaqsResult } from '@club/shared';

/**
 * GET /api/faqs/faqs: every question with its category id; answers are server HTML. Silent: the
 * page says a failure itself, with "Повторить".
 */
export const getFaqs = () => apiGet<FaqsResult>(paths.faqs, { silent: true });

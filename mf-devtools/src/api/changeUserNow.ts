import { apiPost, testerPaths, type TesterNowResult } from '@club/shared';

/** POST /api/testers/change_user_now, form: now (unix seconds). */
export const changeUserNow = (now: number) =>
  apiPost<TesterNowResult>(testerPaths.changeUserNow, new URLSearchParams({ now: String(now) }));

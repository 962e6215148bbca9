import { apiPost, type TesterNowResult } from '@club/shared';
import { testerPaths } from '@club/shared/staff';

/** POST /api/testers/change_user_now, form: now (unix seconds). */
export const changeUserNow = (now: number) =>
  apiPost<TesterNowResult>(testerPaths.changeUserNow, new URLSearchParams({ now: String(now) }));

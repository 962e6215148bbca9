// Paths and texts of the tester console's own calls (spec part 2 §2.11, §7; plain values, safe for
// browser bundles). The contest and chat tester calls live beside their domains
// (`contestTesterPaths`, `testerChatPaths`). Every call acts on the calling member's own data.

export const testerPaths = {
  /** GET: result.courses [{ user_pack_id, block: { block_name }, fullName }], now, push_id */
  userPack: '/api/testers/user_pack',
  /** POST, no body: the profile's height is cleared (the next activation asks it again) */
  resetUserHeight: '/api/testers/reset_user_height',
  /** POST, no body: the course goes back to PURCHASED (not activated, no freeze) */
  resetStatePurchased: (userPackId: number | string) =>
    `/api/testers/reset_state_purchased/${userPackId}`,
  /** POST, no body: the course can be frozen again today */
  resetLimitFrost: (userPackId: number | string) => `/api/testers/reset_limit_frost/${userPackId}`,
  /** POST form: now (unix seconds): the member's clock from now on */
  changeUserNow: '/api/testers/change_user_now',
  /** POST, no body: drops whatever the server keeps cached for the member */
  invalidateCache: '/api/testers/invalidate_cache',
  /** GET: the letters to the member (or, with ?email=, to that address) and their links */
  mail: '/api/testers/mail',
} as const;

/** The route patterns the server registers (fastify syntax). */
export const testerRoutePatterns = {
  resetStatePurchased: '/api/testers/reset_state_purchased/:id',
  resetLimitFrost: '/api/testers/reset_limit_frost/:id',
} as const;

/** The prefix the production-host guard covers (every tester call, the domains' ones too). */
export const TESTER_PREFIX = '/api/testers/';

/** The member's clock may be set within these years (a typo like 0202 or 20255 is refused). */
export const TESTER_CLOCK_RANGE = {
  min: Date.UTC(2000, 0, 1) / 1000,
  max: Date.UTC(2100, 0, 1) / 1000,
} as const;

export const TESTER_MESSAGES = {
  /** the console's notice of every success (spec §2.11: 'Success', type ok) */
  success: 'Success',
  forbidden: 'Консоль тестировщика на рабочем сайте доступна только сотрудникам клуба',
  badNow: 'Некорректное время: нужно число секунд Unix от 01.01.2000 до 01.01.2100',
  badId: 'Некорректный номер курса',
  courseNotFound: 'Курс не найден',
  /** the console's own check of the time machine's input */
  badDate: 'Некорректная дата: нужен формат дд.мм.гггг чч:мм:сс, например 01.02.2026 09:30:00',
  badEmail: 'Некорректный email',
} as const;

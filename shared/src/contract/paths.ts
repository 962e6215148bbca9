// Plain values of the contract (no schema library), safe for browser bundles.

/** Menu codes the server can switch off through not_active_options. */
export const MENU_CODES = [
  'COURSES',
  'DIETA',
  'DYNAMICS',
  'ARTICLES',
  'CHATS',
  'AVATAR',
  'FEEDBACK',
  'CONTEST',
] as const;
export type MenuCode = (typeof MENU_CODES)[number];

// ---------- Paths (one place, so no string literal drifts between server and apps) ----------
export const paths = {
  login: '/api/auth/login',
  passRecovery: '/api/auth/pass_recovery',
  emailVerification: (hash: string) => `/email_verification_api/${encodeURIComponent(hash)}`,
  init: '/api/cabinet/init',
  logout: '/api/cabinet/logout',
  pushToken: '/api/cabinet/push_token',
  stream: '/api/cabinet/stream',
  feedbackCategories: '/api/feedback/categories',
  feedbackSend: '/api/feedback/send',
  faqs: '/api/faqs/faqs',
  faqCategories: '/api/faqs/categories',
  mainIndex: '/api/v2/main/index',
  fatsecretOauthUrl: '/api/fatsecret/oauth/url',
  /** Tracking service (its own port): POST */
  trackingEvent: '/event',
} as const;

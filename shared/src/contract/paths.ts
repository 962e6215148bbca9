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

/** error.code of a refusal by audience: the shell tells a staff account by the first. */
export const AUDIENCE_ERROR_CODE = {
  /** a staff account called a member's call (the shell then asks /api/auth/me) */
  staffAccount: 10,
  /** a member called a staff call */
  memberAccount: 11,
} as const;

// ---------- Paths (one place, so no string literal drifts between server and apps) ----------
export const paths = {
  login: '/api/auth/login',
  passRecovery: '/api/auth/pass_recovery',
  /** POST { token }: whose link it is (e-mail, purpose), or why it cannot be used */
  resetPassCheck: '/api/auth/reset_pass/check',
  /** POST { token, new_password }: sets the password, ends every session, signs in (x-auth-token) */
  resetPass: '/api/auth/reset_pass',
  emailVerification: (hash: string) => `/email_verification_api/${encodeURIComponent(hash)}`,
  /** GET: who is signed in (any account: a member or staff; the shell asks it for a staff token) */
  me: '/api/auth/me',
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

/**
 * The link of a letter that sets a password (recovery, a new account's first password): the
 * route /reset-pass/ of the spec, the one-use token after `#`. A fragment never reaches a server,
 * so the token stays out of access logs, proxies and the Referer of the page's requests.
 */
export const PASSWORD_LINK_PARAM = 'token';
export const passwordLinkPath = (token: string) =>
  `/reset-pass/#${PASSWORD_LINK_PARAM}=${encodeURIComponent(token)}`;
/** The token of a location hash such as `#token=...` (null when there is none). */
export function passwordLinkToken(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(PASSWORD_LINK_PARAM);
  return value && value.trim() ? value.trim() : null;
}

/** error.code of a refused password link (unknown, expired or used): the page offers a new one. */
export const PASSWORD_LINK_ERROR_CODE = 3;

// Paths of the account calls (plain values, safe for browser bundles).
export const accountPaths = {
  /** POST (JSON or form fields): the member's own profile */
  profileEdit: '/api/cabinet/profile/edit',
  /** POST multipart (field "avatar"): upload; DELETE: remove */
  profileAvatar: '/api/cabinet/profile/avatar',
  /** POST: old_password, new_password */
  profilePassword: '/api/cabinet/profile/password',
  /** POST, no body: the confirmation letter of an unconfirmed e-mail again (a few an hour) */
  emailVerificationResend: '/api/cabinet/profile/email_verification',
  /** GET: the phone masks (flag, dialling code, mask) of the profile form */
  phoneMasks: '/api/cabinet/profile/masks',
  /** GET: the store's categories with their packs */
  store: '/api/store/packs',
} as const;

/** error.code of a refused password change: the field the message belongs to (spec part 1 §4). */
export const PASSWORD_ERROR_CODE = { old: 1, new: 2 } as const;

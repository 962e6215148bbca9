/** A standard address whose domain has at least one dot and a top-level part of 2+ letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Passwords: Latin letters and digits only (what the server accepts). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]+$/;
/** Password inputs are looser while typing: the masks also let - + _ through. */
export const PASSWORD_INPUT_PATTERN = /^[A-Za-z0-9_+-]*$/;
/** Keeps only the characters a password input accepts. */
export const filterPasswordInput = (value: string): string => value.replace(/[^A-Za-z0-9_+-]/g, '');

/** Telegram nickname: an optional @, a Latin letter, then letters, digits, underscores. */
export const TELEGRAM_PATTERN = /^@?[A-Za-z][A-Za-z0-9_]*$/;
export const TELEGRAM_MIN_LENGTH = 5;
export const TELEGRAM_MAX_LENGTH = 31;

export const isEmail = (value: string | null | undefined): boolean =>
  EMAIL_PATTERN.test((value ?? '').trim());

// The special article last acknowledged ("Ознакомлен"), remembered in a cookie for 14515200 s
// (spec part 2 §4, §9): the dialog shows again only for a different special article.
import { ARTICLE_LIMITS } from '@club/shared/contract/paths-articles';

export const SPECIAL_COOKIE = 'club_special_article';

export function seenSpecialId(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SPECIAL_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function specialCookieValue(id: number): string {
  return `${SPECIAL_COOKIE}=${encodeURIComponent(String(id))}; max-age=${ARTICLE_LIMITS.specialCookieMaxAge}; path=/; SameSite=Lax`;
}

export function rememberSpecial(id: number): void {
  document.cookie = specialCookieValue(id);
}

/** The dialog shows when the special article differs from the one last acknowledged. */
export const shouldShowSpecial = (id: number | null | undefined, seen: string | null): boolean =>
  id !== null && id !== undefined && String(id) !== seen;

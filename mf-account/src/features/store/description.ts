import { sanitizeHtml } from '@club/shared/sanitize';

const LEADING_STYLE = /^\s*<style\b[^>]*>[\s\S]*?<\/style\s*>\s*/i;

/**
 * A pack's description as safe HTML: the shop's leading style blocks are stripped (they would
 * restyle the whole page), then the shared sanitiser (@club/shared/sanitize) does the rest.
 */
export function packDescriptionHtml(html: string): string {
  let text = html;
  while (LEADING_STYLE.test(text)) text = text.replace(LEADING_STYLE, '');
  return sanitizeHtml(text);
}

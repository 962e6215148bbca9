import DOMPurify from 'dompurify';

const LEADING_STYLE = /^\s*<style\b[^>]*>[\s\S]*?<\/style\s*>\s*/i;

/**
 * A pack's description as safe HTML: the shop's leading style blocks are stripped (they would
 * restyle the whole page), then DOMPurify removes scripts, handlers and any other style.
 */
export function packDescriptionHtml(html: string): string {
  let text = html;
  while (LEADING_STYLE.test(text)) text = text.replace(LEADING_STYLE, '');
  return DOMPurify.sanitize(text, { FORBID_TAGS: ['style'] });
}

// @club/shared/sanitize: the ONE sanitiser for HTML that comes from the server (store and course
// descriptions, FAQ answers, nutrition texts, articles, notifications). Its own entry and
// federation singleton, so DOMPurify loads only with the pages that render such HTML, never with
// home. DOMPurify removes scripts, event handlers and javascript: URLs; on top of it:
// - <style> elements are dropped (a leading style block of the shop would restyle the whole page);
// - inline styles keep only the properties content needs (colours, fonts, text alignment,
//   spacing, borders, sizes, lists): position, z-index, inset, transform, opacity, display,
//   filters, pointer events... are dropped, so nothing can cover or hide the page (a
//   `position:fixed` full-screen block), and no style value may load anything (url(), expression());
// - links keep only http(s) addresses (opened in a new tab without access to this page) and in-app
//   paths (the same rule as safeHref); pictures only http(s), in-app or data:image sources.
import { createSanitizer, type Sanitizer } from './purifier';

let sanitizer: Sanitizer | undefined;

/** Server HTML made safe to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  sanitizer ??= createSanitizer(window);
  return sanitizer.sanitize(html);
}
export { createSanitizer, type Sanitizer, type SanitizerFinding } from './purifier';
export { ArticleView, ARTICLE_IMAGE_SIZE, type ArticleViewProps } from './ArticleView';

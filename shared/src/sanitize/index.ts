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
import DOMPurify, { type Config } from 'dompurify';
import { safeHref } from '../format/href';

const isImageSrc = (src: string): boolean =>
  safeHref(src) !== null || /^data:image\/(png|jpe?g|gif|webp);/i.test(src);

const ALLOWED_STYLE = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'font-family',
  'font-variant',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-transform',
  'text-indent',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'white-space',
  'vertical-align',
  'list-style-type',
  'list-style-position',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'min-height',
  'border-collapse',
  'border-spacing',
  'float',
  'clear',
]);
const ALLOWED_PREFIXES = ['margin', 'padding', 'border'];
const UNSAFE_VALUE = /url\s*\(|expression\s*\(|javascript:|@import|\\/i;

const allowedProperty = (name: string) =>
  ALLOWED_STYLE.has(name) || ALLOWED_PREFIXES.some((p) => name === p || name.startsWith(`${p}-`));

function cleanStyle(el: Element) {
  const style = (el as HTMLElement).style;
  if (!style) return;
  const kept: string[] = [];
  for (let i = 0; i < style.length; i++) {
    const name = style.item(i);
    const value = style.getPropertyValue(name);
    if (allowedProperty(name) && !UNSAFE_VALUE.test(value))
      kept.push(`${name}: ${value}${style.getPropertyPriority(name) ? ' !important' : ''}`);
  }
  if (kept.length) el.setAttribute('style', kept.join('; '));
  else el.removeAttribute('style');
}

let purifier: ReturnType<typeof DOMPurify> | undefined;
function instance() {
  if (purifier) return purifier;
  // a dedicated instance, so these hooks never change another user of DOMPurify
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute?.('style')) cleanStyle(node);
    if (node.tagName === 'A') {
      const href = safeHref(node.getAttribute('href'));
      if (!href) {
        node.removeAttribute('href');
        node.removeAttribute('target');
      } else if (href.startsWith('/')) node.removeAttribute('target');
      else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      if (!isImageSrc((node.getAttribute('src') ?? '').trim())) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
  purifier = p;
  return p;
}

const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['srcset'],
  ADD_ATTR: ['target'],
};

/** Server HTML made safe to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
export { ArticleView, ARTICLE_IMAGE_SIZE, type ArticleViewProps } from './ArticleView';

// @club/shared/sanitize's sanitiser on any window: the page's, or a jsdom window on the server,
// which judges article HTML with it (issue 42). The ONE sanitiser for HTML that comes from the
// server (store and course descriptions, FAQ answers, nutrition texts, articles, notifications).
// DOMPurify removes scripts, event handlers and javascript: URLs; on top of it:
// - <style> elements are dropped (a leading style block of the shop would restyle the whole page);
// - inline styles keep only the properties content needs (colours, fonts, text alignment,
//   spacing, borders, sizes, lists): position, z-index, inset, transform, opacity, display,
//   filters, pointer events... are dropped, so nothing can cover or hide the page (a
//   `position:fixed` full-screen block), and no style value may load anything (url(), expression());
// - links keep only http(s) addresses (opened in a new tab without access to this page) and in-app
//   paths (the same rule as safeHref); pictures only http(s), in-app or data:image sources;
// - what it would remove (elements, attributes, addresses, style properties) can be listed instead
//   (`findings`): the server refuses article HTML the members' page would change.
import DOMPurify, { type Config, type WindowLike } from 'dompurify';
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

/** What the sanitiser removes from an HTML text (what `findings` lists). */
export type SanitizerFinding =
  | { kind: 'element'; tag: string }
  | { kind: 'attribute'; tag: string; name: string }
  | { kind: 'address'; tag: string; name: string; value: string }
  | { kind: 'style'; tag: string; property: string };

/** The declarations of a style attribute as written: name (lower case) and value. */
function declarations(style: string): { name: string; value: string }[] {
  return style
    .split(';')
    .map((d) => {
      const colon = d.indexOf(':');
      return colon < 0
        ? { name: d.trim().toLowerCase(), value: '' }
        : { name: d.slice(0, colon).trim().toLowerCase(), value: d.slice(colon + 1).trim() };
    })
    .filter((d) => d.name);
}

/**
 * The parts of the DOM this module touches, typed here: the server's program has no DOM library
 * (it runs this on a jsdom window), the apps' has.
 */
interface NodeLike {
  nodeName: string;
  nodeType: number;
}
interface ElementLike extends NodeLike {
  tagName: string;
  style?: {
    length: number;
    item(index: number): string;
    getPropertyValue(name: string): string;
    getPropertyPriority(name: string): string;
  };
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

function cleanStyle(el: ElementLike, found: SanitizerFinding[] | null) {
  const style = el.style;
  if (!style) return;
  if (found)
    // judged on the declarations as written: the parser's style object forgets what it ignores
    for (const d of declarations(el.getAttribute('style') ?? ''))
      if (!allowedProperty(d.name) || UNSAFE_VALUE.test(d.value))
        found.push({ kind: 'style', tag: el.tagName.toLowerCase(), property: d.name });
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

const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['srcset'],
  ADD_ATTR: ['target'],
};

export interface Sanitizer {
  /** the HTML made safe to render */
  sanitize(html: string): string;
  /** what `sanitize` removes from it, in document order (comments aside: they never show) */
  findings(html: string): SanitizerFinding[];
}

/** The sanitiser on a window (the page's `window`, or a jsdom window on the server). */
export function createSanitizer(win: WindowLike): Sanitizer {
  // a dedicated instance, so these hooks never change another user of DOMPurify
  const p = DOMPurify(win);
  let found: SanitizerFinding[] | null = null;
  p.addHook('afterSanitizeAttributes', (hooked) => {
    const node = hooked as unknown as ElementLike & { hasAttribute?(name: string): boolean };
    if (node.hasAttribute?.('style')) cleanStyle(node, found);
    if (node.tagName === 'A') {
      const raw = node.getAttribute('href');
      const href = safeHref(raw);
      if (!href) {
        if (found && raw !== null)
          found.push({ kind: 'address', tag: 'a', name: 'href', value: raw });
        node.removeAttribute('href');
        node.removeAttribute('target');
      } else if (href.startsWith('/')) node.removeAttribute('target');
      else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      const raw = node.getAttribute('src');
      if (!isImageSrc((raw ?? '').trim())) {
        if (found && raw !== null)
          found.push({ kind: 'address', tag: 'img', name: 'src', value: raw });
        node.removeAttribute('src');
      }
      node.setAttribute('loading', 'lazy');
    }
  });
  const sanitize = (html: string) =>
    p.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  return {
    sanitize,
    findings(html) {
      found = [];
      try {
        sanitize(html);
        const removed: SanitizerFinding[] = [];
        for (const r of p.removed as {
          element?: NodeLike;
          attribute?: { name: string } | null;
          from?: NodeLike;
        }[]) {
          if (r.attribute && r.from)
            removed.push({
              kind: 'attribute',
              tag: r.from.nodeName.toLowerCase(),
              name: r.attribute.name.toLowerCase(),
            });
          else if (r.element && r.element.nodeType === 1)
            removed.push({ kind: 'element', tag: r.element.nodeName.toLowerCase() });
        }
        // what the parser puts in the document's head (a leading <style>, <title>, <meta>) never
        // reaches the page: dropped without a word, so listed here
        const Parser = win.DOMParser as unknown as new () => {
          parseFromString(
            text: string,
            type: 'text/html',
          ): { head: { children: ArrayLike<NodeLike> } };
        };
        const parsed = new Parser().parseFromString(html, 'text/html');
        const head = Array.from(parsed.head.children, (el): SanitizerFinding => ({
          kind: 'element',
          tag: el.nodeName.toLowerCase(),
        }));
        return [...head, ...removed, ...found];
      } finally {
        found = null;
      }
    },
  };
}

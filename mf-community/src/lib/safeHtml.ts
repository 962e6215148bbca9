// Server HTML made safe to show: DOMPurify drops scripts, event handlers (a stored
// <img onerror> never runs), forms and styles; links keep only http(s) addresses (opened in a new
// tab, without access to this page) and in-app paths; pictures only http(s), in-app or data:image.
import DOMPurify from 'dompurify';

/** An in-app path: one leading slash, not a protocol-relative '//host'. */
export const isAppPath = (href: string): boolean => /^\/(?!\/)/.test(href) && !/[\\\s]/.test(href);
export const isWebUrl = (href: string): boolean => /^https?:\/\/[^\s]+$/i.test(href);
const isImageSrc = (src: string): boolean =>
  isWebUrl(src) || isAppPath(src) || /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i.test(src);

let hooked = false;
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = (node.getAttribute('href') ?? '').trim();
      if (isWebUrl(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (isAppPath(href)) {
        node.removeAttribute('target');
      } else {
        node.removeAttribute('href');
      }
    }
    if (node.tagName === 'IMG') {
      const src = (node.getAttribute('src') ?? '').trim();
      if (!isImageSrc(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
}

export function safeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

// In-app links inside sanitised server HTML: a click on <a href="/path"> navigates inside the app
// (history push, no page reload) instead of loading the page again.
import type { MouseEvent } from 'react';
import { isAppPath } from './safeHtml';

export function followAppLinks(navigate: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || !isAppPath(href)) return;
    event.preventDefault();
    navigate(href);
  };
}

// The next page loads when the page is scrolled within 600 px of its end (1000 px on mobile; spec
// part 2 §9); checked on scroll (once a frame at most) and again after each page is shown, so a
// short page does not wait for a scroll that cannot come.
import { useEffect } from 'react';
import { ARTICLE_LIMITS } from '@club/shared/contract/paths-articles';

export const scrollThreshold = (mobile: boolean): number =>
  mobile ? ARTICLE_LIMITS.scrollThresholdMobilePx : ARTICLE_LIMITS.scrollThresholdPx;

export function nearEnd(threshold: number): boolean {
  const doc = document.documentElement;
  return doc.scrollHeight - (window.scrollY + window.innerHeight) < threshold;
}

export function useInfiniteScroll(
  loadNext: () => void,
  opts: { enabled: boolean; mobile: boolean; itemsCount: number },
) {
  const { enabled, mobile, itemsCount } = opts;
  useEffect(() => {
    if (!enabled) return;
    const threshold = scrollThreshold(mobile);
    let frame = 0;
    const check = () => {
      frame = 0;
      if (nearEnd(threshold)) loadNext();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled, mobile, itemsCount, loadNext]);
}

import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;

function mediaQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(QUERY);
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const mql = mediaQuery();
  if (mql) {
    // Safari < 14 only knows addListener.
    if (typeof mql.addEventListener === 'function') {
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    }
    mql.addListener(onChange);
    return () => mql.removeListener(onChange);
  }
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function getSnapshot(): boolean {
  const mql = mediaQuery();
  if (mql) return mql.matches;
  return typeof window !== 'undefined' && window.innerWidth <= MOBILE_BREAKPOINT;
}

/** True while the window is at most 992 px wide; re-renders when that changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

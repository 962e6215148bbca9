// Scroll on navigation (spec part 2 §2.1): a new page starts at the top; Back (and Forward) return
// to where that page was scrolled, also when its data arrives after the navigation. Replaces
// react-router's ScrollRestoration, which restores once, at once, before remote pages have
// their content, and so lands at the top.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { restoreScroll, ScrollMemory, windowRestoreEnv } from './scrollMemory';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const memory = useRef<ScrollMemory | null>(null);
  if (!memory.current) memory.current = new ScrollMemory(sessionStore());
  // the history entry the window's scroll belongs to; null while a restore owns the scroll
  const recording = useRef<string | null>(null);
  const cancelRestore = useRef<() => void>(() => undefined);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (recording.current !== null) memory.current!.set(recording.current, window.scrollY);
    };
    const onHide = () => memory.current!.persist();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      cancelRestore.current();
    };
  }, []);

  // Layout effect: runs with the new page's first paint, before the browser reports the scroll
  // clamped by the shorter page (which must not count as the new entry's position).
  useLayoutEffect(() => {
    cancelRestore.current();
    const key = location.key;
    const saved = memory.current!.get(key);
    memory.current!.persist();
    if (navigationType !== 'POP' || saved === undefined || saved <= 0) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
      recording.current = key;
      return;
    }
    recording.current = null;
    cancelRestore.current = restoreScroll(saved, windowRestoreEnv(), () => {
      recording.current = key;
      memory.current!.set(key, window.scrollY);
    });
  }, [location.key, navigationType]);

  return null;
}

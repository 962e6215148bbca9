import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { getRealtime, realtime$, type RealtimeCounts } from '@club/shared';
import { findRoute, type RouteName } from '../routes/table';

function subscribeRealtime(onChange: () => void): () => void {
  const sub = realtime$.subscribe(onChange);
  return () => sub.unsubscribe();
}
export function useRealtime(): RealtimeCounts {
  return useSyncExternalStore(subscribeRealtime, getRealtime, getRealtime);
}

export function useRouteName(): RouteName {
  return findRoute(useLocation().pathname).name;
}

/** Threshold (px) by which the visual viewport must shrink to count as an on-screen keyboard. */
export const KEYBOARD_THRESHOLD = 150;

/** True while the on-screen keyboard is shown (visual viewport noticeably smaller than the window). */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const check = () => setOpen(window.innerHeight - vv.height > KEYBOARD_THRESHOLD);
    vv.addEventListener('resize', check);
    check();
    return () => vv.removeEventListener('resize', check);
  }, []);
  return open;
}

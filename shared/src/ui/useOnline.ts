// The browser's network state, for the shell and every remote: whether it is online now, and a
// failed load that loads again by itself when the network comes back.
import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own idea of the network (navigator.onLine), live. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * While `failed`, calls `reload` when the browser comes back online (the `online` event), so a list
 * that failed for want of a network loads again by itself. The latest `reload` is called.
 */
export function useReloadWhenOnline(failed: boolean, reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (!failed) return undefined;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);
}

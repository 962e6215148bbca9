// Registers /sw.js (built by workbox-webpack-plugin from ./serviceWorker.ts) from the main bundle:
// a same-origin file, no inline script (the shell's Content-Security-Policy allows it as is).
// Production builds only: the dev servers' hot reload and a cache-first worker do not mix.
import { onIdle } from '../idle';

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e: unknown) => {
      console.error('[shell] service worker not registered', e);
    });
  // after the page has loaded and then gone idle: the worker's install downloads the whole
  // precache (hundreds of KB), which on a slow link would share it with the page's first paint and
  // its first calls (at the latest 10 s after the load)
  const whenIdle = () => onIdle(() => void register(), 10_000, 3_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

// Registers /sw.js (built by workbox-webpack-plugin from ./serviceWorker.ts) from the main bundle:
// a same-origin file, no inline script (the shell's Content-Security-Policy allows it as is).
// Production builds only: the dev servers' hot reload and a cache-first worker do not mix.
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e: unknown) => {
      console.error('[shell] service worker not registered', e);
    });
  // after the page has loaded: the precache download never competes with the first paint
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

// Work that must not compete with the page's own start: run when the browser is idle, or after
// `timeoutMs` at the latest (a busy phone may never be idle). Browsers without
// requestIdleCallback wait `fallbackMs`.
export function onIdle(task: () => void, timeoutMs: number, fallbackMs: number): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: timeoutMs });
  else window.setTimeout(task, fallbackMs);
}

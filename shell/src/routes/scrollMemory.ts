// Scroll positions by history entry (spec part 2 §2.1: "scroll to top on navigation, restore
// position on back"). A page's data usually arrives after the navigation, so the page is too short
// to scroll back at once: the restore waits for the page to grow (ResizeObserver) and scrolls as
// soon as it can, until it reaches the position, the member scrolls or taps themselves, or
// RESTORE_TIMEOUT_MS passes.

/** How long a restore waits for the page's content. */
export const RESTORE_TIMEOUT_MS = 10_000;
const STORAGE_KEY = 'club.scroll-positions';
/** History entries remembered (the oldest are forgotten first). */
const MAX_ENTRIES = 100;

/** Where the window was scrolled, by history entry key (kept across a reload of the tab). */
export class ScrollMemory {
  private positions = new Map<string, number>();

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    try {
      const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]') as unknown;
      if (Array.isArray(saved)) {
        for (const entry of saved) {
          if (Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])) {
            this.positions.set(entry[0], entry[1]);
          }
        }
      }
    } catch {
      /* nothing saved, or unreadable: start empty */
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  set(key: string, y: number): void {
    this.positions.delete(key);
    this.positions.set(key, Math.max(0, Math.round(y)));
    while (this.positions.size > MAX_ENTRIES) {
      const oldest = this.positions.keys().next().value as string;
      this.positions.delete(oldest);
    }
  }

  persist(): void {
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify([...this.positions]));
    } catch {
      /* storage full or unavailable: positions live for this page only */
    }
  }
}

export interface RestoreEnv {
  scrollY: () => number;
  scrollTo: (y: number) => void;
  /** calls back when the page's size changes; returns the unsubscribe */
  onResize: (cb: () => void) => () => void;
  /** calls back when the member scrolls, taps or uses keys themselves; returns the unsubscribe */
  onMemberInput: (cb: () => void) => () => void;
  setTimer: (cb: () => void, ms: number) => () => void;
}

/**
 * Scrolls to `target`, now or as soon as the page is tall enough. Calls `done` once it ends
 * (reached, the member took over, or timed out); returns the cancel (another navigation), which
 * stops it without calling `done`.
 */
export function restoreScroll(target: number, env: RestoreEnv, done: () => void): () => void {
  let finished = false;
  const cleanups: (() => void)[] = [];
  const stop = () => {
    if (finished) return false;
    finished = true;
    cleanups.forEach((c) => c());
    return true;
  };
  const finish = () => {
    if (stop()) done();
  };
  const attempt = () => {
    if (finished) return;
    env.scrollTo(target);
    if (Math.abs(env.scrollY() - target) <= 1) finish();
  };
  attempt();
  if (!finished) {
    cleanups.push(env.onResize(attempt));
    cleanups.push(env.onMemberInput(finish));
    cleanups.push(env.setTimer(finish, RESTORE_TIMEOUT_MS));
  }
  return () => {
    stop();
  };
}

/** The browser's side of a restore. */
export function windowRestoreEnv(): RestoreEnv {
  return {
    scrollY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo({ top: y, left: 0, behavior: 'instant' as ScrollBehavior }),
    onResize: (cb) => {
      if (typeof ResizeObserver === 'undefined') {
        const timer = setInterval(cb, 100);
        return () => clearInterval(timer);
      }
      const observer = new ResizeObserver(() => cb());
      observer.observe(document.body);
      observer.observe(document.documentElement);
      return () => observer.disconnect();
    },
    onMemberInput: (cb) => {
      const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
      events.forEach((e) => window.addEventListener(e, cb, { passive: true }));
      return () => events.forEach((e) => window.removeEventListener(e, cb));
    },
    setTimer: (cb, ms) => {
      const timer = setTimeout(cb, ms);
      return () => clearTimeout(timer);
    },
  };
}

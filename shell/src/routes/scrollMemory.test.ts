import { RESTORE_TIMEOUT_MS, restoreScroll, ScrollMemory, type RestoreEnv } from './scrollMemory';

/** A page whose height grows when its data arrives; the window cannot scroll past its end. */
function fakePage(height: number, viewport = 800) {
  let y = 0;
  let resize: (() => void) | null = null;
  let input: (() => void) | null = null;
  let timer: (() => void) | null = null;
  const env: RestoreEnv = {
    scrollY: () => y,
    scrollTo: (to) => {
      y = Math.max(0, Math.min(to, height - viewport));
    },
    onResize: (cb) => {
      resize = cb;
      return () => (resize = null);
    },
    onMemberInput: (cb) => {
      input = cb;
      return () => (input = null);
    },
    setTimer: (cb) => {
      timer = cb;
      return () => (timer = null);
    },
  };
  return {
    env,
    get y() {
      return y;
    },
    grow(to: number) {
      height = to;
      resize?.();
    },
    memberScrolls: () => input?.(),
    timeout: () => timer?.(),
    get waiting() {
      return resize !== null;
    },
  };
}

describe('scroll restoration on Back (spec part 2 §2.1)', () => {
  it('restores at once when the page is already tall enough', () => {
    const page = fakePage(3000);
    const done = jest.fn();
    restoreScroll(900, page.env, done);
    expect(page.y).toBe(900);
    expect(done).toHaveBeenCalledTimes(1);
    expect(page.waiting).toBe(false);
  });

  it('waits for the data to arrive, then restores', () => {
    const page = fakePage(900);
    const done = jest.fn();
    restoreScroll(900, page.env, done);
    expect(page.y).toBe(100);
    expect(done).not.toHaveBeenCalled();
    page.grow(1200); // part of the data
    expect(page.y).toBe(400);
    page.grow(2600); // all of it
    expect(page.y).toBe(900);
    expect(done).toHaveBeenCalledTimes(1);
    expect(page.waiting).toBe(false);
  });

  it('gives way to the member, and gives up after the timeout', () => {
    const mine = fakePage(900);
    const done = jest.fn();
    restoreScroll(900, mine.env, done);
    mine.memberScrolls();
    expect(done).toHaveBeenCalledTimes(1);
    mine.grow(3000);
    expect(mine.y).toBe(100);

    const slow = fakePage(900);
    restoreScroll(900, slow.env, done);
    slow.timeout();
    expect(done).toHaveBeenCalledTimes(2);
    expect(RESTORE_TIMEOUT_MS).toBeGreaterThanOrEqual(5000);
  });

  it('a cancel (the next navigation) stops it without reporting', () => {
    const page = fakePage(900);
    const done = jest.fn();
    const cancel = restoreScroll(900, page.env, done);
    cancel();
    page.grow(3000);
    expect(page.y).toBe(100);
    expect(done).not.toHaveBeenCalled();
  });

  it('remembers positions by history entry, across a reload of the tab', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const memory = new ScrollMemory(storage);
    memory.set('a', 812.4);
    memory.set('b', 0);
    memory.persist();
    const again = new ScrollMemory(storage);
    expect(again.get('a')).toBe(812);
    expect(again.get('b')).toBe(0);
    expect(again.get('c')).toBeUndefined();
    expect(new ScrollMemory({ getItem: () => '{bad', setItem: () => undefined }).get('a')).toBe(
      undefined,
    );
  });
});

import { act, renderHook } from '@testing-library/react';
import { useIsMobile } from './useIsMobile';
import { MOBILE_BREAKPOINT } from './constants';

type Listener = (e: { matches: boolean }) => void;

function mockMatchMedia(initial: boolean) {
  const listeners = new Set<Listener>();
  const state = { matches: initial };
  const queries: string[] = [];
  window.matchMedia = jest.fn((query: string) => {
    queries.push(query);
    return {
      get matches() {
        return state.matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, l: Listener) => listeners.add(l),
      removeEventListener: (_: string, l: Listener) => listeners.delete(l),
      addListener: (l: Listener) => listeners.add(l),
      removeListener: (l: Listener) => listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    queries,
    set(matches: boolean) {
      state.matches = matches;
      listeners.forEach((l) => l({ matches }));
    },
  };
}

describe('useIsMobile', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('uses the 992 px media query and follows its changes', () => {
    const media = mockMatchMedia(false);
    const { result } = renderHook(() => useIsMobile());
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(media.queries).toContain('(max-width: 992px)');
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
  });

  it('falls back to the window width without matchMedia', () => {
    // jsdom has no matchMedia by default
    (window as { matchMedia?: unknown }).matchMedia = undefined;
    const width = window.innerWidth;
    try {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 992 });
      const { result } = renderHook(() => useIsMobile());
      expect(result.current).toBe(true);
      act(() => {
        Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
        window.dispatchEvent(new Event('resize'));
      });
      expect(result.current).toBe(false);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });
});

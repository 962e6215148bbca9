// A stand-in for a remote module that failed to load: every component it "exports" renders
// the Russian fallback. RemoteArea recognises it (isFallbackModule) and offers its own retry.
import { createElement, type ComponentType } from 'react';
import { RemoteFallback } from './RemoteFallback';

export const FALLBACK_MARK = '__clubRemoteFallback';

export interface FallbackModule {
  [FALLBACK_MARK]: true;
  id: string;
  error: unknown;
  /** like `./routes` and `./widgets`: any name gives a component rendering the fallback */
  default: Record<string, ComponentType>;
}

export function isFallbackModule(mod: unknown): mod is FallbackModule {
  return Boolean(mod && typeof mod === 'object' && (mod as Record<string, unknown>)[FALLBACK_MARK]);
}

export function createFallbackModule(id: string, error: unknown): FallbackModule {
  const Fallback: ComponentType = () =>
    createElement(RemoteFallback, { onRetry: () => window.location.reload() });
  const components = new Proxy({} as Record<string, ComponentType>, {
    get: (_t, key) => (typeof key === 'string' ? Fallback : undefined),
    has: () => true,
  });
  return { [FALLBACK_MARK]: true, id, error, default: components };
}

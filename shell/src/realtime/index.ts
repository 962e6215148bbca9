// Realtime controller: while signed in, one stream per token feeds realtime$ and the session's
// active codes; on sign-out the stream stops and push messaging is torn down.
import { distinctUntilChanged, map } from '@club/shared';
import { publishLive, publishRealtime, session$, setSession } from '@club/shared';
import type { AppConfig } from '../config';
import { syncPushToken } from './push';
import { createSseAdapter } from './sseAdapter';
import type { PushAdapter, RealtimeAdapter } from './types';

export type { PushAdapter, RealtimeAdapter, RealtimeHandlers } from './types';

export interface Adapters {
  realtime: RealtimeAdapter;
  push: PushAdapter | null;
}

/** Picks adapters from runtime config. Firebase is not configured in this deployment. */
export function selectAdapters(config: AppConfig): Adapters {
  if (config.firebase) {
    // A Firebase adapter (firebase SDK loaded lazily) plugs in here when a project exists.
    console.warn('[shell] firebase config found but no Firebase adapter is bundled; using SSE');
  }
  return { realtime: createSseAdapter(), push: null };
}

export function startRealtime(adapters: Adapters): () => void {
  let stop: (() => void) | null = null;
  const sub = session$
    .pipe(
      map((s) => s.token),
      distinctUntilChanged(),
    )
    .subscribe((token) => {
      stop?.();
      stop = null;
      if (!token) {
        void adapters.push?.stop();
        return;
      }
      stop = adapters.realtime.start(token, {
        onCounts: (counts) => {
          publishRealtime(counts);
          setSession({ notActiveOptions: counts.not_active_options, restTime: counts.rest_time });
        },
        onLive: publishLive,
      });
      void syncPushToken(token, adapters.push);
    });
  return () => {
    sub.unsubscribe();
    stop?.();
  };
}

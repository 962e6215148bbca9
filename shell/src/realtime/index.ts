// Realtime controller: while signed in, one stream per token feeds realtime$ and the session's
// active codes; on sign-out the stream stops and push messaging is torn down.
import { getSession, publishLive, publishRealtime, setSession } from '@club/shared';
import type { AppConfig } from '../config';
import { watchToken } from '../session/watchToken';
import { askPermissionAfterWorkout, createFirebasePush, firebaseConfigOf } from './firebasePush';
import { syncPushToken } from './push';
import { createSseAdapter } from './sseAdapter';
import type { PushAdapter, RealtimeAdapter } from './types';

export type { PushAdapter, RealtimeAdapter, RealtimeHandlers } from './types';

export interface Adapters {
  realtime: RealtimeAdapter;
  push: PushAdapter | null;
}

/**
 * Picks adapters from runtime config: live counts always over the server's stream; pushes through
 * Firebase only when config.json names a complete Firebase project (its SDK then loads lazily).
 */
export function selectAdapters(config: AppConfig): Adapters {
  const firebase = firebaseConfigOf(config.firebase);
  if (config.firebase && !firebase) {
    console.warn('[shell] config.json firebase block is incomplete: no pushes');
  }
  return { realtime: createSseAdapter(), push: firebase ? createFirebasePush(firebase) : null };
}

export function startRealtime(adapters: Adapters): () => void {
  let stop: (() => void) | null = null;
  const sub = watchToken((token) => {
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
  // the permission is asked after a finished workout; once given, this session's token is sent
  const stopAsking = adapters.push
    ? askPermissionAfterWorkout(() => {
        const token = getSession().token;
        if (token) void syncPushToken(token, adapters.push);
      })
    : () => undefined;
  return () => {
    sub.unsubscribe();
    stopAsking();
    stop?.();
  };
}

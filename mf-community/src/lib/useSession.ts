import { useSyncExternalStore } from 'react';
import {
  getRealtime,
  getSession,
  realtime$,
  session$,
  type RealtimeCounts,
  type Session,
} from '@club/shared';

function subscribeSession(onChange: () => void): () => void {
  const sub = session$.subscribe(onChange);
  return () => sub.unsubscribe();
}

/** The current session from the bus (token, profile, ...); re-renders when it changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

function subscribeRealtime(onChange: () => void): () => void {
  const sub = realtime$.subscribe(onChange);
  return () => sub.unsubscribe();
}

/** The live counts (chats, notifications) from the realtime stream. */
export function useRealtime(): RealtimeCounts {
  return useSyncExternalStore(subscribeRealtime, getRealtime, getRealtime);
}

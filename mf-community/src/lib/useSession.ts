import { useSyncExternalStore } from 'react';
import { getSession, session$, type Session } from '@club/shared';

function subscribe(onChange: () => void): () => void {
  const sub = session$.subscribe(onChange);
  return () => sub.unsubscribe();
}

/** The current session from the bus (token, profile, ...); re-renders when it changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

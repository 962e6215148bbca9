// The signed-in staff account as the shell put it on the bus (GET /api/auth/me). When a shell (or
// the dev harness) gave none yet, or after the account's roles changed, it is asked again.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getSession, session$, setSession, type WhoAmIResult } from '@club/shared';
import { getMe } from '../api/staff';

function subscribe(onChange: () => void): () => void {
  const sub = session$.subscribe(onChange);
  return () => sub.unsubscribe();
}

/** Asks who is signed in again and puts a staff account on the bus. */
export async function refreshAccount(): Promise<void> {
  const answer = await getMe();
  if (answer.result?.kind === 'staff') setSession({ account: answer.result });
}

export function useAccount(): { account: WhoAmIResult | null; refresh: () => Promise<void> } {
  const session = useSyncExternalStore(subscribe, getSession, getSession);
  const missing = Boolean(session.token) && !session.account;
  useEffect(() => {
    if (missing) void refreshAccount();
  }, [missing]);
  const refresh = useCallback(() => refreshAccount(), []);
  return { account: session.account, refresh };
}

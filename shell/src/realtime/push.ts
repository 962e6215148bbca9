// Push token (spec part 1 §4): POST /api/cabinet/push_token once per new session token, only
// when a messaging token exists. No push adapter is configured here (no Firebase), so it is skipped.
import { apiPost, paths } from '@club/shared';
import { PUSH_SENT_KEY } from '../session/tokenStorage';
import type { PushAdapter } from './types';

export async function syncPushToken(
  sessionToken: string,
  adapter: PushAdapter | null,
): Promise<void> {
  if (!adapter) return;
  try {
    if (window.localStorage.getItem(PUSH_SENT_KEY) === sessionToken) return;
    const messagingToken = await adapter.getMessagingToken();
    if (!messagingToken) return;
    const answer = await apiPost(
      paths.pushToken,
      { firebase_token: messagingToken },
      { silent: true },
    );
    if (!answer.error) window.localStorage.setItem(PUSH_SENT_KEY, sessionToken);
    else console.error('[shell] push token not saved', answer.error.message);
  } catch (e) {
    console.error('[shell] push token failed', e); // spec: only logged
  }
}

// A finished workout that could not reach the server goes into the shared outbox
// (@club/shared/offline); the shell sends it when the network returns or at the next start, the
// service worker through Background Sync where the browser has it.
import { getSession, type WorkoutResultBody } from '@club/shared';
import { enqueueResult, OUTBOX_SYNC_TAG } from '@club/shared/offline';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker for a Background Sync (Chromium); elsewhere the page sends it itself. */
async function requestSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const reg = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    await reg?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    /* no Background Sync: the online event and the next start send it */
  }
}

/** Keeps the result for sending later; false when the device cannot keep it (no IndexedDB). */
export async function keepResultForLater(
  userPackId: string,
  dayId: string,
  body: WorkoutResultBody,
): Promise<boolean> {
  const token = getSession().token;
  if (!token) return false;
  try {
    await enqueueResult({
      attemptId: body.attempt_id,
      userPackId,
      dayId,
      body,
      token,
      createdAt: Date.now(),
    });
  } catch {
    return false;
  }
  void requestSync();
  return true;
}

// Server-Sent Events from GET /api/cabinet/stream. The token goes in the X-AUTH-TOKEN header
// (fetch-based EventSource), never in the URL. Reconnects with exponential backoff, and after a
// clean end of the stream (an API process stopping for a rolling restart) after the server's
// `retry:` hint, so members stay live without reloading.
import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { paths, type LiveEvent, type RealtimeCounts } from '@club/shared';
import type { RealtimeAdapter, RealtimeHandlers } from './types';

class FatalStreamError extends Error {}
/** the server ended the stream cleanly: reconnect (the library stops on a clean end otherwise) */
class StreamClosedError extends Error {}

export const BACKOFF_START_MS = 1000;
export const BACKOFF_MAX_MS = 30000;

export function nextBackoff(current: number): number {
  return Math.min(current * 2, BACKOFF_MAX_MS);
}

export function createSseAdapter(url: string = paths.stream): RealtimeAdapter {
  return {
    name: 'sse',
    start(token: string, handlers: RealtimeHandlers) {
      const controller = new AbortController();
      let delay = BACKOFF_START_MS;
      /** the server's last `retry:` hint, used once for the reconnect after a clean end */
      let hinted: number | undefined;
      fetchEventSource(url, {
        headers: { 'X-AUTH-TOKEN': token },
        signal: controller.signal,
        openWhenHidden: true,
        async onopen(res) {
          if (res.ok) {
            delay = BACKOFF_START_MS;
            return;
          }
          // 401/403: the token is no longer valid; the session bootstrap handles sign-out.
          if (res.status === 401 || res.status === 403)
            throw new FatalStreamError(`stream ${res.status}`);
          throw new Error(`stream HTTP ${res.status}`);
        },
        onmessage(msg: EventSourceMessage) {
          if (typeof msg.retry === 'number' && msg.retry >= 0) hinted = msg.retry;
          if ((msg.event !== 'counts' && msg.event !== 'live') || !msg.data) return;
          try {
            const data: unknown = JSON.parse(msg.data);
            if (msg.event === 'counts') handlers.onCounts(data as RealtimeCounts);
            else handlers.onLive?.(data as LiveEvent);
          } catch (e) {
            console.error('[shell] bad realtime message', e);
          }
        },
        onclose() {
          throw new StreamClosedError('stream ended by the server');
        },
        onerror(err) {
          if (err instanceof FatalStreamError) throw err; // stop retrying
          if (err instanceof StreamClosedError && hinted !== undefined) {
            const wait = hinted;
            hinted = undefined;
            return wait;
          }
          const wait = delay;
          delay = nextBackoff(delay);
          return wait;
        },
      }).catch((e) => {
        if (!controller.signal.aborted) console.error('[shell] realtime stream stopped', e);
      });
      return () => controller.abort();
    },
  };
}

// Usage events (spec part 1 §7): the bus's analytics$ goes to the tracking service. Failures are
// ignored. app_opened once per signed-in token after the profile is known; app_closed on pagehide.
// The service takes the member from the session token (X-AUTH-TOKEN; a sendBeacon body carries it
// as auth_token, beacons have no headers), not from the claimed user_id.
import { analytics$, getSession, session$, type AnalyticsEvent } from '@club/shared';

export const PROJECT_ID = 'club-web';

function newSessionId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export interface TrackerOptions {
  trackingUrl?: string;
  fetchImpl?: typeof fetch;
  sessionId?: string;
  now?: () => number;
}

export function buildEventBody(
  event: AnalyticsEvent,
  userId: string,
  sessionId: string,
  nowMs: number,
): Record<string, unknown> {
  return {
    event_time: Math.floor(nowMs / 1000),
    project_id: PROJECT_ID,
    event_name: event.name,
    user_id: userId,
    payload: { ...event.payload, session_id: sessionId },
  };
}

/** Starts forwarding; returns a stop function. Without a trackingUrl nothing is sent. */
export function startTracker(opts: TrackerOptions): () => void {
  const url = opts.trackingUrl;
  if (!url) return () => undefined;
  const doFetch = opts.fetchImpl ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const sessionId = opts.sessionId ?? newSessionId();
  const now = opts.now ?? Date.now;

  const send = (event: AnalyticsEvent) => {
    const email = getSession().profile?.email ?? '';
    const body = buildEventBody(event, email, sessionId, now());
    const token = getSession().token;
    doFetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { 'X-AUTH-TOKEN': token } : {}),
      },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  };

  const eventsSub = analytics$.subscribe(send);

  let openedFor: string | null = null;
  const sessionSub = session$.subscribe((s) => {
    if (s.token && s.profile && openedFor !== s.token) {
      openedFor = s.token;
      send({ name: 'app_opened' });
    }
    if (!s.token) openedFor = null;
  });

  const onPageHide = () => {
    const email = getSession().profile?.email;
    if (!email) return;
    const token = getSession().token;
    const body = {
      ...buildEventBody({ name: 'app_closed' }, email, sessionId, now()),
      ...(token ? { auth_token: token } : {}),
    };
    // text/plain: a "simple" request, so the tracking origin needs no CORS preflight.
    const blob = new Blob([JSON.stringify(body)], { type: 'text/plain' });
    try {
      if (!navigator.sendBeacon?.(url, blob)) send({ name: 'app_closed' });
    } catch {
      // ignored
    }
  };
  window.addEventListener('pagehide', onPageHide);

  return () => {
    eventsSub.unsubscribe();
    sessionSub.unsubscribe();
    window.removeEventListener('pagehide', onPageHide);
  };
}

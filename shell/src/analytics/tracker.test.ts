import { clearSession, setSession, trackEvent, type Profile } from '@club/shared';
import { memberProfile } from '@club/shared/testing';
import { startTracker } from './tracker';

describe('tracker', () => {
  afterEach(() => clearSession());

  it('sends events with the session token in X-AUTH-TOKEN, and the beacon with auth_token', () => {
    const fetchImpl = jest.fn(() => Promise.resolve({ ok: true } as Response));
    const beacons: Blob[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, blob: Blob) => {
        beacons.push(blob);
        return true;
      },
    });
    const stop = startTracker({
      trackingUrl: 'http://t.example/event',
      fetchImpl: fetchImpl as unknown as typeof fetch,
      sessionId: 's-1',
      now: () => 1_700_000_000_000,
    });
    setSession({ token: 'tok-1', profile: memberProfile() as Profile });
    trackEvent('training_start', { day_id: 3 });
    const calls = fetchImpl.mock.calls as unknown as [string, RequestInit][];
    expect(calls.length).toBeGreaterThanOrEqual(2); // app_opened, training_start
    for (const [, init] of calls)
      expect((init.headers as Record<string, string>)['X-AUTH-TOKEN']).toBe('tok-1');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    stop();
    // jsdom's Blob has no text(): read it with a FileReader
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(beacons[0]);
    }).then((text) => {
      expect(JSON.parse(text)).toMatchObject({ event_name: 'app_closed', auth_token: 'tok-1' });
    });
  });
});

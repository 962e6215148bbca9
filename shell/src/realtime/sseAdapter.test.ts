import { fetchEventSource } from '@microsoft/fetch-event-source';
import { createSseAdapter } from './sseAdapter';

jest.mock('@microsoft/fetch-event-source', () => ({ fetchEventSource: jest.fn() }));

test('routes "counts" and "live" events of the stream to their handlers; others are ignored', () => {
  const mocked = jest.mocked(fetchEventSource);
  mocked.mockResolvedValue(undefined);
  const onCounts = jest.fn();
  const onLive = jest.fn();
  const stop = createSseAdapter('/stream').start('token-1', { onCounts, onLive });
  const [url, opts] = mocked.mock.calls[0];
  expect(url).toBe('/stream');
  expect(opts.headers).toEqual({ 'X-AUTH-TOKEN': 'token-1' });
  const message = (event: string, data: unknown) =>
    opts.onmessage?.({ id: '', event, data: JSON.stringify(data), retry: undefined });

  message('counts', { notifications: { count: 2 } });
  message('live', { type: 'chat_message', channel: 'coach', id: 5 });
  message('other', { x: 1 });
  expect(onCounts).toHaveBeenCalledWith({ notifications: { count: 2 } });
  expect(onLive).toHaveBeenCalledWith({ type: 'chat_message', channel: 'coach', id: 5 });
  expect(onCounts).toHaveBeenCalledTimes(1);
  expect(onLive).toHaveBeenCalledTimes(1);
  stop();
  expect((opts.signal as AbortSignal).aborted).toBe(true);
});

test('a stream the server ends cleanly reconnects after its retry hint (a rolling restart)', () => {
  const mocked = jest.mocked(fetchEventSource);
  mocked.mockReset();
  mocked.mockResolvedValue(undefined);
  const stop = createSseAdapter('/stream').start('token-1', { onCounts: jest.fn() });
  const [, opts] = mocked.mock.calls[0];
  opts.onmessage?.({ id: '', event: '', data: '', retry: 750 });
  // the library calls onclose on a clean end and stops unless it throws; the throw reaches onerror
  let closed: unknown;
  try {
    opts.onclose?.();
  } catch (e) {
    closed = e;
  }
  expect(closed).toBeInstanceOf(Error);
  expect(opts.onerror?.(closed)).toBe(750);
  // a later failure without a new hint backs off as before
  expect(opts.onerror?.(new Error('network'))).toBe(1000);
  stop();
});

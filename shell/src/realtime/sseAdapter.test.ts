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

import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/client';
import { HEARTBEAT_SLICE, REFRESH_CONCURRENCY, RealtimeHub } from './hub';

/** A stream that records what it was sent. */
const fakeStream = () => {
  const frames: string[] = [];
  const res = { writableEnded: false, write: (f: string) => frames.push(f) };
  return { res: res as unknown as ServerResponse, frames };
};

it('a heartbeat reaches every open stream, a slice per turn of the event loop', async () => {
  const hub = new RealtimeHub({} as Db, () => undefined);
  const streams = Array.from({ length: HEARTBEAT_SLICE * 2 + 5 }, (_, i) => {
    const s = fakeStream();
    hub.add(i + 1, s.res);
    return s;
  });
  const ended = fakeStream();
  (ended.res as unknown as { writableEnded: boolean }).writableEnded = true;
  hub.add(9999, ended.res);

  const done = hub.heartbeat();
  // the first slice at once; the rest waits for the loop to come round
  expect(streams.filter((s) => s.frames.length === 1)).toHaveLength(HEARTBEAT_SLICE);
  await done;
  for (const s of streams) expect(s.frames).toEqual([': heartbeat\n\n']);
  expect(ended.frames).toEqual([]);
});

it('refreshAll pushes counts to every member with a stream, a few at a time, errors to onError', async () => {
  const errors: unknown[] = [];
  const hub = new RealtimeHub({} as Db, (err) => errors.push(err));
  for (let id = 1; id <= 10; id++) hub.add(id, fakeStream().res);
  hub.add(3, fakeStream().res); // two tabs: still one push
  let running = 0;
  let most = 0;
  const pushed: number[] = [];
  // push reads the database: stand in for it, counting the reads under way
  hub.push = async (userId: number) => {
    running++;
    most = Math.max(most, running);
    await new Promise((r) => setTimeout(r, 5));
    running--;
    if (userId === 7) throw new Error('no counts for 7');
    pushed.push(userId);
  };

  await hub.refreshAll();
  expect(pushed.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10]);
  expect(most).toBe(REFRESH_CONCURRENCY);
  expect(errors).toEqual([new Error('no counts for 7')]);
});

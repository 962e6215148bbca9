import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/client';
import { HEARTBEAT_SLICE, RealtimeHub } from './hub';

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

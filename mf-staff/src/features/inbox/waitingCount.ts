// How many conversations wait for an answer, loaded once for everything that shows it (the
// navigation's badge, the tab's title): the counters on the first reader, again shortly after each
// inbox event of the stream (a member's message, an answer, one's own snooze elsewhere), dropped
// with the last reader.
import { useEffect, useState } from 'react';
import { liveEvents$ } from '@club/shared';
import { getCounters } from './api';

type Listener = (waiting: number) => void;
const listeners = new Set<Listener>();
let waiting = 0;
let stop: (() => void) | null = null;

/** A burst of events loads the counters once. */
export const COUNTERS_DEBOUNCE_MS = 500;

function start(): () => void {
  let alive = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = () =>
    void getCounters().then((a) => {
      if (!alive || !a.result) return;
      waiting = a.result.needs_answer;
      for (const l of listeners) l(waiting);
    });
  load();
  const sub = liveEvents$.subscribe((e) => {
    if (!e.type.startsWith('inbox_')) return;
    clearTimeout(timer);
    timer = setTimeout(load, COUNTERS_DEBOUNCE_MS);
  });
  return () => {
    alive = false;
    clearTimeout(timer);
    sub.unsubscribe();
  };
}

/** The number of conversations waiting for an answer (0 until known). */
export function useWaitingCount(): number {
  const [value, setValue] = useState(waiting);
  useEffect(() => {
    listeners.add(setValue);
    if (!stop) stop = start();
    return () => {
      listeners.delete(setValue);
      if (listeners.size === 0) {
        stop?.();
        stop = null;
        waiting = 0;
      }
    };
  }, []);
  return value;
}

import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** Requests from a bus channel, first in first out; `done()` drops the head. */
export function useBusQueue<T>(source: Observable<T>): [T | null, () => void] {
  const [queue, setQueue] = useState<T[]>([]);
  useEffect(() => {
    const sub = source.subscribe((item) => setQueue((q) => [...q, item]));
    return () => sub.unsubscribe();
  }, [source]);
  return [queue[0] ?? null, () => setQueue((q) => q.slice(1))];
}

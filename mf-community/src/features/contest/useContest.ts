import { useCallback, useEffect, useRef, useState } from 'react';
import { liveEvents$, NETWORK_ERROR_MESSAGE, type Contest } from '@club/shared';
import { getContest } from '../../api/getContest';

export type ContestLoad =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; contest: Contest | null };

/** What the failed state says. */
export const CONTEST_LOAD_FAILED = 'Не удалось загрузить конкурс.';

/**
 * The member's contest (null: none); `reload` keeps the page on screen while it loads, `retry`
 * (after a failed load) shows the loading state. A failed load says why itself: no banner.
 * A decision of the club on a report (live) loads it again.
 */
export function useContest() {
  const [load, setLoad] = useState<ContestLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    void getContest({ silent: true }).then(({ result, error }) => {
      if (!alive.current) return;
      const reason = error?.message ?? NETWORK_ERROR_MESSAGE;
      setLoad((prev) =>
        error || !result
          ? prev.status === 'ready'
            ? prev
            : { status: 'failed', reason }
          : { status: 'ready', contest: result.contest },
      );
    });
    return () => {
      alive.current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  // the club decided a report (the stream's live event): the open page shows it at once
  useEffect(() => {
    const sub = liveEvents$.subscribe((event) => {
      if (event.type === 'contest_report_reviewed') reload();
    });
    return () => sub.unsubscribe();
  }, [reload]);
  return { load, reload, retry };
}

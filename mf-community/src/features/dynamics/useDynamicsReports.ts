import { useCallback, useEffect, useRef, useState } from 'react';
import type { DynamicsReport } from '@club/shared';
import { getDynamicsList } from '../../api/getDynamicsList';

export type ReportsLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; reports: DynamicsReport[] };

/** Every report of the member, oldest first (all pages); `reload` keeps the list on screen. */
export function useDynamicsReports() {
  const [load, setLoad] = useState<ReportsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    void (async () => {
      const reports: DynamicsReport[] = [];
      for (let page = 1; ; page++) {
        const { result, error } = await getDynamicsList('asc', page);
        if (!alive.current) return;
        if (error || !result) {
          setLoad((prev) => (prev.status === 'ready' ? prev : { status: 'failed' }));
          return;
        }
        reports.push(...result.reports);
        if (page >= result.total_pages || result.reports.length === 0) break;
      }
      setLoad({ status: 'ready', reports });
    })();
    return () => {
      alive.current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, reload, retry };
}

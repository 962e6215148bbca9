import { useCallback, useEffect, useRef, useState } from 'react';
import { NETWORK_ERROR_MESSAGE, type DynamicsReport } from '@club/shared';
import { getDynamicsList } from '../../api/getDynamicsList';

export type ReportsLoad =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; reports: DynamicsReport[] };

/** What the failed state says. */
export const REPORTS_LOAD_FAILED = 'Не удалось загрузить отчёты.';

/**
 * Every report of the member, oldest first (all pages); `reload` keeps the list on screen. A
 * first load that fails is the failed state (it says why: no banner); a reload that fails keeps
 * the list.
 */
export function useDynamicsReports() {
  const [load, setLoad] = useState<ReportsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    void (async () => {
      const reports: DynamicsReport[] = [];
      for (let page = 1; ; page++) {
        const { result, error } = await getDynamicsList('asc', page, { silent: true });
        if (!alive.current) return;
        if (error || !result) {
          const reason = error?.message ?? NETWORK_ERROR_MESSAGE;
          setLoad((prev) => (prev.status === 'ready' ? prev : { status: 'failed', reason }));
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

// A keyset-paged list for LoadState: the first page's three states, then "Показать ещё" appends
// the next page (its failure is said beside the button, the list already shown stays).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiAnswer, LoadStatus } from '@club/shared';

export interface Page<T, C> {
  items: T[];
  next: C | null;
}

export interface Paged<T> {
  status: LoadStatus;
  items: T[];
  reason: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** the failure of the last "Показать ещё", null when none */
  moreFailed: string | null;
  reload: () => void;
  loadMore: () => void;
}

/**
 * `fetchPage(cursor)` loads a page (cursor null: the first); `key` changes (a new filter) start
 * again from the first page.
 */
export function usePaged<T, C, R>(
  fetchPage: (cursor: C | null) => Promise<ApiAnswer<R>>,
  toPage: (result: R) => Page<T, C>,
  key: string,
): Paged<T> {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [items, setItems] = useState<T[]>([]);
  const [reason, setReason] = useState<string | null>(null);
  const [next, setNext] = useState<C | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState<string | null>(null);
  const seq = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const toPageRef = useRef(toPage);
  toPageRef.current = toPage;

  const reload = useCallback(() => {
    const mine = ++seq.current;
    setStatus('loading');
    setMoreFailed(null);
    void fetchRef.current(null).then((answer) => {
      if (mine !== seq.current) return;
      if (answer.error || answer.result === null) {
        setStatus('failed');
        setReason(answer.status ? (answer.error?.message ?? null) : null);
        return;
      }
      const page = toPageRef.current(answer.result);
      setItems(page.items);
      setNext(page.next);
      setStatus('ready');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new key starts again
  }, [key]);

  useEffect(() => {
    reload();
    // a later answer of this load is ignored once the page is gone
    const loads = seq;
    return () => {
      loads.current++;
    };
  }, [reload]);

  const loadMore = useCallback(() => {
    if (next === null || loadingMore) return;
    const mine = seq.current;
    setLoadingMore(true);
    setMoreFailed(null);
    void fetchRef.current(next).then((answer) => {
      if (mine !== seq.current) return;
      setLoadingMore(false);
      if (answer.error || answer.result === null) {
        setMoreFailed(answer.error?.message ?? null);
        return;
      }
      const page = toPageRef.current(answer.result);
      setItems((shown) => [...shown, ...page.items]);
      setNext(page.next);
    });
  }, [next, loadingMore]);

  return {
    status,
    items,
    reason,
    hasMore: next !== null,
    loadingMore,
    moreFailed,
    reload,
    loadMore,
  };
}

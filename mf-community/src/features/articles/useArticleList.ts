// Pages of articles for a category and a search text: the first page when either changes, the
// next one on demand (one request at a time); answers of an earlier category or search are dropped.
// A page that fails to load says why (`failed`) and waits for `retry` (the page's "Повторить", the
// network coming back); the pages already shown stay.
import { useCallback, useEffect, useRef, useState } from 'react';
import { NETWORK_ERROR_MESSAGE, type ArticleItem, type ArticlesResult } from '@club/shared';
import { getArticles } from './api/getArticles';

export interface ArticleListState {
  key: string;
  items: ArticleItem[];
  page: number;
  totalPages: number;
  loading: boolean;
  /** why the last page asked for did not load (null: it did, or it is loading) */
  failed: string | null;
  special: ArticlesResult['special'];
}

const keyOf = (category: string, q: string) => `${category}\n${q}`;

export function useArticleList(category: string, q: string) {
  const key = keyOf(category, q);
  const [state, setState] = useState<ArticleListState>({
    key,
    items: [],
    page: 0,
    totalPages: 1,
    loading: true,
    failed: null,
    special: null,
  });
  const stateRef = useRef(state);
  stateRef.current = state;
  const inFlight = useRef<string | null>(null);

  const load = useCallback(
    async (page: number) => {
      inFlight.current = key;
      // the list shows its own failure: no banner
      const answer = await getArticles({ category, page, q: q || undefined }, { silent: true });
      if (inFlight.current === key) inFlight.current = null;
      const result = answer.result;
      setState((s) => {
        if (s.key !== key) return s;
        if (!result)
          return { ...s, loading: false, failed: answer.error?.message ?? NETWORK_ERROR_MESSAGE };
        const known = new Set(s.items.map((i) => i.id));
        return {
          key,
          items:
            page === 1
              ? result.items
              : [...s.items, ...result.items.filter((i) => !known.has(i.id))],
          page,
          totalPages: result.total_pages,
          loading: false,
          failed: null,
          special: page === 1 ? result.special : s.special,
        };
      });
    },
    [category, q, key],
  );

  useEffect(() => {
    setState({
      key,
      items: [],
      page: 0,
      totalPages: 1,
      loading: true,
      failed: null,
      special: null,
    });
    void load(1);
  }, [key, load]);

  const loadNext = useCallback(() => {
    const s = stateRef.current;
    if (s.key !== key || inFlight.current === key || s.loading || s.failed) return;
    if (s.page >= s.totalPages) return;
    setState((cur) => ({ ...cur, loading: true }));
    void load(s.page + 1);
  }, [key, load]);

  /** Asks again for the page that failed (the first, or the next one). */
  const retry = useCallback(() => {
    const s = stateRef.current;
    if (s.key !== key || inFlight.current === key || !s.failed) return;
    setState((cur) => ({ ...cur, loading: true, failed: null }));
    void load(s.page + 1);
  }, [key, load]);

  const updateItem = useCallback((id: number, change: Partial<ArticleItem> | null) => {
    setState((s) => ({
      ...s,
      items:
        change === null
          ? s.items.filter((i) => i.id !== id)
          : s.items.map((i) => (i.id === id ? { ...i, ...change } : i)),
      special: s.special && s.special.id === id && change ? { ...s.special, ...change } : s.special,
    }));
  }, []);

  return {
    state: state.key === key ? state : { ...state, items: [], loading: true, failed: null },
    loadNext,
    retry,
    updateItem,
  };
}

// A list's load for LoadState: loading, failed (with the server's reason) or ready, and a reload
// that never lets an older answer overwrite a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiAnswer, LoadStatus } from '@club/shared';

export interface Loaded<T> {
  status: LoadStatus;
  data: T | null;
  /** the server's Russian message of a failed load (null: no answer at all) */
  reason: string | null;
  reload: () => void;
}

export function useLoad<T>(load: () => Promise<ApiAnswer<T>>): Loaded<T> {
  const [state, setState] = useState<{ status: LoadStatus; data: T | null; reason: string | null }>(
    { status: 'loading', data: null, reason: null },
  );
  const seq = useRef(0);
  const run = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, status: 'loading' }));
    void load().then((answer) => {
      if (mine !== seq.current) return;
      if (answer.error || answer.result === null)
        setState({
          status: 'failed',
          data: null,
          reason: answer.status ? (answer.error?.message ?? null) : null,
        });
      else setState({ status: 'ready', data: answer.result, reason: null });
    });
  }, [load]);
  useEffect(() => {
    run();
    // a later answer of this load is ignored once the page is gone
    const loads = seq;
    return () => {
      loads.current++;
    };
  }, [run]);
  return { ...state, reload: run };
}

// The store's data, kept for the session of the remote: the list and a pack's page share one load
// ("the store loads if empty", spec part 2 §2.8). A load that fails is kept as a failure (the page
// says it, with "Повторить") and the next load asks again.
import { useCallback, useEffect, useState } from 'react';
import {
  NETWORK_ERROR_MESSAGE,
  type LoadStatus,
  type StoreBlock,
  type StorePack,
} from '@club/shared';
import { getStore } from './api/getStore';

/** What the failed state says. */
export const STORE_LOAD_FAILED = 'Не удалось загрузить магазин.';

type Loaded = { blocks: StoreBlock[] } | { failure: string };

let blocks: StoreBlock[] | null = null;
let loading: Promise<Loaded> | null = null;
// The chosen tab outlives the page, so coming back from a pack's page shows the same category.
let chosenCategory: number | null = null;

export const getChosenCategory = (): number | null => chosenCategory;
export const setChosenCategory = (id: number): void => {
  chosenCategory = id;
};

/** The store, loaded once (concurrent callers share the request); a failure is asked again. */
export function loadStore(): Promise<Loaded> {
  if (blocks) return Promise.resolve({ blocks });
  // the page says a failure itself: no banner
  loading ??= getStore({ silent: true }).then(({ result, error }) => {
    loading = null;
    if (!result) return { failure: error?.message ?? NETWORK_ERROR_MESSAGE };
    blocks = result.blocks;
    return { blocks: result.blocks };
  });
  return loading;
}

/** Forgets the loaded store and the chosen tab (tests). */
export function resetStore(): void {
  blocks = null;
  loading = null;
  chosenCategory = null;
}

export interface StoreState {
  blocks: StoreBlock[] | null;
  status: LoadStatus;
  /** why the load failed */
  failure: string | null;
  /** loads again after a failure */
  retry: () => void;
}

export function useStore(): StoreState {
  const [state, setState] = useState<{ blocks: StoreBlock[] | null; failure: string | null }>(
    () => ({ blocks, failure: null }),
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (blocks) return undefined;
    let alive = true;
    void loadStore().then((loaded) => {
      if (!alive) return;
      setState(
        'blocks' in loaded
          ? { blocks: loaded.blocks, failure: null }
          : { blocks: null, failure: loaded.failure },
      );
    });
    return () => {
      alive = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ blocks: null, failure: null });
    setAttempt((n) => n + 1);
  }, []);
  const status: LoadStatus = state.blocks ? 'ready' : state.failure !== null ? 'failed' : 'loading';
  return { blocks: state.blocks, status, failure: state.failure, retry };
}

/** A pack of a category by the ids of /store/course/{category}/{id}. */
export function findPack(
  list: StoreBlock[] | null,
  categoryId: string | undefined,
  packId: string | undefined,
): StorePack | null {
  const block = list?.find((b) => String(b.id) === categoryId);
  return block?.packs.find((p) => String(p.id) === packId) ?? null;
}

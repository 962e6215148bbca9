// The store's data, kept for the session of the remote: the list and a pack's page share one load
// ("the store loads if empty", spec part 2 §2.8).
import { useEffect, useState } from 'react';
import type { StoreBlock, StorePack } from '@club/shared';
import { getStore } from './api/getStore';

let blocks: StoreBlock[] | null = null;
let loading: Promise<StoreBlock[] | null> | null = null;
// The chosen tab outlives the page, so coming back from a pack's page shows the same category.
let chosenCategory: number | null = null;

export const getChosenCategory = (): number | null => chosenCategory;
export const setChosenCategory = (id: number): void => {
  chosenCategory = id;
};

/** The store, loaded once (concurrent callers share the request); null when it failed. */
export function loadStore(): Promise<StoreBlock[] | null> {
  if (blocks) return Promise.resolve(blocks);
  loading ??= getStore().then(({ result }) => {
    loading = null;
    if (result) blocks = result.blocks;
    return blocks;
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
  /** true until the first answer */
  loading: boolean;
}

export function useStore(): StoreState {
  const [state, setState] = useState<StoreState>(() => ({ blocks, loading: blocks === null }));
  useEffect(() => {
    if (blocks) return undefined;
    let alive = true;
    void loadStore().then((loaded) => {
      if (alive) setState({ blocks: loaded, loading: false });
    });
    return () => {
      alive = false;
    };
  }, []);
  return state;
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

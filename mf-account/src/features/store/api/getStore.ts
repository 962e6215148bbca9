import { accountPaths, apiGet, type CallOptions, type StoreResult } from '@club/shared';

/** GET the store: categories (blocks) with their packs. */
export const getStore = (opts?: CallOptions) => apiGet<StoreResult>(accountPaths.store, opts);

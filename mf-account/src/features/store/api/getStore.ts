import { apiGet, type CallOptions, type StoreResult } from '@club/shared';
import { accountPaths } from '@club/shared/contract/paths-account';

/** GET the store: categories (blocks) with their packs. */
export const getStore = (opts?: CallOptions) => apiGet<StoreResult>(accountPaths.store, opts);

import { accountPaths, apiGet, type StoreResult } from '@club/shared';

/** GET the store: categories (blocks) with their packs. */
export const getStore = () => apiGet<StoreResult>(accountPaths.store);

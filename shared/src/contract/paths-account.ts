// Paths of the account calls (plain values, safe for browser bundles).
export const accountPaths = {} as const;

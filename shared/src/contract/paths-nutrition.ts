// Paths of the nutrition calls (plain values, safe for browser bundles).
export const nutritionPaths = {} as const;

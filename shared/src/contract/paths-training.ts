// Paths of the training calls (plain values, safe for browser bundles).
export const trainingPaths = {} as const;

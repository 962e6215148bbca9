// Jest stand-in for the federation bundler runtime (webpack aliases it to enhanced's own file; it
// only runs inside a webpack build).
export const initContainerEntry = jest.fn();
const federation: Record<string, unknown> = { runtime: {}, bundlerRuntime: {} };
export default federation;

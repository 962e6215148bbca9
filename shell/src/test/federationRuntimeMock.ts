// Jest stand-in for '@module-federation/enhanced/runtime' (it only exists inside a webpack build).
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn();
export const init = jest.fn();
export const getInstance = jest.fn();
export type ModuleFederationRuntimePlugin = Record<string, unknown>;
export const preloadRemote = jest.fn(async () => undefined);

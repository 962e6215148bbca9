// The federation's bundler runtime (a dependency of @module-federation/enhanced, aliased to the
// exact file its entry imports by tooling/webpack.cjs): only handed on, never called by the shell.
declare module '@module-federation/webpack-bundler-runtime' {
  const federation: Record<string, unknown>;
  export default federation;
}
declare module '@module-federation/webpack-bundler-runtime/initContainerEntry' {
  export const initContainerEntry: (...args: unknown[]) => unknown;
}

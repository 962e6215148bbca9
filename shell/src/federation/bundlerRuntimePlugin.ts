// Runtime plugin: hands the shell's copy of the federation bundler runtime (the code a container
// starts with: loading shared modules and remotes, the share scope) to the remotes, as
// `_CLUB_FEDERATION_BUNDLER_RUNTIME`. Production remotes of contract 2.x take it from there instead
// of carrying their own (tooling/webpack.cjs: ~4 KB gzip in every remote entry, two on home), as
// they already take the runtime core (`_FEDERATION_RUNTIME_CORE`). Remotes of 1.x carry theirs.
//
// Its functions hold no container's state: each container passes its own `__webpack_require__`.
// The one exception is how the runtime starts a container's instance (`runtime.init`): the shell's
// copy was built to find the shell's instance by the shell's build id, and it remembers the last
// instance it created as "the" instance of the page. The remotes get an `init` of their own that
// finds or creates theirs by name, as their own copy did, and leaves the shell's alone.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// the very file the shell's federation entry imports (tooling/webpack.cjs aliases it)
import federation from '@module-federation/webpack-bundler-runtime';
// what starts a container that exposes modules: the shell exposes none, so its own build leaves
// this out of `bundlerRuntime`; the remotes need it
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/initContainerEntry';

/** The global the remotes' external reads (tooling/webpack.cjs, the same name). */
export const BUNDLER_RUNTIME_GLOBAL = '_CLUB_FEDERATION_BUNDLER_RUNTIME';

interface ContainerOptions {
  name: string;
  version?: string;
  id?: string;
}
interface Instance {
  options: ContainerOptions;
  initOptions(options: ContainerOptions): unknown;
}
/** What a container's start uses of `@module-federation/runtime` (the bundler runtime's `runtime`). */
export interface RuntimeApi {
  init(options: ContainerOptions): Instance;
  createInstance(options: ContainerOptions): Instance;
  getInstance(finder: (instance: Instance) => boolean): Instance | null;
}

/** A remote container's instance: found by its name (and version), else created; never the shell's. */
export function initContainer(runtime: RuntimeApi, options: ContainerOptions): Instance {
  const normalized = { ...options, id: options.id || '' };
  const same = (instance: Instance) =>
    instance.options.name === options.name &&
    (options.version ? instance.options.version === options.version : !instance.options.version);
  const existing = runtime.getInstance(same);
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/** The shell's bundler runtime as the remotes start on it. */
export function bundlerRuntimeForRemotes(
  shells: Record<string, unknown>,
  startExposing: unknown = initContainerEntry,
): Record<string, unknown> {
  const runtime = shells.runtime as RuntimeApi;
  return {
    ...shells,
    runtime: { ...runtime, init: (options: ContainerOptions) => initContainer(runtime, options) },
    bundlerRuntime: {
      ...(shells.bundlerRuntime as Record<string, unknown>),
      initContainerEntry: startExposing,
    },
  };
}

export default function bundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-provide-bundler-runtime',
    beforeInit(args) {
      const scope = globalThis as Record<string, unknown>;
      scope[BUNDLER_RUNTIME_GLOBAL] ??= bundlerRuntimeForRemotes(federation);
      return args;
    },
  };
}

// Runtime plugin 2/2: when loading a remote fails, answer with a module whose components render
// the Russian fallback instead of throwing (pattern of module-federation/core's router-demo).
// No React import here (see fallbackRegistry.ts): the app registers the module factory at start.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getFallbackModuleFactory } from './fallbackRegistry';

export interface ErrorLoadRemoteArgs {
  id: string;
  error: unknown;
  lifecycle: 'beforeRequest' | 'beforeLoadShare' | 'afterResolve' | 'onLoad';
}

export function handleErrorLoadRemote(args: ErrorLoadRemoteArgs): unknown {
  switch (args.lifecycle) {
    case 'afterResolve':
      // The manifest could not be fetched or parsed. Let it fail here: the error reaches the
      // 'onLoad' stage of the same loadRemote() call, which answers with the fallback module.
      return undefined;
    case 'beforeRequest':
    case 'onLoad': {
      const make = getFallbackModuleFactory();
      return make ? make(args.id, args.error) : undefined;
    }
    default:
      // 'beforeLoadShare': a shared dependency, not a page; nothing sensible to substitute.
      return undefined;
  }
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-fallback-plugin',
    errorLoadRemote: (args) => handleErrorLoadRemote(args as ErrorLoadRemoteArgs),
  };
}

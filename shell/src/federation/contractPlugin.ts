// Runtime plugin: the shell-remote contract, checked when a remote's mf-manifest.json arrives and
// before any of its code runs. A remote built for another major of the contract is refused here;
// the error reaches the fallback plugin, so that remote's areas show "Не удалось загрузить раздел"
// and everything else keeps working. A remote whose manifest states no contract was built before
// it was versioned, i.e. for 1.0.0. No React here (see fallbackRegistry.ts): pure data only.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  IncompatibleContractError,
  isCompatibleContract,
  statedContractVersion,
} from '@club/shared/remote-contract';

export interface SnapshotArgs {
  moduleInfo: { name: string };
  manifestJson?: unknown;
  from: 'global' | 'manifest';
}

/** Throws IncompatibleContractError (logged with both versions) for another major. */
export function checkRemoteContract<T extends SnapshotArgs>(
  args: T,
  shellVersion = CONTRACT_VERSION,
): T {
  if (args.from !== 'manifest' || !args.manifestJson) return args;
  const stated = statedContractVersion(args.manifestJson);
  if (!isCompatibleContract(stated, shellVersion)) {
    const error = new IncompatibleContractError(args.moduleInfo.name, stated, shellVersion);
    console.error(`[shell] ${error.message}`);
    throw error;
  }
  return args;
}

export default function contractPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-contract-plugin',
    loadRemoteSnapshot: (args) => checkRemoteContract(args),
  };
}

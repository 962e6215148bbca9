// The contract between the shell and its remotes, versioned (semver) because they deploy at
// different times: what a remote exposes (module names, page route ids and paths, widget names and
// props) and the bus channels and DOM events they talk through. The data is one JSON file, so the
// build (tooling/webpack.cjs, CommonJS) writes the same version into every remote's mf-manifest.json
// (`metaData.clubContract`) and the shell checks it at run time (shell/src/federation/contractPlugin.ts).
//
// Bump the version in contract.json when the contract changes: the MINOR for additions an older
// partner can ignore (a new route, widget, prop with a default, bus channel), the MAJOR when
// something is removed, renamed or changes meaning. The shell composes any remote of its major.
// Pure data and functions, no imports: the shell's runtime plugin bundles it before sharing is set up.
import contract from './contract.json';

export const CONTRACT_VERSION: string = contract.version;

export type ContractRemoteName = keyof typeof contract.remotes;

export interface RemoteContractEntry {
  /** route id (the spec's route name) -> react-router path, as in the shell's route table */
  routes: Record<string, string>;
  /** widget name -> the props the shell passes */
  widgets: Record<string, string[]>;
}

export const REMOTE_CONTRACT: {
  version: string;
  exposes: readonly string[];
  busEvents: readonly string[];
  remotes: Record<ContractRemoteName, RemoteContractEntry>;
} = contract;

/** What a remote's mf-manifest.json states under `metaData.clubContract`. */
export interface ManifestContract {
  version: string;
  remote: string;
  exposes: string[];
  routes: string[];
  widgets: string[];
}

/**
 * A remote built before the contract was versioned states nothing: it was built for 1.0.0 (the
 * contract as it stood then), so the shell of major 1 keeps composing it.
 */
export const UNVERSIONED_CONTRACT = '1.0.0';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** The major of a semver string, or null when it is not one. */
export function contractMajor(version: string): number | null {
  const m = SEMVER.exec(version.trim());
  return m ? Number(m[1]) : null;
}

/** True when a shell speaking `shellVersion` can compose a remote built for `remoteVersion`. */
export function isCompatibleContract(remoteVersion: string, shellVersion = CONTRACT_VERSION) {
  const remote = contractMajor(remoteVersion);
  return remote !== null && remote === contractMajor(shellVersion);
}

/** The contract a manifest states (its `metaData.clubContract`), or null when it states none. */
export function manifestContract(manifest: unknown): ManifestContract | null {
  if (!manifest || typeof manifest !== 'object') return null;
  const meta = (manifest as { metaData?: { clubContract?: unknown } }).metaData;
  const stated = meta?.clubContract;
  if (!stated || typeof stated !== 'object') return null;
  const c = stated as Partial<ManifestContract>;
  return typeof c.version === 'string' ? (c as ManifestContract) : null;
}

/** The version a manifest states, or UNVERSIONED_CONTRACT for one built before versioning. */
export const statedContractVersion = (manifest: unknown): string =>
  manifestContract(manifest)?.version ?? UNVERSIONED_CONTRACT;

export class IncompatibleContractError extends Error {
  constructor(
    readonly remote: string,
    readonly remoteVersion: string,
    readonly shellVersion: string,
  ) {
    super(
      `${remote} was built for shell-remote contract ${remoteVersion}; this shell speaks ${shellVersion} (another major): showing its fallback`,
    );
    this.name = 'IncompatibleContractError';
  }
}

/**
 * True for the error of a refused contract, also when it crossed bundles (the shell's runtime
 * plugin has its own copy of this module, so `instanceof` cannot tell) or the runtime wrapped it.
 */
export function isIncompatibleContractError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown };
  return (
    e.name === 'IncompatibleContractError' ||
    (typeof e.message === 'string' && e.message.includes('shell-remote contract'))
  );
}

/** The fallback's hint for a remote of another contract major: it is being updated. */
export const INCOMPATIBLE_REMOTE_HINT = 'Раздел обновляется. Обнови страницу чуть позже.';

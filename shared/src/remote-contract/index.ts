// The contract between the shell and its remotes, versioned (semver) because they deploy at
// different times: what a remote exposes (module names, page route ids and paths, widget names and
// props) and the bus channels and DOM events they talk through. The data is one JSON file, so the
// build (tooling/webpack.cjs, CommonJS) writes the same version into every remote's mf-manifest.json
// (`metaData.clubContract`) and the shell checks it at run time (shell/src/federation/contractPlugin.ts).
//
// Bump the version in contract.json when the contract changes: the MINOR for additions an older
// partner can ignore (a new route, widget, prop with a default, bus channel), the MAJOR when
// something is removed, renamed or changes meaning. The shell composes any remote of its major and
// of the older majors it still serves (`olderMajorsComposed`); a shell never composes a newer major.
//
// 2.0.0: `@club/shared` no longer holds the whole library: the tabs, accordion, picker and form
// fields are `@club/shared/kit`, the staff and tester contract `@club/shared/staff`, this module
// `@club/shared/remote-contract` (each its own singleton, loaded by the pages that use it), and the
// root is shared under the key `@club/shared/core`. A 2.x remote needs a 2.x shell (a 1.x shell
// refuses it: deploy the shell first); a 2.x shell still composes 1.x remotes, giving them the whole
// library under their old key (shared/src/compat.ts).
// Pure data and functions, no imports: the shell's runtime plugin bundles it before sharing is set up.
import contract from './contract.json';

export const CONTRACT_VERSION: string = contract.version;

/** The older majors this shell still composes (it provides what their remotes take). */
export const OLDER_MAJORS_COMPOSED: readonly number[] = contract.olderMajorsComposed;

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
 * contract as it stood then), so a shell that composes major 1 keeps composing it.
 */
export const UNVERSIONED_CONTRACT = '1.0.0';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** The major of a semver string, or null when it is not one. */
export function contractMajor(version: string): number | null {
  const m = SEMVER.exec(version.trim());
  return m ? Number(m[1]) : null;
}

/**
 * True when a shell speaking `shellVersion` (and serving `olderMajors` too) can compose a remote
 * built for `remoteVersion`: its own major, or an older one it still serves.
 */
export function isCompatibleContract(
  remoteVersion: string,
  shellVersion = CONTRACT_VERSION,
  olderMajors: readonly number[] = shellVersion === CONTRACT_VERSION ? OLDER_MAJORS_COMPOSED : [],
) {
  const remote = contractMajor(remoteVersion);
  const shell = contractMajor(shellVersion);
  if (remote === null || shell === null) return false;
  return remote === shell || (remote < shell && olderMajors.includes(remote));
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
      `${remote} was built for shell-remote contract ${remoteVersion}; this shell speaks ${shellVersion} (a major it does not compose): showing its fallback`,
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

/** The fallback's hint for a remote of a contract major the shell does not compose: it is being updated. */
export const INCOMPATIBLE_REMOTE_HINT = 'Раздел обновляется. Обнови страницу чуть позже.';

// Run-time remotes: /remotes.json (served beside index.html) maps a federation name to its
// mf-manifest.json. Only deployed remotes are listed; a missing one is "not deployed".
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { inlineRuntime } from '../boot/inlineRuntime';
import type { RemoteName } from '../routes/table';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

let deployed: RemotesManifest = {};
let readyResolve: () => void = () => undefined;
let ready: Promise<void> = new Promise((resolve) => {
  readyResolve = resolve;
});

export class RemoteNotDeployedError extends Error {
  constructor(readonly remote: string) {
    super(`Remote ${remote} is not deployed`);
  }
}

function register(manifest: RemotesManifest, force: boolean): void {
  const remotes = Object.entries(manifest)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length > 0)
    .map(([name, entry]) => ({ name, entry }));
  if (remotes.length > 0) registerRemotes(remotes, { force });
}

let firstLoad = true;

/**
 * Registers every remote of /remotes.json: on the first load from the copy inlined in the page
 * when there is one, otherwise (and on every retry) fetched, never from cache. Never throws.
 */
export async function loadRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const inline = firstLoad ? inlineRuntime()?.remotes : undefined;
  firstLoad = false;
  if (inline && typeof inline === 'object') {
    deployed = inline as RemotesManifest;
    register(deployed, false);
    readyResolve();
    return deployed;
  }
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
    const json = (await res.json()) as RemotesManifest;
    deployed = json && typeof json === 'object' ? json : {};
    register(deployed, false);
  } catch (e) {
    console.error('[shell] remotes.json could not be loaded', e);
    deployed = {};
  }
  readyResolve();
  return deployed;
}

export const remotesReady = (): Promise<void> => ready;

/**
 * Loads the given remotes' exposed modules now, beside the shell's own start and the session's
 * first call (home's widgets), instead of when the page first renders them: their code is run
 * and their own chunks (home's course cards) are asked for early. The areas then find them
 * loaded. Never throws: an area that renders them reports any failure itself.
 */
export function warmRemotes(list: { remote: RemoteName; expose: string }[]): void {
  for (const { remote, expose } of list)
    if (isDeployed(remote)) void loadRemoteModule(remote, expose).catch(() => undefined);
}
export const isDeployed = (remote: RemoteName): boolean => Boolean(deployed[remote]);

/** Loads `remote/expose` (e.g. mf_account/routes). Rejects when the remote is not deployed. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  await ready;
  if (!isDeployed(remote)) throw new RemoteNotDeployedError(remote);
  const mod = await loadRemote<T>(`${remote}/${expose}`);
  if (mod == null) throw new Error(`${remote}/${expose} answered nothing`);
  return mod;
}

/**
 * Forgets everything the runtime cached for a remote (manifest, entry, loaded modules) by
 * registering it again with force, so the next load really goes to the network.
 */
export function resetRemote(remote: RemoteName): void {
  const entry = deployed[remote];
  if (entry) register({ [remote]: entry }, true);
}

/** Tests only. */
export function __setDeployedForTests(manifest: RemotesManifest): void {
  deployed = manifest;
  ready = Promise.resolve();
  readyResolve = () => undefined;
}

// The deployable apps and their ports, in one place for start, dev and bench.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Remotes: folder, federation name, port offset from the shell's port. */
export const remotes = [
  { dir: 'mf-training', name: 'mf_training', offset: 1 },
  { dir: 'mf-nutrition', name: 'mf_nutrition', offset: 2 },
  { dir: 'mf-community', name: 'mf_community', offset: 3 },
  { dir: 'mf-account', name: 'mf_account', offset: 4 },
  { dir: 'mf-devtools', name: 'mf_devtools', offset: 5 },
  { dir: 'mf-staff', name: 'mf_staff', offset: 6 },
];

/** Remotes that exist in this checkout (a remote's folder comes with its own issue). */
export const presentRemotes = () =>
  remotes.filter((r) => existsSync(path.join(root, r.dir, 'package.json')));

export function ports(env = process.env) {
  const shell = Number(env.PORT || 3000);
  return {
    shell,
    tracking: Number(env.TRACKING_PORT || 8084),
    remote: (r) => shell + r.offset,
  };
}

// Which process has the embedded database's folder open: PGlite lives inside one process, and a
// second one opening the same folder (the member:create command beside a running API) would
// corrupt it. The API writes `<folder>.pid` when it opens the folder and removes it when it exits;
// a command that opens the folder first asks whether that process is still alive.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ownerFile = (folder: string) => `${folder}.pid`;

/** Marks this process as the folder's owner until it exits. */
export function markFolderOwner(folder: string): void {
  const file = ownerFile(folder);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  process.on('exit', () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  });
}

/** The pid of another live process that has the folder open, or null. */
export function folderOwner(folder: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile(folder), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive, someone else's; ESRCH: gone (a killed API leaves its file behind)
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

// The backup's hold on deletions in a local uploads folder. A backup copies the uploads AFTER it
// has taken the database's snapshot: a file is always stored before the row naming it commits, so
// every file a row of the snapshot names is already on disk. Files are also deleted (a report's
// photo replaced or removed, an old avatar, a chat deleted), and the row goes first: a file whose
// row changed after the snapshot could vanish before the copy reaches it, leaving the restored
// database pointing at nothing. So while a backup runs it holds deletions: it writes
// `<uploads>/.backup-hold` (with the moment the hold lapses) before it takes the snapshot, every
// API process (they may be several, on PostgreSQL) then queues each removal as a line of
// `<uploads>/.backup-removals` instead of deleting, and the backup, once its copy is complete,
// lifts the hold and deletes the queued files. A backup that dies leaves a hold that lapses by
// itself (removals go straight to the disk again); its queue is emptied by the next backup.
// Neither file is a stored file: their names start with a dot, which no storage key may.
import { randomBytes } from 'node:crypto';
import { appendFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const HOLD_FILE = '.backup-hold';
export const REMOVALS_FILE = '.backup-removals';

interface HoldState {
  until: number;
  pid: number;
}

async function readHold(root: string): Promise<HoldState | null> {
  try {
    const state = JSON.parse(await readFile(path.join(root, HOLD_FILE), 'utf8')) as HoldState;
    return typeof state.until === 'number' ? state : null;
  } catch {
    return null; // no hold (or a half-written one, which holds nothing yet)
  }
}

/**
 * Called by the local storage before it deletes `key`: true when a backup holds deletions now and
 * the key was queued instead (the backup deletes it when its copy is complete).
 */
export async function deferRemoval(root: string, key: string, now = Date.now()): Promise<boolean> {
  const hold = await readHold(root);
  if (!hold || hold.until <= now) return false;
  // one short line per append (O_APPEND): lines of several processes never interleave
  await appendFile(path.join(root, REMOVALS_FILE), `${key}\n`);
  return true;
}

/** Starts (or renews) the hold until `ms` from now. Written beside, then renamed: never half. */
export async function holdRemovals(root: string, ms: number, now = Date.now()): Promise<void> {
  const partial = path.join(root, `${HOLD_FILE}.${randomBytes(4).toString('hex')}.tmp`);
  await writeFile(partial, JSON.stringify({ until: now + ms, pid: process.pid }) + '\n');
  await rename(partial, path.join(root, HOLD_FILE));
}

/**
 * Lifts the hold and deletes every queued file (also those a backup that died left queued).
 * `remove` deletes one key (the storage's own rules). Returns the keys deleted.
 */
export async function releaseRemovals(
  root: string,
  remove: (key: string) => Promise<void>,
): Promise<string[]> {
  await rm(path.join(root, HOLD_FILE), { force: true });
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  // a renewal a killed backup left half-written
  for (const name of names.filter((n) => n.startsWith(`${HOLD_FILE}.`) && n.endsWith('.tmp')))
    await rm(path.join(root, name), { force: true });
  names = names.filter((n) => n === REMOVALS_FILE || n.startsWith(`${REMOVALS_FILE}.`));
  const done: string[] = [];
  for (const name of names) {
    // a queue being appended to right now keeps its name: take it aside first, so a late line
    // lands in a new queue (emptied by the next backup) rather than being lost
    const draining =
      name === REMOVALS_FILE
        ? path.join(root, `${REMOVALS_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`)
        : path.join(root, name);
    if (name === REMOVALS_FILE) {
      try {
        await rename(path.join(root, name), draining);
      } catch {
        continue;
      }
    }
    const text = await readFile(draining, 'utf8').catch(() => '');
    for (const key of text.split('\n').filter(Boolean)) {
      await remove(key);
      done.push(key);
    }
    await rm(draining, { force: true });
  }
  return done;
}

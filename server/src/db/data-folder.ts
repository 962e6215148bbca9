// The embedded database's folder, made so that a first start cannot be left half-done. Before a
// new folder is created a marker file `<folder>.first-start` is written beside it; it is removed
// only once schema and demo data are committed (prepareDatabase: one transaction with the `ready`
// marker inside the database). A folder found with that file never completed its first start
// (the process died while PGlite created its files, or before the commit): the API never served
// from it, so it holds no member's data, and it is recreated. A folder without the file (a
// completed start, or one of an earlier release, which had no such file) is opened as it is and
// never recreated.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { openPglite, type Database } from './client';
import { prepareDatabase, type PrepareOutcome } from './migrate';
import type { SeedOptions } from './seed';

export const firstStartMarker = (folder: string) => `${folder}.first-start`;

function writeDurably(file: string, text: string) {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  // the new directory entry must reach the disk too
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

export async function openDataFolder(
  folder: string,
  migrationsFolder: string,
  log: (line: string) => void = (line) => console.warn(line),
  open: (folder: string) => Promise<Database> = openPglite,
  seedOptions: SeedOptions = {},
): Promise<{ database: Database; outcome: PrepareOutcome }> {
  const marker = firstStartMarker(folder);
  if (existsSync(marker)) {
    log(
      `Папка базы ${folder}: первый запуск не завершился, создаю её заново ` +
        `(data folder: the first start never completed; recreating it)`,
    );
    rmSync(folder, { recursive: true, force: true });
  }
  const fresh = isEmptyFolder(folder);
  if (fresh) {
    mkdirSync(path.dirname(folder), { recursive: true });
    writeDurably(marker, `first start begun ${new Date().toISOString()}\n`);
  }
  const database = await open(folder);
  try {
    const outcome = await prepareDatabase(database, migrationsFolder, seedOptions);
    if (fresh) rmSync(marker, { force: true });
    return { database, outcome };
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

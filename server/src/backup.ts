// Backups a club can restore (issue 32), with the API's own environment (DATA_DIR, UPLOADS_DIR,
// DATABASE_URL, STORAGE…):
//   pnpm backup [--keep N] [--dir <folder>]                 one archive, while the app serves
//   pnpm backup restore <archive> --to <new data folder> [--force] [--database-url <empty db>]
//   pnpm backup verify [<archive>] [--database-url <server for a throwaway db>]
//   pnpm backup list
// (or node server/dist/backup.js …, built with the server). BACKUP_DIR (default: beside the data
// folder, `<DATA_DIR>-backups`), BACKUP_KEEP (7), VERIFY_DIR, VERIFY_DATABASE_URL. Exit 0 when
// done, 1 when it failed, 2 for a wrong call. See the README, "Backups".
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { abandonBackups, createBackup, defaultBackupDir, listArchives } from './backup/create';
import { plural } from './backup/files';
import { BackupError, readManifest } from './backup/format';
import { restoreArchive } from './backup/restore';
import { abandonVerifications, verifyArchive } from './backup/verify';

const USAGE = `Использование:
  backup [--keep N] [--dir <папка архивов>]          сделать архив (BACKUP_DIR, BACKUP_KEEP)
  backup restore <архив> --to <новая папка данных> [--force] [--database-url <пустая база>]
  backup verify [<архив>] [--dir <папка архивов>] [--database-url <сервер для временной базы>]
  backup list [--dir <папка архивов>]`;

const here = path.dirname(fileURLToPath(import.meta.url));
// src/backup.ts (tsx) and dist/backup.js (bundle) both sit one level below the server folder
const serverRoot = path.resolve(here, '..');
const print = (line: string) => console.log(line);

/** The API of this very build: dist/main.js beside this bundle, or src/main.ts through tsx. */
const apiCommand = () =>
  import.meta.url.endsWith('.ts')
    ? [process.execPath, '--import', 'tsx', path.join(here, 'main.ts')]
    : [process.execPath, path.join(here, 'main.js')];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} МБ`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    // `pnpm … backup -- restore …` hands the script its own `--`
    args: args[0] === '--' ? args.slice(1) : args,
    options: {
      keep: { type: 'string' },
      dir: { type: 'string' },
      to: { type: 'string' },
      force: { type: 'boolean' },
      'database-url': { type: 'string' },
      'work-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  if (values.help) {
    print(USAGE);
    return 0;
  }
  const [command = 'create', ...rest] = positionals;
  const config = loadConfig(process.env, serverRoot);
  const backupDir = path.resolve(
    values.dir || process.env.BACKUP_DIR || defaultBackupDir(config.dataDir),
  );
  const newest = () => {
    const archives = listArchives(backupDir);
    if (!archives.length) throw new BackupError(`В ${backupDir} нет ни одного архива.`);
    return path.join(backupDir, archives[archives.length - 1]);
  };

  switch (command) {
    case 'create': {
      if (rest.length) throw new BackupError(USAGE, 2);
      const keepText = values.keep ?? process.env.BACKUP_KEEP ?? '7';
      const keep = Number(keepText);
      if (!/^\d+$/.test(keepText) || keep < 1)
        throw new BackupError(
          'Сколько архивов хранить (--keep, BACKUP_KEEP) — целое число от 1.',
          2,
        );
      print(`Резервная копия в ${backupDir}`);
      const result = await createBackup({
        config,
        backupDir,
        keep,
        serverRoot,
        buildDir: here,
        print,
      });
      print(`Готово: ${result.archive} (${mb(result.bytes)}).`);
      for (const old of result.deleted) print(`Удалён старый архив: ${old}`);
      return 0;
    }
    case 'restore': {
      if (rest.length !== 1 || !values.to) throw new BackupError(USAGE, 2);
      const result = await restoreArchive({
        archive: rest[0],
        dataDir: values.to,
        force: values.force,
        databaseUrl: values['database-url'] || config.databaseUrl,
        migrationsFolder: config.migrationsFolder,
        print,
      });
      if (result.replaced) print(`Прежняя папка сохранена как ${result.replaced}`);
      print(`Восстановлено в ${result.dataDir}.`);
      print(
        result.pendingMigrations
          ? `API применит при запуске ещё ${plural(result.pendingMigrations, 'миграцию', 'миграции', 'миграций')} этой версии.`
          : 'Схема базы — этой версии.',
      );
      print(
        result.manifest.database.kind === 'postgres'
          ? `Запусти API с DATABASE_URL этой базы и DATA_DIR=${result.dataDir} (файлы в ${path.join(result.dataDir, 'uploads')}).`
          : `Запусти API с DATA_DIR=${result.dataDir}.`,
      );
      return 0;
    }
    case 'verify': {
      if (rest.length > 1) throw new BackupError(USAGE, 2);
      const archive = rest[0] ?? newest();
      const result = await verifyArchive({
        archive,
        migrationsFolder: config.migrationsFolder,
        apiCommand: apiCommand(),
        workDir: values['work-dir'] || process.env.VERIFY_DIR || undefined,
        databaseUrl:
          values['database-url'] || process.env.VERIFY_DATABASE_URL || config.databaseUrl,
        print,
      });
      return result.ok ? 0 : 1;
    }
    case 'list': {
      const archives = listArchives(backupDir);
      if (!archives.length) print(`В ${backupDir} архивов нет.`);
      for (const name of archives) {
        const m = await readManifest(path.join(backupDir, name)).catch(() => null);
        print(
          m
            ? `${name}  ${m.createdAt}  ${m.database.kind}, миграций ${m.database.migrations.length}, файлов ${m.checksums.files}, ${mb(m.checksums.bytes)}`
            : `${name}  (не читается)`,
        );
      }
      return 0;
    }
    default:
      throw new BackupError(USAGE, 2);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    // no archive that looks complete, no hold left behind
    abandonBackups();
    abandonVerifications();
    console.error('Прервано: незавершённый архив и временные копии удалены.');
    process.exit(130);
  });

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BackupError) {
      console.error(err.message);
      process.exit(err.exitCode);
    }
    console.error('backup failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

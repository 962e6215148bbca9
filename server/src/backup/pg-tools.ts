// pg_dump and pg_restore for the PostgreSQL setup: PG_BIN (a folder) if set, else the newest
// /usr/lib/postgresql/<major>/bin (Debian, Ubuntu), else the PATH. pg_dump must be at least as new
// as the server it dumps; it says so itself when it is not.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './format';

export function pgBinary(name: 'pg_dump' | 'pg_restore', env = process.env): string {
  if (env.PG_BIN) return path.join(env.PG_BIN, name);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((d) => /^\d+$/.test(d) && existsSync(path.join(debian, d, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (majors.length) return path.join(debian, majors[0], 'bin', name);
  }
  return name;
}

/**
 * The connection string without its password, and the password for PGPASSWORD: it never shows in
 * the process list.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env };
}

/** Runs a PostgreSQL tool; its stderr goes into the refusal when it fails. */
export function runPgTool(
  name: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
): Promise<void> {
  const bin = pgBinary(name);
  const { dbname, env } = libpqConnection(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, [`--dbname=${dbname}`, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          err.code === 'ENOENT'
            ? `${name} не найден (${bin}): установи клиент PostgreSQL (postgresql-client) той же или более новой версии, что и сервер, или укажи его папку в PG_BIN.`
            : `${name} не запустился: ${err.message}`,
        ),
      ),
    );
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${name} завершился с ошибкой (код ${code}):\n${stderr.trim().slice(-2000)}`,
          ),
        );
    });
  });
}

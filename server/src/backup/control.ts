// The API's control channel for backups of the embedded database. PGlite lives inside the API's
// one process and its folder may not be opened by another (db/folder-owner.ts), so a consistent
// copy is taken BY that process, on request, while it keeps serving: `POST /snapshot` on a unix
// socket in the data folder answers the database folder as a tar (Database.snapshot: PGlite's
// dumpDataDir after a CHECKPOINT, inside its transaction lock).
//
// Why a unix socket and not a route of the API: the API's port is what the members reach
// (directly or through the balancer), and a backup route there would hand the whole database to
// anyone holding its secret, with that secret in every place that sees the request. The socket is
// a file: nothing listens on the network, whatever HOST is, and it is created 0600 inside the data
// folder (umask set around the bind, then chmod), so only the API's own OS user (and root, who can
// read the folder anyway) can connect. That user is exactly who may copy the data folder itself.
import { chmodSync, lstatSync, rmSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client';

/** `<DATA_DIR>/pglite.sock`, beside `pglite.pid`. */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'pglite.sock');

/** Unix socket paths are limited to 107 bytes (sun_path) on Linux, 103 on macOS. */
export const SOCKET_PATH_MAX = 100;

export interface ControlChannel {
  close(): Promise<void>;
}

function removeStaleSocket(socketPath: string) {
  try {
    if (lstatSync(socketPath).isSocket()) rmSync(socketPath, { force: true });
  } catch {
    // none there
  }
}

/**
 * Listens on the socket for the backup command. Only one snapshot runs at a time. Returns null
 * (and says why) when the path is too long for a socket.
 */
export async function startControlChannel(opts: {
  socketPath: string;
  database: Database;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): Promise<ControlChannel | null> {
  const { socketPath, database, log } = opts;
  const snapshot = database.snapshot?.bind(database);
  if (!snapshot) return null;
  if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX) {
    log.warn(
      { socketPath },
      'online backups are off: the data folder path is too long for the control socket (use a shorter DATA_DIR)',
    );
    return null;
  }
  let busy = false;
  const server = http.createServer((req, res) => {
    const send = (code: number, body: object) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/') {
      send(200, { pid: process.pid, database: database.kind });
      return;
    }
    if (req.method !== 'POST' || req.url !== '/snapshot') {
      send(404, { error: 'not found' });
      return;
    }
    if (busy) {
      send(409, { error: 'a snapshot is being taken' });
      return;
    }
    busy = true;
    const started = Date.now();
    snapshot()
      .then(async (tar) => {
        // the lock is released: no row changed between the lock and now, so this is the moment
        // the snapshot shows
        const takenAt = new Date();
        const pauseMs = takenAt.getTime() - started;
        log.info({ bytes: tar.size, pauseMs }, 'backup: database snapshot taken');
        res.writeHead(200, {
          'content-type': 'application/x-tar',
          'content-length': String(tar.size),
          'x-club-pause-ms': String(pauseMs),
          'x-club-snapshot-at': takenAt.toISOString(),
        });
        await pipeline(Readable.fromWeb(tar.stream() as never), res);
      })
      .catch((err: unknown) => {
        log.warn({ err }, 'backup: snapshot failed');
        if (!res.headersSent) send(500, { error: err instanceof Error ? err.message : 'failed' });
        else res.destroy();
      })
      .finally(() => {
        busy = false;
      });
  });
  removeStaleSocket(socketPath);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // the socket file is born owner-only: no moment where another user could connect
      const umask = process.umask(0o177);
      try {
        server.listen(socketPath, () => resolve());
      } finally {
        process.umask(umask);
      }
    });
    chmodSync(socketPath, 0o600);
  } catch (err) {
    // the API serves without it; the backup command then says it cannot reach it
    log.warn({ err, socketPath }, 'online backups are off: the control socket could not be made');
    server.close();
    return null;
  }
  log.info({ socketPath }, 'backup control channel listening');
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        removeStaleSocket(socketPath);
      }),
  };
}

/** What the API answered: the tar written to `file`, and how long queries waited for it. */
export interface SnapshotAnswer {
  bytes: number;
  pauseMs: number;
  /** the moment the snapshot shows (the API's clock) */
  takenAt: Date;
}

/** Asks the running API for a snapshot and writes it to `file`. */
export function requestSnapshot(socketPath: string, file: string): Promise<SnapshotAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method: 'POST', path: '/snapshot' }, (res) => {
      if (res.statusCode !== 200) {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          reject(new Error(`the API answered ${res.statusCode}: ${body.slice(0, 300)}`)),
        );
        return;
      }
      const expected = Number(res.headers['content-length']);
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      pipeline(res, createWriteStream(file)).then(() => {
        if (Number.isFinite(expected) && bytes !== expected)
          reject(new Error(`the snapshot came short: ${bytes} of ${expected} bytes`));
        else
          resolve({
            bytes,
            pauseMs: Number(res.headers['x-club-pause-ms'] ?? 0),
            takenAt: new Date(String(res.headers['x-club-snapshot-at'] ?? Date.now())),
          });
      }, reject);
    });
    req.on('error', reject);
    req.end();
  });
}

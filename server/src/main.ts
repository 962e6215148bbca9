// Production entry: open the database (PGlite folder or PostgreSQL), migrate, seed, listen on the
// API port and the tracking port, close gracefully on SIGINT/SIGTERM. On PostgreSQL with
// API_WORKERS > 1 (default: one per core) the primary prepares the database once, then forks the
// workers that serve (cluster.ts).
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { pino } from 'pino';
import { superviseWorkers } from './cluster';
import { controlSocketPath, startControlChannel, type ControlChannel } from './backup/control';
import { loggerOptions } from './lib/log';
import { openDatabase, type Database } from './db/client';
import { openDataFolder } from './db/data-folder';
import { markFolderOwner } from './db/folder-owner';
import { prepareDatabase } from './db/migrate';
import { urlSigner } from './lib/storage';
import { fileStorageFor } from './lib/storage-factory';
import { buildTrackingApp } from './modules/tracking/app';
import { sessionPolicy } from './modules/auth/sessions';
import { drainable, streamRetryMs } from './modules/health/drain';

// src/main.ts (tsx) and dist/main.js (bundle) both sit one level below the server folder.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function start() {
  const config = loadConfig(process.env, serverRoot);
  // personal fields and secrets never reach the log (lib/log.ts)
  const logger = loggerOptions(config.logLevel);
  // PostgreSQL: schema and seed in one transaction. PGlite: the same, in a data folder whose
  // interrupted first start is recreated (db/data-folder.ts).
  // The seed only writes files (report photos): a signer of its own is never used to hand out URLs.
  const seedOptions = {
    storage: fileStorageFor(config, urlSigner(randomBytes(32).toString('hex'))),
  };
  const workers = config.databaseUrl ? config.apiWorkers : 1;
  if (cluster.isPrimary && !config.databaseUrl) {
    const log = pino(loggerOptions(config.logLevel) as object);
    const asked = process.env.API_WORKERS
      ? ` (API_WORKERS=${config.apiWorkers} applies only to PostgreSQL)`
      : '';
    // one process owns the embedded database's folder: PGlite cannot be shared between processes
    (asked ? log.warn.bind(log) : log.info.bind(log))(
      `embedded database (PGlite): the API runs as one process${asked}`,
    );
  }
  let database: Database;
  if (config.databaseUrl && cluster.isWorker) {
    // the primary has migrated and seeded already
    database = await openDatabase({ databaseUrl: config.databaseUrl });
  } else if (config.databaseUrl) {
    database = await openDatabase({ databaseUrl: config.databaseUrl });
    // with DATABASE_OWNER_URL the owner role migrates and owns the tables (db/owner-role.ts)
    await prepareDatabase(database, config.migrationsFolder, {
      ...seedOptions,
      ownerUrl: config.databaseOwnerUrl,
    });
    if (workers > 1) {
      await database.close();
      superviseWorkers({
        workers,
        log: pino(loggerOptions(config.logLevel) as object),
        graceMs: config.shutdownDelayMs + 15_000,
      });
      return;
    }
  } else {
    const folder = path.join(config.dataDir, 'pglite');
    // the member:create command refuses to open the folder while this process has it
    markFolderOwner(folder);
    database = (
      await openDataFolder(folder, config.migrationsFolder, undefined, undefined, seedOptions)
    ).database;
  }

  const app = await buildApp({ config, database, logger });
  const tracking = await buildTrackingApp(
    database.db,
    { logger },
    {
      rateMax: config.trackingRateMax,
      sessions: sessionPolicy(config),
      trustedProxies: config.trustProxy,
    },
  );
  // watched from the first request, so a stop can mark the answers under way (modules/health);
  // while the API quiets down, a read (which the balancer repeats on another process) is refused
  // with 503, except the health checks, which say what they say
  const drains = [
    drainable(app.server, {
      refuse: (req) =>
        (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') &&
        !/^\/(livez|readyz)(\?|$)/.test(req.url ?? ''),
    }),
    drainable(tracking.server),
  ];
  // Listening only now: a process is refused until it is ready, so a balancer never sends it a
  // call before (and /readyz says so to those that ask).
  await app.listen({ port: config.port, host: config.host });
  await tracking.listen({ port: config.trackingPort, host: config.host });
  // the embedded database is copied by this process on the backup command's request: a unix
  // socket in the data folder, for this OS user only (backup/control.ts)
  const control: ControlChannel | null =
    database.kind === 'pglite'
      ? await startControlChannel({
          socketPath: controlSocketPath(config.dataDir),
          database,
          log: app.log,
        })
      : null;
  // this process's share of the outbox: letters due, from any process, sent once (modules/mail)
  app.mail.start();
  if (config.productionHost && !config.mail.smtp)
    app.log.warn(
      { mailbox: config.mail.mailboxDir },
      'no SMTP_URL on the production host: letters stay in the local mailbox and reach nobody',
    );

  let closing = false;
  // A stop that loses no call of the balancer in front (docs/operating.md): /readyz answers 503
  // at once; after SHUTDOWN_DELAY_MS (for balancers that poll it) the streams end with a hint to
  // come back soon, reads are refused with 503 until the balancer stops sending (it repeats them
  // elsewhere), the listeners close (a new connection is refused, so the balancer passes it on),
  // the calls under way and those arriving on open connections are answered with
  // `Connection: close`, idle connections are left to the balancer to close (modules/health).
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.health.markDraining();
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownDelayMs + 10_000);
    force.unref();
    try {
      if (config.shutdownDelayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      app.realtime.hub.closeAll(streamRetryMs);
      await Promise.all(drains.map((server) => server.drain()));
      await Promise.all([app.close(), tracking.close(), control?.close()]);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // a worker whose primary is gone (killed outright) does not stay behind on the port
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));
}

start().catch((err: unknown) => {
  console.error('server failed to start:', err);
  process.exit(1);
});

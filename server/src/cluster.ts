// Every core of one machine: the primary process forks N API workers (node:cluster) that share one
// port; the primary only supervises. Each worker has its own database pool and realtime listener
// (streams reach members through PostgreSQL's LISTEN/NOTIFY, so a message written by one worker
// arrives on a stream held by another, as between machines). On SIGTERM/SIGINT the primary asks
// every worker to close: each stops taking connections, finishes the requests under way (every
// write it acknowledged is committed) and closes its streams and pool; then the primary exits.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

export interface SuperviseOptions {
  workers: number;
  log: Logger;
  /** a worker that has not exited this long after SIGTERM is killed */
  graceMs?: number;
}

/** Runs in the primary: forks the workers, replaces one that dies, stops all on a signal. */
export function superviseWorkers(opts: SuperviseOptions): void {
  const { log } = opts;
  const graceMs = opts.graceMs ?? 15_000;
  let stopping = false;
  const listening = new Set<number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening.add(worker.id);
      if (listening.size === opts.workers) log.info({ workers: opts.workers }, 'API workers ready');
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (stopping) {
      log.info({ pid: worker.process.pid, code, signal }, 'API worker stopped');
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('all API workers stopped');
        process.exit(0);
      }
      return;
    }
    if (!wasListening) {
      // it never started (bad configuration, database down): forking again would only loop
      log.error({ code, signal }, 'an API worker failed to start; stopping');
      void stop(1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'an API worker died; starting another');
    fork();
  });

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    if (alive.length === 0) process.exit(code);
    // the signal itself, not worker.kill(): that first waits for every open connection (a
    // realtime stream never ends on its own) before it signals
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('API workers did not stop in time; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs).unref();
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      log.info({ signal }, 'stopping the API workers');
      stop(0);
    });

  log.info({ workers: opts.workers }, 'starting API workers');
  for (let i = 0; i < opts.workers; i += 1) fork();
}

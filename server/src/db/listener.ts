// The NOTIFY listener of a PostgreSQL database: one connection for every channel, kept alive
// across drops (db/client.ts postgresDatabase uses it; PGlite's listen is in-process).
import pg from 'pg';
import type { Unlisten } from './client';

/** The NOTIFY listener connection dropped ('lost', with its error) or is back ('resumed'). */
export type ListenerStateHandler = (state: 'lost' | 'resumed', err?: unknown) => void;

/** a channel name as LISTEN takes it unquoted */
export const CHANNEL_RE = /^[a-z_][a-z0-9_]*$/;

/** application_name of the listener connection (pg_stat_activity tells it from the pool's) */
export const LISTENER_APP_NAME = 'club-listen';
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;
const noop = () => undefined;

interface Subscriber {
  onPayload: (payload: string) => void;
  onResume?: () => void;
}

/**
 * One LISTEN connection for every channel of a PostgreSQL database. A drop (server restart,
 * failover, killed backend) would otherwise leave the process deaf for good: it reconnects with a
 * backoff until close(), LISTENs every channel again, then tells the subscribers to resume (the
 * NOTIFYs sent meanwhile are lost, so they drop what those would have kept true).
 */
export class PgListener {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly stateHandlers = new Set<ListenerStateHandler>();
  /** the live connection, every channel LISTENed on it */
  private client: pg.Client | undefined;
  private opening: Promise<pg.Client> | undefined;
  /** lost and not back yet: reconnecting */
  private down = false;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = RETRY_FIRST_MS;
  private closing = false;
  /** the last (UN)LISTEN sent on the live connection: pg wants one query at a time */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, sub: Subscriber): Promise<Unlisten> {
    if (!CHANNEL_RE.test(channel)) throw new Error('bad channel');
    const subs = this.channels.get(channel) ?? new Set<Subscriber>();
    subs.add(sub);
    this.channels.set(channel, subs);
    const unlisten = () => this.unlisten(channel, sub);
    // while down, the reconnect LISTENs it with the others
    if (this.down && !this.client) return unlisten;
    try {
      const client = await this.connected();
      // again when LISTENed already (harmless): it resolves once this subscriber hears the channel
      await this.send(client, `LISTEN ${channel}`);
    } catch (err) {
      if (this.down) return unlisten; // dropped meanwhile: the reconnect LISTENs it
      await unlisten();
      throw err;
    }
    return unlisten;
  }

  onState(handler: ListenerStateHandler): () => void {
    this.stateHandlers.add(handler);
    return () => this.stateHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.stopRetry();
    await this.opening?.catch(noop);
    await this.endClient();
  }

  private async unlisten(channel: string, sub: Subscriber): Promise<void> {
    const subs = this.channels.get(channel);
    if (!subs?.delete(sub) || subs.size > 0) return;
    this.channels.delete(channel);
    // nothing left to hear: no connection kept (nor reconnected) for nothing
    if (this.channels.size === 0) {
      this.stopRetry();
      this.down = false;
      await this.endClient();
      return;
    }
    if (this.client) await this.send(this.client, `UNLISTEN ${channel}`).catch(noop);
  }

  private send(client: pg.Client, text: string): Promise<unknown> {
    const sent = this.queue.then(() => client.query(text));
    this.queue = sent.catch(noop);
    return sent;
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (this.closing) return Promise.reject(new Error('database closed'));
    this.opening ??= this.open().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  /**
   * A new connection with every channel LISTENed, made the live one. The last check for channels
   * still missing and the assignment run in one synchronous step: a listen() in between would find
   * neither the channel LISTENed nor a live connection to LISTEN it on.
   */
  private async open(): Promise<pg.Client> {
    const { client, gone } = this.newClient();
    try {
      await client.connect();
      const done = new Set<string>();
      for (;;) {
        const missing = [...this.channels.keys()].filter((c) => !done.has(c));
        if (missing.length === 0) break;
        for (const channel of missing) {
          await client.query(`LISTEN ${channel}`);
          done.add(channel);
        }
      }
      if (gone.ended) throw gone.err ?? new Error('listener connection ended');
      if (this.closing) throw new Error('database closed');
    } catch (err) {
      await client.end().catch(noop);
      throw err;
    }
    this.client = client;
    return client;
  }

  private newClient() {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_APP_NAME,
      // a peer gone without a word (a failover) is found by TCP keepalive, and a reconnect to an
      // unreachable host gives up in time for the next attempt
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    const gone: { ended: boolean; err?: unknown } = { ended: false };
    const onGone = (err?: unknown) => {
      if (this.client === client) this.lost(client, err);
      else if (!gone.ended) Object.assign(gone, { ended: true, err });
    };
    client.on('error', onGone);
    client.on('end', () => onGone());
    client.on('notification', (msg) => this.deliver(msg.channel, msg.payload ?? ''));
    return { client, gone };
  }

  private deliver(channel: string, payload: string) {
    for (const sub of this.channels.get(channel) ?? []) sub.onPayload(payload);
  }

  private lost(client: pg.Client, err: unknown) {
    this.client = undefined;
    void client.end().catch(noop);
    if (this.closing) return;
    this.down = true;
    this.report('lost', err);
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closing || !this.down) return;
    this.retry = setTimeout(() => void this.reconnect(), this.retryMs);
    // never what keeps the process alive
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private async reconnect(): Promise<void> {
    this.retry = undefined;
    if (this.closing || !this.down) return;
    let client: pg.Client;
    try {
      client = await this.connected();
    } catch {
      this.scheduleRetry();
      return;
    }
    // closed, nothing left to hear, or lost again (that loss scheduled the next attempt)
    if (this.closing || !this.down || this.client !== client) return;
    this.down = false;
    this.retryMs = RETRY_FIRST_MS;
    this.report('resumed');
    const subs = [...this.channels.values()].flatMap((s) => [...s]);
    for (const sub of subs) {
      try {
        sub.onResume?.();
      } catch {
        // one subscriber's failure must not leave the others' caches stale
      }
    }
  }

  private report(state: 'lost' | 'resumed', err?: unknown) {
    for (const handler of this.stateHandlers) {
      try {
        handler(state, err);
      } catch {
        // a logger's failure must not stop the reconnect
      }
    }
  }

  private stopRetry() {
    clearTimeout(this.retry);
    this.retry = undefined;
  }

  private async endClient() {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(noop);
  }
}

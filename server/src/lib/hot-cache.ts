// In-process caches of what nearly every request reads (the session of a token, the member's clock
// offset, reference data). One set per database handle, so two API processes (or two apps on two
// pools in one test) never share one. Entries live briefly (a safety net); what must not outlive a
// change is dropped at once: locally by the code that changes it, in every other API process by
// the NOTIFY it sends (plugins/hot-cache.ts listens).

/**
 * A map whose entries expire after `ttlMs`. A value loaded while something was dropped is served
 * to the requests that were waiting for it but not kept: it may predate the change that caused the
 * drop. Concurrent misses of one key share one load (a rush of requests after an expiry would
 * otherwise each query the database), but never one started before a drop.
 */
export class TtlCache<K, V> {
  private readonly map = new Map<K, { value: V; until: number }>();
  private readonly loading = new Map<K, { generation: number; promise: Promise<V> }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The cached value, or `load()`'s, kept unless a drop happened meanwhile or `keep` says no. */
  async getOrLoad(
    key: K,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const running = this.loading.get(key);
    if (running && running.generation === this.generation) return running.promise;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        if (generation === this.generation && keep(value)) this.set(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, { generation, promise });
    return promise;
  }

  /** Marks the start of a load: pass the mark to setIfUnchanged. */
  mark(): number {
    return this.generation;
  }

  setIfUnchanged(mark: number, key: K, value: V) {
    if (mark === this.generation) this.set(key, value);
  }

  set(key: K, value: V) {
    // a bound, not an LRU: when full, the oldest entries go (Map keeps insertion order)
    if (this.map.size >= this.max) {
      const drop = Math.ceil(this.max / 10);
      for (const k of [...this.map.keys()].slice(0, drop)) this.map.delete(k);
    }
    this.map.delete(key);
    this.map.set(key, { value, until: this.now() + this.ttlMs });
  }

  delete(key: K) {
    this.generation++;
    this.map.delete(key);
  }

  deleteWhere(match: (value: V, key: K) => boolean) {
    this.generation++;
    for (const [key, entry] of this.map) if (match(entry.value, key)) this.map.delete(key);
  }

  clear() {
    this.generation++;
    this.map.clear();
  }

  get size() {
    return this.map.size;
  }
}

/**
 * How long a cached session or clock offset is trusted without a drop (a safety net only: every
 * change drops them through a NOTIFY, and a process whose NOTIFY listener was lost drops them all
 * when it is back, db/client.ts). A minute covers the calls of an app's opening and its first pages
 * (a morning rush: each member's few calls a minute are then read once per process).
 */
export const HOT_TTL_MS = Number(process.env.HOT_CACHE_MS ?? 60_000);

/**
 * How long reference data (countries, masks, the course and nutrition catalogue) is kept: nothing
 * changes it while the API runs (only the seed writes it), so this only bounds how long a change
 * made by hand in the database takes to show.
 */
export const REFERENCE_TTL_MS = Number(process.env.REFERENCE_CACHE_MS ?? 5 * 60_000);

/** Channel of clock changes (payload: member ids, comma-separated), like session_events. */
export const CLOCK_EVENTS_CHANNEL = 'clock_events';

/** One value per database handle (a cache, prepared statements): `make` runs once per handle. */
export function perDatabase<D extends object, T>(make: (db: D) => T): (db: D) => T {
  const all = new WeakMap<D, T>();
  return (db) => {
    let value = all.get(db);
    if (value === undefined) {
      value = make(db);
      all.set(db, value);
    }
    return value;
  };
}

/** Parses a comma-separated id payload (session_events, clock_events). */
export const idsOf = (payload: string): number[] =>
  payload
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

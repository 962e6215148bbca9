// The demo seed on PostgreSQL: it runs in one transaction, i.e. on one client, and a pg client
// takes one query at a time (pg 8 queues overlapping ones with a deprecation warning, pg 9 will
// refuse them), so a seed that overlaps its queries would break a first start on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { localFileStorage, urlSigner } from '../lib/storage';
import { createTestDb, onPostgres } from '../test/helpers';
import { userPacks } from './schema';

/** The SQL of a pg query argument (a string, or drizzle's `{ text, values }`). */
const textOf = (q: unknown) =>
  typeof q === 'string' ? q : String((q as { text?: unknown } | null)?.text ?? q);

(onPostgres ? describe : describe.skip)('the demo seed on PostgreSQL', () => {
  it('seeds every member pack with one query at a time on its client', async () => {
    // pg's own test before its deprecation warning: a query asked while others wait on the client
    const overlapping: string[] = [];
    const query = pg.Client.prototype.query;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client & { _queryQueue?: unknown[]; pipeline?: boolean },
      ...args: unknown[]
    ) {
      if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline) overlapping.push(textOf(args[0]));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    const files = mkdtempSync(path.join(tmpdir(), 'club-seed-pg-'));
    // a storage of its own: the seed runs afresh instead of coming from the run's snapshot
    const testDb = await createTestDb({ storage: localFileStorage(files, urlSigner('seed-test')) });
    try {
      const [{ n }] = await testDb.database.db.select({ n: count() }).from(userPacks);
      expect(n).toBeGreaterThan(0);
      expect(overlapping).toEqual([]);
    } finally {
      spy.mockRestore();
      await testDb.drop();
      rmSync(files, { recursive: true, force: true });
    }
  });
});

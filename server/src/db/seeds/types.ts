import type { FileStorage } from '../../lib/storage';
import type { Db } from '../client';
import type { users } from '../schema';

export type Member = typeof users.$inferSelect;

/** What every domain seed receives: the database, the seed's "now" and the demo members. */
export interface SeedContext {
  db: Db;
  now: Date;
  /** Анна Смирнова (demo@club.local) and Иван Петров (demo2@club.local) */
  anna: Member;
  ivan: Member;
  /** stored files of the seed (report photos); tests seed without it unless they ask */
  storage?: FileStorage;
}

export type DomainSeed = (ctx: SeedContext) => Promise<void>;

// Per-member caches of the API: a module that keeps something of a member in memory (or in a
// cache table) registers how to drop it, so the tester console's "clear cache"
// (POST /api/testers/invalidate_cache) and the time machine reach every cache without knowing
// them. Each process drops its own; a cache shared by processes drops its shared copy.

export type DropMemberCache = (userId: number) => void | Promise<void>;

export interface MemberCaches {
  /** adds a cache; `name` shows in logs when dropping fails */
  register(name: string, drop: DropMemberCache): void;
  /** drops the member's entries in every registered cache; answers the names dropped */
  invalidate(userId: number): Promise<string[]>;
}

export function createMemberCaches(): MemberCaches {
  const caches = new Map<string, DropMemberCache>();
  return {
    register(name, drop) {
      caches.set(name, drop);
    },
    async invalidate(userId) {
      const names = [...caches.keys()];
      await Promise.all(names.map((name) => caches.get(name)?.(userId)));
      return names;
    },
  };
}

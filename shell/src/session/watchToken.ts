// The member's token as it changes: the shell's start reacts to a sign-in or a sign-out in a few
// places. Compared by hand rather than with rxjs's operators (`map`, `distinctUntilChanged`), which
// would add ~3 KB gzip to every start (they are `@club/shared/rx`, loaded by the pages that use them).
import { session$, type Subscription } from '@club/shared';

/**
 * Calls `listener` with the current token at once (`previous` undefined), then each time it
 * changes (a missing token is null).
 */
export function watchToken(
  listener: (token: string | null, previous: string | null | undefined) => void,
): Subscription {
  let first = true;
  let previous: string | null = null;
  return session$.subscribe(({ token }) => {
    const next = token ?? null;
    if (!first && next === previous) return;
    const before = first ? undefined : previous;
    first = false;
    previous = next;
    listener(next, before);
  });
}

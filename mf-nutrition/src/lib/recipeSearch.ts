// The recipe search trigger (spec part 2 §5, §9: search starts at 3 typed characters). Answers
// arrive while the member types, without flooding the server: input is debounced, and a newer
// query cancels the request in flight (switchMap unsubscribes, the teardown aborts it), so a
// stale answer is never shown.
import { Observable, Subject, type Subscription } from '@club/shared';
import { debounceTime, distinctUntilChanged, map, of, switchMap } from '@club/shared/rx';

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchState<T> =
  | { status: 'idle'; query: string }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; items: T[] }
  | { status: 'failed'; query: string };

/** One search call: resolves to the items, or null when the call failed. */
export type SearchCall<T> = (query: string, signal: AbortSignal) => Promise<T[] | null>;

export interface RecipeSearch {
  /** feed every keystroke's value */
  input: (value: string) => void;
  dispose: () => void;
}

/** Whether a typed value is long enough to search (3 characters, spaces around not counted). */
export const canSearch = (value: string): boolean => value.trim().length >= SEARCH_MIN_CHARS;

function request<T>(call: SearchCall<T>, query: string): Observable<SearchState<T>> {
  return new Observable<SearchState<T>>((subscriber) => {
    const controller = new AbortController();
    subscriber.next({ status: 'loading', query });
    call(query, controller.signal).then(
      (items) => {
        if (controller.signal.aborted) return;
        subscriber.next(items ? { status: 'done', query, items } : { status: 'failed', query });
        subscriber.complete();
      },
      () => {
        if (controller.signal.aborted) return;
        subscriber.next({ status: 'failed', query });
        subscriber.complete();
      },
    );
    // A newer query (or leaving the page) cancels this one.
    return () => controller.abort();
  });
}

/** Wires the input to `call` and reports every state change to `onState`. */
export function createRecipeSearch<T>(
  call: SearchCall<T>,
  onState: (state: SearchState<T>) => void,
  debounceMs = SEARCH_DEBOUNCE_MS,
): RecipeSearch {
  const typed = new Subject<string>();
  const subscription: Subscription = typed
    .pipe(
      map((value) => value.trim()),
      debounceTime(debounceMs),
      distinctUntilChanged(),
      switchMap((query) =>
        query.length >= SEARCH_MIN_CHARS
          ? request(call, query)
          : of<SearchState<T>>({ status: 'idle', query }),
      ),
    )
    .subscribe(onState);
  return {
    input: (value) => typed.next(value),
    dispose: () => {
      subscription.unsubscribe();
      typed.complete();
    },
  };
}

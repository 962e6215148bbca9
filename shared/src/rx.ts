// @club/shared/rx: rxjs's operators and creation functions, a singleton of its own loaded by the
// pages that use them. The browser's only copy of rxjs is bundled (tree-shaken) inside the
// @club/shared singletons: the classes the bus is made of (Subject, BehaviorSubject, Observable,
// Subscription) in the root, the rest here, on the root's copy of rxjs's core. Sharing all of rxjs
// through federation would load the whole library (about 25 KB gzip) on every page. Apps import
// these from '@club/shared/rx' (the classes from '@club/shared'), never from 'rxjs' (a lint rule
// says so).
export {
  EMPTY,
  ReplaySubject,
  combineLatest,
  firstValueFrom,
  from,
  interval,
  merge,
  of,
  timer,
} from 'rxjs';
export {
  debounceTime,
  distinctUntilChanged,
  filter,
  map,
  pairwise,
  scan,
  shareReplay,
  skip,
  startWith,
  switchMap,
  take,
  takeUntil,
  tap,
} from 'rxjs';

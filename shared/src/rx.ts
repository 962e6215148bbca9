// The browser's only copy of rxjs: bundled (tree-shaken) inside the @club/shared singleton, so
// it loads exactly once and only the parts the apps use. Sharing all of rxjs through federation
// would load the whole library (about 25 KB gzip) on every page. Apps import these from
// '@club/shared', never from 'rxjs' (a lint rule says so).
export {
  BehaviorSubject,
  EMPTY,
  Observable,
  ReplaySubject,
  Subject,
  Subscription,
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

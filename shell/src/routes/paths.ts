// Typed links: every in-app link is built here from the route table, never typed as a literal.
import { generatePath } from 'react-router-dom';
import { ROUTE_BY_NAME, type RouteName } from './table';

export type RouteParams = Record<string, string | number | undefined>;

/** The path of a route by its spec name, e.g. routePath('course', { id: 5 }) -> "/course/5". */
export function routePath(name: RouteName, params: RouteParams = {}): string {
  const pattern = ROUTE_BY_NAME[name].path;
  const stringParams: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(params)) stringParams[k] = v === undefined ? null : String(v);
  const built = generatePath(pattern, stringParams as never) || '/';
  // The spec's paths keep their trailing slash (/profile/); generatePath drops it. A splat route
  // (/staff/*) without the rest of a path is its root, /staff/.
  const slash = pattern.endsWith('/') || (pattern.endsWith('/*') && !params['*']);
  return slash && !built.endsWith('/') ? `${built}/` : built;
}

/** The links the shell itself renders. */
export const links = {
  home: () => routePath('home'),
  courses: () => routePath('courses'),
  course: (id: number | string) => routePath('course', { id }),
  nutrition: () => routePath('nutrition'),
  dynamics: () => routePath('dynamics'),
  articles: () => routePath('articles'),
  chats: () => routePath('chats'),
  profile: () => routePath('profile'),
  feedback: () => routePath('feedback'),
  faq: () => routePath('faq'),
  logout: () => routePath('logout'),
  resetPass: () => routePath('reset-pass'),
  store: () => routePath('store'),
  /** the staff app's start, /staff/ (its own sections follow) */
  staff: () => routePath('staff'),
} as const;

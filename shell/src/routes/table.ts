// The shell's route table (spec part 2 §2.1): path, spec route name, owning remote, guard groups.
// Guards work on route names before any remote code loads, so this table lives in the host.
import { matchPath } from 'react-router-dom';
import type { MenuCode } from '@club/shared';

export type RemoteName =
  'mf_training' | 'mf_nutrition' | 'mf_community' | 'mf_account' | 'mf_devtools' | 'mf_staff';
export type Owner = RemoteName | 'shell';

export const ROUTE_NAMES = [
  'home',
  'profile',
  'faq',
  'feedback',
  'courses',
  'course',
  'course_activate',
  'course_activate_confirm',
  'course_activate_sequential_warning',
  'course_froze',
  'course_unfroze',
  'contest_info',
  'change_place',
  'workout',
  'workout_report',
  'nutrition',
  'change_nutrition_type',
  'dynamics',
  'dynamics-report',
  'report-image',
  'articles',
  'article-detail',
  'chats',
  'chat',
  'competition',
  'competition-rules',
  'competition-prize',
  'competition-report',
  'store',
  'store-course',
  'payment',
  'notifications',
  'test_set',
  'change-pass',
  'reset-pass',
  'email_verification',
  'logout',
  'staff',
  'not-found',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export interface RouteDef {
  name: RouteName;
  /** react-router pattern (history mode); trailing slashes are matched either way */
  path: string;
  owner: Owner;
  /**
   * menu codes whose absence (presence in not_active_options) blocks the route: every group it can
   * belong to (the menus highlight by these); `groupsByParam` narrows them for one address
   */
  groups: MenuCode[];
  /** blocked while profile.is_active is false */
  requiresActive: boolean;
  /** a route whose group follows a path parameter: its value -> the groups of that address */
  groupsByParam?: { param: string; values: Record<string, MenuCode[]> };
  /**
   * Who the route is for (issue 28): a member's pages send a staff account to /staff/, the staff
   * app sends a member to /; `any` is open to both (signing out, password links, the tester console).
   */
  audience: RouteAudience;
}

export type RouteAudience = 'member' | 'staff' | 'any';

/** The routes every signed-in account may open, staff included. */
const FOR_ANY: readonly RouteName[] = ['logout', 'reset-pass', 'email_verification', 'test_set'];

const r = (
  name: RouteName,
  path: string,
  owner: Owner,
  groups: MenuCode[] = [],
  requiresActive = false,
  groupsByParam?: RouteDef['groupsByParam'],
): RouteDef => ({
  name,
  path,
  owner,
  groups,
  requiresActive,
  groupsByParam,
  audience: owner === 'mf_staff' ? 'staff' : FOR_ANY.includes(name) ? 'any' : 'member',
});

const C: MenuCode[] = ['COURSES'];

export const ROUTES: readonly RouteDef[] = [
  r('home', '/', 'shell'),
  r('reset-pass', '/reset-pass/', 'shell'),
  r('change-pass', '/change-pass/', 'mf_account', ['AVATAR']),
  r('articles', '/articles/', 'mf_community', ['ARTICLES'], true),
  r('article-detail', '/article/:id', 'mf_community', ['ARTICLES']),
  r('profile', '/profile/', 'mf_account', ['AVATAR'], true),
  r('email_verification', '/email_verification/:hash', 'shell'),
  r('faq', '/faq/', 'mf_account', ['AVATAR'], true),
  r('feedback', '/feedback/', 'mf_account', ['FEEDBACK']),
  r('logout', '/logout/', 'shell'),
  r('courses', '/courses/', 'mf_training', C, true),
  r('course_activate', '/course/activate/:id', 'mf_training', C),
  r('course_activate_confirm', '/course/activate/confirm/:id', 'mf_training', C),
  // The spec names this route (param id = course id) without showing its path.
  r('course_activate_sequential_warning', '/course/activate/warning/:id', 'mf_training', C),
  r('course_froze', '/course/froze/:id', 'mf_training', C),
  r('course_unfroze', '/course/unfroze/:id', 'mf_training', C),
  r('course', '/course/:id', 'mf_training', C),
  r('contest_info', '/contest_info', 'mf_training', C),
  r('change_place', '/change_place/:id', 'mf_training', C),
  r('workout', '/workout/:user_pack_id/:id', 'mf_training', C),
  r('workout_report', '/workout/report/:user_pack_id/:id', 'mf_training', C),
  r('nutrition', '/nutrition/', 'mf_nutrition', ['DIETA'], true),
  r('change_nutrition_type', '/change_nutrition_type/:id?', 'mf_nutrition', ['DIETA']),
  r('dynamics', '/dynamics/', 'mf_community', ['DYNAMICS'], true),
  r('dynamics-report', '/dynamics/report/:type/:id?', 'mf_community', ['DYNAMICS']),
  // spec part 2 §2.2 lists report-image under DYNAMICS and CONTEST: each photo follows its type's
  // group, so a member with Dynamics off still opens their contest photos (issue 27)
  r('report-image', '/report_image/:type/:view', 'mf_community', ['DYNAMICS', 'CONTEST'], false, {
    param: 'type',
    values: { contest: ['CONTEST'], dynamics: ['DYNAMICS'] },
  }),
  r('chats', '/chats/', 'mf_community', ['CHATS'], true),
  r('chat', '/chat/:id', 'mf_community', ['CHATS']),
  r('competition', '/competition/', 'mf_community', ['CONTEST'], true),
  r('competition-rules', '/competition/rules', 'mf_community', ['CONTEST']),
  r('competition-prize', '/competition/prize', 'mf_community', ['CONTEST']),
  r('competition-report', '/competition/report/:type', 'mf_community', ['CONTEST']),
  r('store', '/store/', 'mf_account'),
  r('store-course', '/store/course/:category/:id', 'mf_account'),
  r('payment', '/payment/', 'mf_account'),
  r('notifications', '/notifications/', 'mf_community'),
  r('test_set', '/dev/test_set/', 'mf_devtools'),
  // the staff app: one route, its own sections inside (mf-staff/src/app/sections.tsx)
  r('staff', '/staff/*', 'mf_staff'),
  r('not-found', '*', 'shell'),
];

export const ROUTE_BY_NAME: Readonly<Record<RouteName, RouteDef>> = Object.fromEntries(
  ROUTES.map((d) => [d.name, d]),
) as Record<RouteName, RouteDef>;

/** The route names a menu code covers: a menu item is highlighted on each of them. */
export const routesIn = (code: MenuCode): RouteName[] =>
  ROUTES.filter((d) => d.groups.includes(code)).map((d) => d.name);

/** Ranks like react-router: the most specific static pattern wins (so /course/activate/1 is not /course/:id). */
function score(path: string): number {
  return path
    .split('/')
    .filter(Boolean)
    .reduce(
      (s, seg) => s + (seg === '*' ? -100 : seg.startsWith(':') ? (seg.endsWith('?') ? 1 : 2) : 10),
      0,
    );
}
const RANKED = [...ROUTES].sort((a, b) => score(b.path) - score(a.path));

/** The route a pathname resolves to; unknown paths resolve to "not-found". */
export function findRoute(pathname: string): RouteDef {
  for (const def of RANKED) {
    if (def.path === '*') continue;
    if (matchPath({ path: def.path, end: true }, pathname)) return def;
  }
  return ROUTE_BY_NAME['not-found'];
}

/**
 * The groups that guard `pathname` on route `def`: the route's groups, narrowed by its parameter
 * where the group follows one (an unknown value keeps them all, so it stays guarded by each).
 */
export function groupsAt(def: RouteDef, pathname: string): MenuCode[] {
  if (!def.groupsByParam) return def.groups;
  const value = matchPath({ path: def.path, end: true }, pathname)?.params[def.groupsByParam.param];
  return (value !== undefined && def.groupsByParam.values[value]) || def.groups;
}

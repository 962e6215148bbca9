// Guards by route name (spec part 1 §4 "Redirect rules", part 2 §2.2). Pure functions: the router
// integration (cancel in-app navigation, redirect a direct load to "/") lives in RouteGuard.tsx.
import type { Session } from '@club/shared';
import { findRoute, type RouteDef } from './table';

export type GuardVerdict = 'allow' | 'blocked';

/** Blocked when one of the route's groups is switched off, or it needs an active account. */
export function checkRoute(
  def: RouteDef,
  session: Pick<Session, 'notActiveOptions' | 'profile'>,
): GuardVerdict {
  if (def.groups.some((code) => session.notActiveOptions.includes(code))) return 'blocked';
  if (def.requiresActive && session.profile && !session.profile.is_active) return 'blocked';
  return 'allow';
}

export const isPathBlocked = (
  pathname: string,
  session: Pick<Session, 'notActiveOptions' | 'profile'>,
): boolean => checkRoute(findRoute(pathname), session) === 'blocked';

/** What an in-app navigation to `pathname` does instead of simply going there. */
export type NavigationIntercept = 'none' | 'cancel' | 'logout' | 'feedback-modal';

export function interceptNavigation(
  pathname: string,
  session: Pick<Session, 'notActiveOptions' | 'profile'>,
  isMobile: boolean,
): NavigationIntercept {
  const def = findRoute(pathname);
  if (checkRoute(def, session) === 'blocked') return 'cancel';
  if (def.name === 'logout') return 'logout';
  if (def.name === 'feedback' && !isMobile) return 'feedback-modal';
  return 'none';
}

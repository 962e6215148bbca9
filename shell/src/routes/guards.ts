// Guards by route name (spec part 1 §4 "Redirect rules", part 2 §2.2). Pure functions: the router
// integration (cancel in-app navigation, redirect a direct load to "/") lives in RouteGuard.tsx.
import type { Session } from '@club/shared';
import { getConfig, type AppConfig } from '../config';
import { findRoute, groupsAt, type RouteDef } from './table';

export type GuardVerdict = 'allow' | 'blocked';

/** Where the app runs: the runtime config and the page's host. */
export interface GuardEnv {
  config: Pick<AppConfig, 'productionHost' | 'testerEmails'>;
  /** location.host (with a port) and location.hostname */
  host: string;
  hostname: string;
}
const currentEnv = (): GuardEnv => ({
  config: getConfig(),
  host: window.location.host,
  hostname: window.location.hostname,
});

/**
 * The tester console (spec part 2 §2.2): on the production host (config.json `productionHost`)
 * only the staff e-mails of `testerEmails` may open it, signed in as staff (a member's address on
 * the list gets nothing: issue 42); on any other host every signed-in member. The server guards
 * /api/testers/* the same way, so this only spares others a console that fails.
 */
/** What the guards read of the session (a staff account has `account`, a member `profile`). */
export type GuardSession = Pick<Session, 'notActiveOptions' | 'profile'> &
  Partial<Pick<Session, 'account'>>;

export function testerConsoleAllowed(
  session: Pick<Session, 'profile'> & Partial<Pick<Session, 'account'>>,
  env: GuardEnv = currentEnv(),
): boolean {
  const production = env.config.productionHost?.trim().toLowerCase();
  if (!production) return true;
  if (production !== env.hostname.toLowerCase() && production !== env.host.toLowerCase())
    return true;
  if (session.account?.kind !== 'staff') return false;
  const email = session.account.email?.trim().toLowerCase();
  return Boolean(email && (env.config.testerEmails ?? []).some((e) => e.toLowerCase() === email));
}

/**
 * Blocked when one of the route's groups is switched off (at `pathname`, for a route whose group
 * follows a parameter), it needs an active account, or it is the staff app and the account is not
 * staff (a member never reaches /staff/; a staff account on a member's page is sent to /staff/ by
 * the staff shell instead: shell/src/StaffShell.tsx).
 */
export function checkRoute(
  def: RouteDef,
  session: GuardSession,
  env?: GuardEnv,
  pathname?: string,
): GuardVerdict {
  if (def.audience === 'staff' && session.account?.kind !== 'staff') return 'blocked';
  const groups = pathname === undefined ? def.groups : groupsAt(def, pathname);
  if (groups.some((code) => session.notActiveOptions.includes(code))) return 'blocked';
  if (def.requiresActive && session.profile && !session.profile.is_active) return 'blocked';
  if (def.name === 'test_set' && !testerConsoleAllowed(session, env)) return 'blocked';
  return 'allow';
}

export const isPathBlocked = (pathname: string, session: GuardSession): boolean =>
  checkRoute(findRoute(pathname), session, undefined, pathname) === 'blocked';

/** What an in-app navigation to `pathname` does instead of simply going there. */
export type NavigationIntercept = 'none' | 'cancel' | 'logout' | 'feedback-modal';

export function interceptNavigation(
  pathname: string,
  session: GuardSession,
  isMobile: boolean,
): NavigationIntercept {
  const def = findRoute(pathname);
  if (checkRoute(def, session, undefined, pathname) === 'blocked') return 'cancel';
  if (def.name === 'logout') return 'logout';
  if (def.name === 'feedback' && !isMobile) return 'feedback-modal';
  return 'none';
}

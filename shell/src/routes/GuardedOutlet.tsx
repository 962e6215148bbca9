import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { isPathBlocked } from './guards';
import { links } from './paths';

/**
 * A direct load of a blocked URL, or an init/realtime update that switches the current route's
 * group off, goes to "/" before the page (and its remote) renders.
 */
export function GuardedOutlet() {
  const { pathname } = useLocation();
  const session = useSession();
  if (isPathBlocked(pathname, session)) return <Navigate to={links.home()} replace />;
  return <Outlet />;
}

// What a signed-in staff account sees around the pages (issue 28): none of the member's layouts
// and menus. The staff app (mf_staff, route /staff/*) draws its own header, navigation and main
// area; every member's page sends a staff account to /staff/; the pages open to any account
// (signing out, a password link, the tester console) show plainly. A chunk of its own, loaded
// only for staff.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isPathBlocked } from './routes/guards';
import { NavigationGuard } from './routes/NavigationGuard';
import { links } from './routes/paths';
import { findRoute } from './routes/table';
import { useSession } from './session/useSession';
import styles from './StaffShell.module.css';

function StaffOutlet() {
  const { pathname } = useLocation();
  const session = useSession();
  const def = findRoute(pathname);
  if (def.audience === 'member' || isPathBlocked(pathname, session))
    return <Navigate to={links.staff()} replace />;
  if (def.audience === 'staff') return <Outlet />;
  return (
    <main className={styles.plain}>
      <Outlet />
    </main>
  );
}

export default function StaffShell() {
  return (
    <>
      <NavigationGuard />
      <StaffOutlet />
    </>
  );
}

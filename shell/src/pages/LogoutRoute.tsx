import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { links, routePath } from '../routes/paths';
import { confirmLogout } from './logoutFlow';

/** A direct load of /logout/: the confirmation opens over home; either answer ends on "/". */
export function LogoutRoute() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirmLogout(routePath('logout')).then(() => navigate(links.home(), { replace: true }));
  }, [navigate]);
  return null;
}

// In-app navigation guard (spec part 2 §2.2), applied before any remote code loads:
// a blocked route cancels the navigation (the member stays where they are), /logout/ opens the
// confirmation instead, and /feedback/ on desktop opens the modal over the current page.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate, type BlockerFunction } from 'react-router-dom';
import { getSession, openFeedback, useIsMobile } from '@club/shared';
import { confirmLogout } from '../pages/logoutFlow';
import { interceptNavigation } from './guards';
import { links } from './paths';

export function NavigationGuard() {
  const isMobile = useIsMobile();
  const mobileRef = useRef(isMobile);
  mobileRef.current = isMobile;
  const navigate = useNavigate();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      interceptNavigation(nextLocation.pathname, getSession(), mobileRef.current) !== 'none',
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const target = blocker.location.pathname;
    const action = interceptNavigation(target, getSession(), mobileRef.current);
    blocker.reset();
    if (action === 'logout') {
      void confirmLogout(target).then((signedOut) => {
        if (signedOut) navigate(links.home(), { replace: true });
      });
    } else if (action === 'feedback-modal') {
      openFeedback();
    }
  }, [blocker, navigate]);

  return null;
}

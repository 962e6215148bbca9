// In-app navigation guard (spec part 2 §2.2), applied before any remote code loads:
// a blocked route cancels the navigation (the member stays where they are), /logout/ opens the
// confirmation instead, and /feedback/ on desktop opens the modal over the current page. Pages
// that must ask before they are left (leave guards on the bus) are asked here too; going to
// feedback never asks (spec: "except when going to feedback").
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate, type BlockerFunction } from 'react-router-dom';
import { getSession, hasLeaveGuards, mayLeave, openFeedback, useIsMobile } from '@club/shared';
import { confirmLogout } from '../pages/logoutFlow';
import { interceptNavigation } from './guards';
import { links } from './paths';
import { findRoute } from './table';

export function NavigationGuard() {
  const isMobile = useIsMobile();
  const mobileRef = useRef(isMobile);
  mobileRef.current = isMobile;
  const navigate = useNavigate();

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    const action = interceptNavigation(nextLocation.pathname, getSession(), mobileRef.current);
    if (action !== 'none') return true;
    return hasLeaveGuards() && findRoute(nextLocation.pathname).name !== 'feedback';
  }, []);
  const blocker = useBlocker(shouldBlock);
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const target = blocker.location.pathname;
    const action = interceptNavigation(target, getSession(), mobileRef.current);
    if (action === 'none') {
      // Held by a leave guard: stay blocked until it answers.
      if (asking.current) return;
      asking.current = true;
      void mayLeave({ pathname: target }).then((ok) => {
        asking.current = false;
        if (ok) blocker.proceed();
        else blocker.reset();
      });
      return;
    }
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

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { openFeedback, useIsMobile } from '@club/shared';
import { RemoteArea } from '../federation/RemoteArea';
import { links } from '../routes/paths';

/** /feedback/: a page on mobile (mf-account's "feedback"); on desktop the modal over home. */
export function FeedbackRoute() {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  useEffect(() => {
    if (isMobile) return;
    openFeedback();
    navigate(links.home(), { replace: true });
  }, [isMobile, navigate]);
  return isMobile ? <RemoteArea remote="mf_account" expose="routes" name="feedback" /> : null;
}

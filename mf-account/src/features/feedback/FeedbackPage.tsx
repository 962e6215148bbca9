import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@club/shared';
import { FEEDBACK_TITLE, FeedbackForm } from './FeedbackForm';

/**
 * Route "feedback" (/feedback/): the mobile page (on desktop the shell opens the FeedbackModal
 * widget instead; if a desktop user lands here anyway, the same page works with a dropdown).
 */
export default function FeedbackPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first location of a router session has the key 'default': there is nothing to go back to.
  const back = useCallback(() => {
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  }, [location.key, navigate]);

  return (
    <Page title={FEEDBACK_TITLE} onBack={back}>
      <FeedbackForm layout="page" onCancel={back} />
    </Page>
  );
}

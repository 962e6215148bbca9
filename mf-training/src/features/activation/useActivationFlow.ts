import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  activationFlow,
  activationFlow$,
  isActivationPath,
  loadActivationInfo,
  resetActivation,
  type ActivationFlow,
} from './activationStore';

/**
 * The activation flow of a user pack for the activation pages: what the "Активировать" button
 * loaded, or (page opened by its URL, e.g. from contest_info) a direct load; a failed load leaves
 * for the courses list. Leaving the activation pages for any other page resets the flow.
 */
export function useActivationFlow(userPackId: number): ActivationFlow | null {
  const navigate = useNavigate();
  const [flow, setFlow] = useState<ActivationFlow | null>(() => activationFlow(userPackId));

  useEffect(() => {
    const sub = activationFlow$.subscribe(() => setFlow(activationFlow(userPackId)));
    if (!activationFlow(userPackId)) {
      void loadActivationInfo(userPackId).then((info) => {
        if (!info) navigate('/courses/', { replace: true });
      });
    }
    return () => sub.unsubscribe();
  }, [userPackId, navigate]);

  useEffect(
    () => () => {
      // Runs after the router moved on: the new address tells where the member went.
      if (!isActivationPath(window.location.pathname)) resetActivation();
    },
    [],
  );

  return flow;
}

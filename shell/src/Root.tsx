// The root of the route tree: the auth screen while there is no token, the loader while the
// member's data loads, then the layout with guarded pages. Overlays are always mounted.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@club/shared';
import { AppLayout } from './layout/AppLayout';
import { Overlays } from './overlays/Overlays';
import { GuardedOutlet } from './routes/GuardedOutlet';
import { NavigationGuard } from './routes/NavigationGuard';
import { ScrollManager } from './routes/ScrollManager';
import { findRoute } from './routes/table';
import { useSession } from './session/useSession';

// Signed-in members never need the sign-in forms (formik, yup): they load only when signed out.
const AuthScreen = lazy(() => import('./auth/AuthScreen').then((m) => ({ default: m.AuthScreen })));

export function Root() {
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = Boolean(session.token);

  let body;
  if (!signedIn)
    body = (
      <Suspense fallback={<PageLoader />}>
        <AuthScreen route={findRoute(pathname).name} />
      </Suspense>
    );
  else if (!session.profile) body = <PageLoader />;
  else
    body = (
      <>
        <NavigationGuard />
        <AppLayout>
          <GuardedOutlet />
        </AppLayout>
      </>
    );

  return (
    <>
      <ScrollManager />
      {body}
      <Overlays signedIn={signedIn && Boolean(session.profile)} />
    </>
  );
}

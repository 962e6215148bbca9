// The root of the route tree: the auth screen while there is no token, the loader while the
// member's data loads, then the layout with guarded pages. Overlays are always mounted.
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { PageLoader } from '@club/shared';
import { AuthScreen } from './auth/AuthScreen';
import { AppLayout } from './layout/AppLayout';
import { Overlays } from './overlays/Overlays';
import { GuardedOutlet } from './routes/GuardedOutlet';
import { NavigationGuard } from './routes/NavigationGuard';
import { findRoute } from './routes/table';
import { useSession } from './session/useSession';

export function Root() {
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = Boolean(session.token);

  let body;
  if (!signedIn) body = <AuthScreen route={findRoute(pathname).name} />;
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
      <ScrollRestoration />
      {body}
      <Overlays signedIn={signedIn && Boolean(session.profile)} />
    </>
  );
}

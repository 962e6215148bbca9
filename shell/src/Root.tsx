// The root of the route tree: the auth screen while there is no token, the start screen while the
// member's data loads (BootSplash: what the page itself painted before the scripts came), then the
// layout with guarded pages — or, for a staff account (issue 28), the staff shell (StaffShell.tsx).
// Overlays are always mounted.
import { lazy, Suspense, useDeferredValue } from 'react';
import { useLocation } from 'react-router-dom';
import { BootSplash } from './boot/BootSplash';
import { Overlays } from './overlays/Overlays';
import { loadSignedInShell } from './signedInChunk';
import { ScrollManager } from './routes/ScrollManager';
import { findRoute } from './routes/table';
import { useSession } from './session/useSession';

// Signed-in members never need the sign-in forms (formik, yup): they load only when signed out.
const AuthScreen = lazy(() => import('./auth/AuthScreen').then((m) => ({ default: m.AuthScreen })));
// ...and the sign-in page never loads the signed-in layouts and menus.
const SignedInShell = lazy(loadSignedInShell);
// ...and members never load the staff shell.
const StaffShell = lazy(() => import('./StaffShell'));

export function Root() {
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = Boolean(session.token);
  // The member's data arriving swaps the loader for the whole signed-in app: that render is
  // deferred, so React renders it in slices instead of one long task on a phone's main thread.
  const profileLoaded = useDeferredValue(Boolean(session.profile));

  let body;
  if (!signedIn)
    body = (
      <Suspense fallback={<BootSplash />}>
        <AuthScreen route={findRoute(pathname).name} />
      </Suspense>
    );
  else if (session.account?.kind === 'staff')
    body = (
      <Suspense fallback={<BootSplash />}>
        <StaffShell />
      </Suspense>
    );
  else if (!session.profile || !profileLoaded) body = <BootSplash />;
  else
    body = (
      <Suspense fallback={<BootSplash />}>
        <SignedInShell />
      </Suspense>
    );

  return (
    <>
      <ScrollManager />
      {body}
      <Overlays signedIn={signedIn && Boolean(session.profile)} />
    </>
  );
}

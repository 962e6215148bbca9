// The sign-in page's own entry (a separate, non-federated build: webpack.config.cjs "sign-in").
// A visitor without a token gets only this: React, the sign-in, recovery and e-mail verification
// forms and the overlays they use. With a token (already stored, or just received) it hands the
// page to the signed-in app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { BannerHost, ConfirmHost, session$ } from '@club/shared';
import { AuthScreen } from '../auth/AuthScreen';
import { findRoute } from '../routes/table';
import { loadToken, refreshMemberHint } from '../session/tokenStorage';
import { loadHttpOnFirstTouch } from '../session/warmHttp';
import { onIdle } from '../idle';
import { appFiles, bootApp, prefetchAppAtIdle } from './bootApp';
// the design tokens: in the app they come with the whole @club/shared singleton; this build takes
// only the parts it uses, so it names them itself
import '@club/shared/theme.css';
import '../global.css';

function SignInScreen() {
  const { pathname } = useLocation();
  return <AuthScreen route={findRoute(pathname).name} />;
}

// react-router-dom is ./router.tsx in this build: no router component is needed around the screen
function SignInApp() {
  return (
    <>
      <SignInScreen />
      <ConfirmHost />
      <BannerHost />
    </>
  );
}

/**
 * The signed-in app takes over this page (or the page reloads, where the server lists no app).
 * `justSignedIn`: the forms' own pages mean nothing after signing in here (the e-mail link was
 * already checked); a deep link (e.g. /nutrition/) is kept, and so is any link opened with a token.
 */
function startApp(unmount: () => void, justSignedIn: boolean): void {
  refreshMemberHint();
  const route = findRoute(window.location.pathname).name;
  if (justSignedIn && (route === 'email_verification' || route === 'reset-pass'))
    window.history.replaceState(null, '', '/');
  const files = appFiles();
  if (!files) {
    window.location.reload();
    return;
  }
  unmount();
  bootApp(files);
}

function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  if (loadToken()) {
    startApp(() => undefined, false);
    return;
  }
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <SignInApp />
    </StrictMode>,
  );
  const subscription = session$.subscribe((s) => {
    if (!s.token) return;
    subscription.unsubscribe();
    startApp(() => root.unmount(), true);
  });
  const files = appFiles();
  // once the form shows, never in its way
  onIdle(
    () => {
      if (files) prefetchAppAtIdle(files);
    },
    4000,
    1500,
  );
  // the HTTP library starts once the member starts on the form (a long task on a phone)
  loadHttpOnFirstTouch();
}

main();

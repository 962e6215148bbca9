// Renders the page of a route: the shell's own pages, or the owning remote's page by route name.
import { lazy, Suspense, type ReactElement } from 'react';
import { PageLoader } from '@club/shared';
import { RemoteArea } from '../federation/RemoteArea';
import { EmailVerificationPage } from '../pages/EmailVerificationPage';
import { FeedbackRoute } from '../pages/FeedbackRoute';
import { HomePage } from '../pages/HomePage';
import { LogoutRoute } from '../pages/LogoutRoute';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { RouteDef, RouteName } from './table';

// The recovery form (formik, yup) loads only when it is asked for.
const LazyResetPass = lazy(() =>
  import('../pages/ResetPassPage').then((m) => ({ default: m.ResetPassPage })),
);
function ResetPassPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyResetPass />
    </Suspense>
  );
}

const SHELL_PAGES: Partial<Record<RouteName, () => ReactElement | null>> = {
  home: HomePage,
  'reset-pass': ResetPassPage,
  email_verification: EmailVerificationPage,
  logout: LogoutRoute,
  'not-found': NotFoundPage,
  feedback: FeedbackRoute,
};

export function RouteHost({ def }: { def: RouteDef }) {
  const Page = SHELL_PAGES[def.name];
  if (Page) return <Page />;
  if (def.owner === 'shell') return <NotFoundPage />;
  // key: a new route name mounts a fresh area (its own loader, fallback and retry state)
  return <RemoteArea key={def.name} remote={def.owner} expose="routes" name={def.name} />;
}

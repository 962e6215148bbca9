// Exposed as `mf_account/routes`: the remote's pages by spec route name. Each page is a lazy chunk,
// so this module stays tiny (formik, yup, DOMPurify load only with the page that needs them).
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoader, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

function page(Lazy: LazyExoticComponent<ComponentType>): ComponentType {
  function RemotePage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy />
      </Suspense>
    );
  }
  return RemotePage;
}

const FaqPage = page(lazy(() => import('./features/faq/FaqPage')));
const FeedbackPage = page(lazy(() => import('./features/feedback/FeedbackPage')));

const RemoteRoutes: RemoteRoutesType = {
  faq: FaqPage,
  feedback: FeedbackPage,
};

export default RemoteRoutes;

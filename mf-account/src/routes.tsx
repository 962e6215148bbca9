// Exposed as `mf_account/routes`: the remote's pages by spec route name. Each page is a lazy chunk,
// so this module stays tiny (formik, yup, imask, DOMPurify load only with the page that needs them).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
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
const ProfilePage = page(lazy(() => import('./features/profile/ProfilePage')));
const ChangePassPage = page(lazy(() => import('./features/password/ChangePassPage')));
const StorePage = page(lazy(() => import('./features/store/StorePage')));
const StoreCoursePage = page(lazy(() => import('./features/store/StoreCoursePage')));
const PaymentPage = page(lazy(() => import('./features/payment/PaymentPage')));

const RemoteRoutes: RemoteRoutesType = {
  faq: FaqPage,
  feedback: FeedbackPage,
  profile: ProfilePage,
  'change-pass': ChangePassPage,
  store: StorePage,
  'store-course': StoreCoursePage,
  payment: PaymentPage,
};

export default RemoteRoutes;

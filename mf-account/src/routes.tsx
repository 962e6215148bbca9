// Exposed as `mf_account/routes`: the remote's pages by spec route name. Each page is a lazy chunk,
// so this module stays tiny (formik, yup, imask, DOMPurify load only with the page that needs them).
import { lazyPage, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

const FaqPage = lazyPage(() => import('./features/faq/FaqPage'));
const FeedbackPage = lazyPage(() => import('./features/feedback/FeedbackPage'));
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage'));
const ChangePassPage = lazyPage(() => import('./features/password/ChangePassPage'));
const StorePage = lazyPage(() => import('./features/store/StorePage'));
const StoreCoursePage = lazyPage(() => import('./features/store/StoreCoursePage'));
const PaymentPage = lazyPage(() => import('./features/payment/PaymentPage'));

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

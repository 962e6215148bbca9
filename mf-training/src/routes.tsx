// Exposed as `mf_training/routes`: the remote's pages by spec route name, each a lazy chunk so this
// module stays tiny (formik-free forms, the validation module and DOMPurify load with their pages).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoader, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

export function page(Lazy: LazyExoticComponent<ComponentType>): ComponentType {
  function RemotePage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy />
      </Suspense>
    );
  }
  return RemotePage;
}

const CoursesPage = page(lazy(() => import('./features/courses/CoursesPage')));
const CoursePage = page(lazy(() => import('./features/course/CoursePage')));
const ActivationPage = page(lazy(() => import('./features/activation/ActivationPage')));
const ActivationConfirmPage = page(
  lazy(() => import('./features/activation/ActivationConfirmPage')),
);
const SequentialWarningPage = page(
  lazy(() => import('./features/activation/SequentialWarningPage')),
);
const FreezePage = page(lazy(() => import('./features/freeze/FreezePage')));
const UnfreezePage = page(lazy(() => import('./features/freeze/UnfreezePage')));
const ContestInfoPage = page(lazy(() => import('./features/contest-info/ContestInfoPage')));
const ChangePlacePage = page(lazy(() => import('./features/change-place/ChangePlacePage')));
const WorkoutPage = page(lazy(() => import('./features/workout/WorkoutPage')));
const ReportPage = page(lazy(() => import('./features/report/ReportPage')));

const RemoteRoutes: RemoteRoutesType = {
  courses: CoursesPage,
  course: CoursePage,
  course_activate: ActivationPage,
  course_activate_confirm: ActivationConfirmPage,
  course_activate_sequential_warning: SequentialWarningPage,
  course_froze: FreezePage,
  course_unfroze: UnfreezePage,
  contest_info: ContestInfoPage,
  change_place: ChangePlacePage,
  workout: WorkoutPage,
  workout_report: ReportPage,
};

export default RemoteRoutes;

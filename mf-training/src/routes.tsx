// Exposed as `mf_training/routes`: the remote's pages by spec route name, each a lazy chunk so this
// module stays tiny (formik-free forms, the validation module and DOMPurify load with their pages).
import { lazyPage, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

const CoursesPage = lazyPage(() => import('./features/courses/CoursesPage'));
const CoursePage = lazyPage(() => import('./features/course/CoursePage'));
const ActivationPage = lazyPage(() => import('./features/activation/ActivationPage'));
const ActivationConfirmPage = lazyPage(() => import('./features/activation/ActivationConfirmPage'));
const SequentialWarningPage = lazyPage(() => import('./features/activation/SequentialWarningPage'));
const FreezePage = lazyPage(() => import('./features/freeze/FreezePage'));
const UnfreezePage = lazyPage(() => import('./features/freeze/UnfreezePage'));
const ContestInfoPage = lazyPage(() => import('./features/contest-info/ContestInfoPage'));
const ChangePlacePage = lazyPage(() => import('./features/change-place/ChangePlacePage'));
const WorkoutPage = lazyPage(() => import('./features/workout/WorkoutPage'));
const ReportPage = lazyPage(() => import('./features/report/ReportPage'));

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

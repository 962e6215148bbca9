// Exposed as `mf_training/widgets`: components the shell composes. The top-bar info is tiny and
// shows on every page; the home cards load as their own chunk, only on home. Neither pulls formik,
// yup or moment (home JS budget): the freeze modal with its validation loads when opened.
import { lazy, Suspense, type ComponentType } from 'react';
import type { HomeCoursesProps } from './HomeCourses';
import { TopBarCourseInfo, type TopBarCourseInfoProps } from './TopBarCourseInfo';

// named "home": the manifest lists its files and the API names them in the home page it sends
const loadHomeCourses = () => import(/* webpackChunkName: "home" */ './HomeCourses');
const LazyHomeCourses = lazy(loadHomeCourses);
// Started on home, the cards' chunk loads with this module instead of after home's first render.
if (typeof window !== 'undefined' && window.location.pathname === '/') void loadHomeCourses();

/** Home: the member's course cards; props `{ data }` from /api/v2/main/index. */
function HomeCourses(props: HomeCoursesProps) {
  return (
    <Suspense fallback={null}>
      <LazyHomeCourses {...props} />
    </Suspense>
  );
}

const widgets: {
  HomeCourses: ComponentType<HomeCoursesProps>;
  TopBarCourseInfo: ComponentType<TopBarCourseInfoProps>;
} = { HomeCourses, TopBarCourseInfo };

export default widgets;

import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HomeCourse, MainIndexResult } from '@club/shared';
import { getMainIndex } from '../api/getMainIndex';
import { cardView } from '../features/courses/courseCard';
import { CourseCards, FIRST_ROW } from '../features/courses/CourseCards';
import { useCourseActions } from '../features/courses/useCourseActions';
import styles from './HomeCourses.module.css';

export interface HomeCoursesProps {
  /** the shell's /api/v2/main/index answer (null while it loads) */
  data: MainIndexResult | null;
}

/**
 * Home: the member's course cards, the same cards as the courses list. After a freeze or an
 * unfreeze the widget reloads the cards itself (the shell's data is a one-time snapshot).
 */
export default function HomeCourses({ data }: HomeCoursesProps) {
  const [own, setOwn] = useState<HomeCourse[] | null>(null);
  const reload = useCallback(async () => {
    const { result } = await getMainIndex();
    if (result) setOwn(result.courses);
  }, []);
  const actions = useCourseActions(() => void reload());
  const courses = own ?? data?.courses ?? null;
  if (courses === null) return null;

  return (
    <section className={styles.home} aria-labelledby="home-courses-title">
      <div className={styles.head}>
        <h2 id="home-courses-title" className={styles.title}>
          Мои курсы
        </h2>
        <Link className={styles.all} to="/courses/">
          Все курсы
        </Link>
      </div>
      {courses.length === 0 ? (
        <p className={styles.empty}>
          У тебя пока нет курсов. <Link to="/store/">Выбрать курс в магазине</Link>
        </p>
      ) : (
        <CourseCards
          views={courses.map(cardView)}
          busyId={actions.busyId}
          onAction={actions.run}
          eagerImages={FIRST_ROW}
        />
      )}
      {actions.modal}
    </section>
  );
}

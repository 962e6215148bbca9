import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { courseActivated$, lockBodyScroll, type CourseActivated } from '@club/shared';
import { links } from '../routes/paths';
import styles from './CourseActivatedOverlay.module.css';

/** Spec part 1 §9: the overlay closes itself after 3 s. */
export const COURSE_ACTIVATED_TIMEOUT_MS = 3000;

export function CourseActivatedOverlay() {
  const [info, setInfo] = useState<CourseActivated | null>(null);

  useEffect(() => {
    const sub = courseActivated$.subscribe(setInfo);
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => {
    if (!info) return;
    const unlock = lockBodyScroll();
    const timer = setTimeout(() => setInfo(null), COURSE_ACTIVATED_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      unlock();
    };
  }, [info]);

  if (!info) return null;
  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby="course-activated-title"
    >
      <div className={styles.card}>
        <div className={styles.badge} aria-hidden="true">
          ✓
        </div>
        <h2 id="course-activated-title" className={styles.title}>
          Поздравляем!
        </h2>
        <p className={styles.text}>
          Курс &quot;{info.courseFullName} : {info.dietTarget}&quot; успешно активирован!
        </p>
        <Link className={styles.link} to={links.home()} onClick={() => setInfo(null)}>
          На главную
        </Link>
      </div>
    </div>
  );
}

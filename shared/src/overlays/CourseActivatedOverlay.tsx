import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { courseActivated$, type CourseActivated } from '../bus';
import { lockBodyScroll } from '../ui/scrollLock';
import styles from './CourseActivatedOverlay.module.css';

/** Spec part 1 §9: the overlay closes itself after 3 s. */
export const COURSE_ACTIVATED_TIMEOUT_MS = 3000;

export interface HomeLinkProps {
  className: string;
  onClick: () => void;
  children: ReactNode;
}

export interface CourseActivatedOverlayProps {
  /** the router's link to the home page (react-router lives in the apps, not in @club/shared) */
  HomeLink: ComponentType<HomeLinkProps>;
}

/** "Поздравляем!" after a course is activated (showCourseActivated on the bus). */
export function CourseActivatedOverlay({ HomeLink }: CourseActivatedOverlayProps) {
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
        <HomeLink className={styles.link} onClick={() => setInfo(null)}>
          На главную
        </HomeLink>
      </div>
    </div>
  );
}

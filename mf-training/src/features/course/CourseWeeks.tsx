import { Link } from 'react-router-dom';
import { cx, type CourseDay, type CourseWeeksResult } from '@club/shared';
import { Stars } from './Stars';
import styles from './CourseWeeks.module.css';

const bySort = <T extends { sort: number }>(list: T[]) => [...list].sort((a, b) => a.sort - b.sort);

/** The first day of the course (the only one a demo-day course opens). */
export function firstDayId(course: CourseWeeksResult): number | null {
  for (const week of bySort(course.weeks)) {
    const [day] = bySort(week.days);
    if (day) return day.id;
  }
  return null;
}

function DayCard({
  day,
  userPackId,
  starsMax,
  locked,
}: {
  day: CourseDay;
  userPackId: number;
  starsMax: number;
  locked: boolean;
}) {
  const done = day.result !== null;
  const to = done ? `/workout/report/${userPackId}/${day.id}` : `/workout/${userPackId}/${day.id}`;
  return (
    <li className={cx(styles.day, done && styles.done, locked && styles.locked)}>
      <div className={styles.media}>
        {day.img ? <img src={day.img} alt="" className={styles.img} loading="lazy" /> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.name}>{day.name}</p>
        <Stars value={day.result?.stars ?? 0} max={starsMax} />
        {locked ? (
          <span className={cx(styles.button, styles.disabled)} aria-disabled="true">
            Пройти
          </span>
        ) : (
          <Link className={cx(styles.button, done && styles.report)} to={to}>
            {done ? 'Отчет' : 'Пройти'}
          </Link>
        )}
      </div>
    </li>
  );
}

/** Weeks with their days: "Пройти" or "Отчет", stars up to the day's result. */
export function CourseWeeks({ course }: { course: CourseWeeksResult }) {
  const first = firstDayId(course);
  const starsMax = course.stars_max > 0 ? course.stars_max : 3;
  return (
    <div className={styles.weeks}>
      {bySort(course.weeks).map((week) => (
        <section key={week.id} className={styles.week} aria-label={week.name}>
          <h2 className={styles.weekName}>{week.name}</h2>
          <ul className={styles.days}>
            {bySort(week.days).map((day) => (
              <DayCard
                key={day.id}
                day={day}
                userPackId={course.user_pack_id}
                starsMax={starsMax}
                locked={course.demo_day && day.id !== first}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

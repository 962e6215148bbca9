import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Page, PageLoader, type CourseCard } from '@club/shared';
import { getCoursesMain } from '../../api/getCoursesMain';
import { courseFullName } from '../courses/courseCard';
import { Icon } from '../../ui/Icon';
import styles from './ContestInfoPage.module.css';

/**
 * Route contest_info (/contest_info): what the before/after contest is, with a link to activate
 * each course that can join it: waiting for activation and a contest pack (only a contest pack's
 * questionnaire offers the contest target; the activation page loads its info itself).
 */
export default function ContestInfoPage() {
  const [purchased, setPurchased] = useState<CourseCard[] | null>(null);

  useEffect(() => {
    let alive = true;
    void getCoursesMain().then(({ result }) => {
      if (!alive) return;
      const cards = (result?.categories ?? []).flatMap((c) => c.blocks.flatMap((b) => b.courses));
      setPurchased(cards.filter((c) => c.status === 'PURCHASED' && c.contest));
    });
    return () => {
      alive = false;
    };
  }, []);

  return (
    <Page title="Конкурс «До и после»" className={styles.page}>
      <div className={styles.card}>
        <Icon name="trophy" className={styles.icon} />
        <p className={styles.lead}>
          Конкурс «До и после» — 30 дней тренировок и питания по плану клуба с отчетами о
          результатах.
        </p>
        <ul className={styles.steps}>
          <li>Активируй курс и выбери в анкете конкурсную цель.</li>
          <li>Добавь отчет «До»: вес, объемы и фото в начале курса.</li>
          <li>Занимайся по плану 30 дней и добавь отчет «После».</li>
          <li>Лучшие результаты получают призы клуба.</li>
        </ul>
        <p className={styles.note}>
          Во время участия курс нельзя заморозить, а место занятий и тип питания не меняются.
        </p>
        {purchased === null ? (
          <PageLoader />
        ) : purchased.length === 0 ? (
          <p className={styles.note}>
            Для участия нужен конкурсный курс, который еще не активирован.{' '}
            <Link to="/courses/">Мои курсы</Link>
          </p>
        ) : (
          <div className={styles.actions}>
            {purchased.map((c) => (
              <Link
                key={c.user_pack_id}
                className={styles.activate}
                to={`/course/activate/${c.user_pack_id}`}
              >
                Активировать «{courseFullName(c)}»
              </Link>
            ))}
          </div>
        )}
      </div>
    </Page>
  );
}

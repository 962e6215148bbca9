import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Page, PageLoader, cx, useIsMobile, type CourseWeeksResult } from '@club/shared';
import { getCourseWeeks } from '../../api/getCourseWeeks';
import { unfreezeCourse } from '../freeze/freezeFlow';
import { safeHtml } from '../../lib/safeHtml';
import { useSession } from '../../lib/useSession';
import { FullScreenPanel } from '../../ui/FullScreenPanel';
import { Icon } from '../../ui/Icon';
import { CourseWeeks } from './CourseWeeks';
import styles from './CoursePage.module.css';

const INFO = 'Информация по курсу';

/**
 * Course page (route course, /course/{user pack id}): name, target, place (with the one-time
 * change), the description behind "Информация по курсу", weeks with their days. A failed load
 * sends the member home.
 */
export default function CoursePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { token } = useSession();
  const [course, setCourse] = useState<CourseWeeksResult | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [unfreezing, setUnfreezing] = useState(false);

  useEffect(() => {
    let alive = true;
    if (reloads === 0) setCourse(null);
    setInfoOpen(false);
    void getCourseWeeks(id).then(({ result }) => {
      if (!alive) return;
      if (result) setCourse(result);
      else navigate('/', { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [id, token, navigate, reloads]);

  const description = useMemo(() => (course ? safeHtml(course.course.description) : ''), [course]);

  if (!course) {
    return (
      <Page title="" onBack={() => navigate('/courses/')} backLabel="Курсы">
        <PageLoader />
      </Page>
    );
  }

  const { place } = course;
  const descriptionBlock = (
    <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
  );

  return (
    <Page title={course.course.course_name} onBack={() => navigate('/courses/')} backLabel="Курсы">
      <div className={styles.summary}>
        {course.target && (
          <p className={styles.fact}>
            <Icon name="target" className={styles.factIcon} />
            <span>
              <span className={styles.factLabel}>Цель:</span> {course.target}
            </span>
          </p>
        )}
        {place.current_place && (
          <p className={styles.fact}>
            <Icon name="place" className={styles.factIcon} />
            <span>
              <span className={styles.factLabel}>Место занятий:</span> {place.current_place.title}
            </span>
            {place.can_change && (
              <Link className={styles.change} to={`/change_place/${course.user_pack_id}`}>
                Изменить
              </Link>
            )}
          </p>
        )}
        {course.status === 'FROSTED' && (
          <div className={cx(styles.fact, styles.frosted)}>
            <Icon name="frost" className={styles.factIcon} />
            <span>Курс заморожен: результаты тренировок принимаются после разморозки.</span>
            <Button
              variant="link"
              className={styles.change}
              loading={unfreezing}
              onClick={() => {
                if (unfreezing) return;
                setUnfreezing(true);
                void unfreezeCourse(course.user_pack_id, course.course.course_name).then((ok) => {
                  setUnfreezing(false);
                  if (ok) setReloads((n) => n + 1);
                });
              }}
            >
              Разморозить курс
            </Button>
          </div>
        )}
        {description.trim() !== '' && (
          <Button
            variant="link"
            className={styles.toggle}
            aria-expanded={infoOpen}
            onClick={() => setInfoOpen((o) => !o)}
          >
            <Icon name="info" />
            {INFO}
            {!isMobile && (
              <Icon name="chevronDown" className={cx(styles.chevron, infoOpen && styles.open)} />
            )}
          </Button>
        )}
        {infoOpen && !isMobile && descriptionBlock}
      </div>
      {infoOpen && isMobile && (
        <FullScreenPanel title={INFO} onClose={() => setInfoOpen(false)}>
          {descriptionBlock}
        </FullScreenPanel>
      )}
      <CourseWeeks course={course} />
    </Page>
  );
}

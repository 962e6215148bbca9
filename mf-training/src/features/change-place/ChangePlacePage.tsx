import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  NETWORK_ERROR_MESSAGE,
  Page,
  PageLoader,
  showBanner,
  type CourseWeeksResult,
} from '@club/shared';
import { Checkbox, FieldError } from '@club/shared/kit';
import { changePlace } from '../../api/changePlace';
import { getCourseWeeks } from '../../api/getCourseWeeks';
import { Icon } from '../../ui/Icon';
import styles from './ChangePlacePage.module.css';

const SUCCESS = 'Место занятий успешно изменено.';
/** When the server gives no reason (an older answer): the page still says it in Russian. */
export const NO_CHANGE = 'Место занятий этого курса изменить нельзя';

/**
 * Change place (route change_place, /change_place/{user pack id}): one place of the course, once
 * per course. "Сохранить" returns to the course only when the answer has no error; a refusal is
 * always said (banner and beside the buttons). Once the change is used (or on a contest course)
 * the page offers no form: it says why and leads back to the course.
 */
export default function ChangePlacePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [course, setCourse] = useState<CourseWeeksResult | null>(null);
  const [place, setPlace] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const back = () => navigate(`/course/${id}`);

  useEffect(() => {
    let alive = true;
    void getCourseWeeks(id).then(({ result }) => {
      if (!alive) return;
      if (!result) {
        navigate('/', { replace: true });
        return;
      }
      setCourse(result);
      setPlace(result.place.current_place?.id ?? null);
    });
    return () => {
      alive = false;
    };
  }, [id, navigate, reloads]);

  const save = async () => {
    if (saving || place === null) return;
    setSaving(true);
    setError(null);
    const answer = await changePlace(id, place);
    setSaving(false);
    if (answer.error === null) {
      showBanner('ok', SUCCESS);
      navigate(`/course/${id}`);
      return;
    }
    // refused (e.g. changed meanwhile on another device): say so, then read the course again,
    // which shows the reason instead of the form when no change is left
    const message = answer.error?.message || NETWORK_ERROR_MESSAGE;
    setError(message);
    showBanner('fail', message);
    if (answer.status !== 0) setReloads((n) => n + 1);
  };

  const refused = course && !course.place.can_change;

  return (
    <Page title="Изменить место занятий" onBack={back} className={styles.page}>
      {!course ? (
        <PageLoader />
      ) : refused ? (
        <div className={styles.card}>
          <p className={styles.course}>{course.course.course_name}</p>
          <div className={styles.warning} role="note">
            <Icon name="warning" className={styles.warningIcon} />
            <div>
              <p className={styles.warningTitle}>Изменить место занятий нельзя</p>
              <p className={styles.warningText}>{course.place.refusal || NO_CHANGE}</p>
              {course.place.current_place && (
                <p className={styles.warningText}>
                  Место занятий: {course.place.current_place.title}
                </p>
              )}
            </div>
          </div>
          <div className={styles.buttons}>
            <Button onClick={back}>Вернуться к курсу</Button>
          </div>
        </div>
      ) : (
        <div className={styles.card}>
          <p className={styles.course}>{course.course.course_name}</p>
          <fieldset className={styles.places}>
            <legend className={styles.legend}>Где ты будешь заниматься?</legend>
            {course.place.available_places.map((p) => (
              <Checkbox
                key={p.id}
                label={p.title}
                checked={place === p.id}
                onChange={(checked) => checked && setPlace(p.id)}
                className={styles.place}
              />
            ))}
          </fieldset>
          <div className={styles.warning} role="note">
            <Icon name="warning" className={styles.warningIcon} />
            <div>
              <p className={styles.warningTitle}>Внимание!</p>
              <p className={styles.warningText}>
                Место занятий можно изменить только один раз за курс. Тренировки следующих дней
                будут составлены для нового места, а пройденные дни останутся без изменений.
              </p>
            </div>
          </div>
          <FieldError>{error}</FieldError>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={back}>
              Отмена
            </Button>
            <Button
              loading={saving}
              disabled={place === null || place === course.place.current_place?.id}
              onClick={() => void save()}
            >
              Сохранить
            </Button>
          </div>
        </div>
      )}
    </Page>
  );
}

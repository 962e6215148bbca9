import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page, PageLoader, showBanner, useIsMobile, type FrostInfoResult } from '@club/shared';
import { getFrostInfo } from '../../api/getFrostInfo';
import { FreezeForm } from './FreezeForm';
import { frostRefusal } from './freezeFlow';
import styles from './FreezePage.module.css';

const COURSES = '/courses/';

/**
 * Route course_froze (/course/froze/{id}). Mobile: the freeze page ("Заморозка курса"), allowed
 * only when the course can be frozen (otherwise a banner and back). Desktop freezes in a modal
 * over the list, so the page hands over to the list with the modal open.
 */
export default function FreezePage() {
  const { id = '' } = useParams();
  const userPackId = Number(id);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [info, setInfo] = useState<FrostInfoResult | null>(null);

  useEffect(() => {
    if (!isMobile) {
      navigate(COURSES, { replace: true, state: { freeze: userPackId } });
      return;
    }
    let alive = true;
    void getFrostInfo(userPackId).then(({ result }) => {
      if (!alive) return;
      if (!result) {
        navigate(COURSES, { replace: true });
      } else if (!result.frost.can_frost) {
        showBanner('fail', frostRefusal(result.frost.message));
        navigate(COURSES, { replace: true });
      } else {
        setInfo(result);
      }
    });
    return () => {
      alive = false;
    };
  }, [isMobile, userPackId, navigate]);

  const back = () => navigate(COURSES);

  return (
    <Page title="Заморозка курса" onBack={back} className={styles.page}>
      {info ? (
        <div className={styles.card}>
          <FreezeForm
            info={info}
            onCancel={back}
            onDone={() => navigate(COURSES, { replace: true })}
          />
        </div>
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}

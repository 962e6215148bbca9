import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '@club/shared';
import { getFrostInfo } from '../../api/getFrostInfo';
import { unfreezeCourse } from './freezeFlow';

/**
 * Route course_unfroze (/course/unfroze/{id}): starts the unfreeze flow (confirmation, then the
 * call) and returns to the list, whatever the answer.
 */
export default function UnfreezePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    let alive = true;
    const userPackId = Number(id);
    void (async () => {
      const { result } = await getFrostInfo(userPackId);
      if (alive && result) await unfreezeCourse(userPackId, result.course_name);
      if (alive) navigate('/courses/', { replace: true });
    })();
    return () => {
      alive = false;
    };
  }, [id, navigate]);

  return <PageLoader />;
}

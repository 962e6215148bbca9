import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Page, PageLoader } from '@club/shared';
import { useSession } from '../../lib/useSession';
import { ActivationSummary } from './ActivationSummary';
import { submitActivation } from './activationFlow';
import { useActivationFlow } from './useActivationFlow';
import styles from './ActivationPages.module.css';

/**
 * Mobile confirmation (route course_activate_confirm): "Проверь данные" with the answers,
 * "Изменить" back to the questionnaire, "Активировать" on to the sequential warning or the call.
 */
export default function ActivationConfirmPage() {
  const { id = '' } = useParams();
  const userPackId = Number(id);
  const navigate = useNavigate();
  const { profile, countries } = useSession();
  const flow = useActivationFlow(userPackId);
  const [sending, setSending] = useState(false);
  const questionnaire = `/course/activate/${userPackId}`;

  // Nothing typed yet (page opened by its address): the questionnaire comes first.
  useEffect(() => {
    if (flow && !flow.draft) navigate(questionnaire, { replace: true });
  }, [flow, navigate, questionnaire]);

  const activateNow = async () => {
    if (!flow?.draft || sending) return;
    if (flow.info.show_sequential_warning) {
      navigate(`/course/activate/warning/${userPackId}`);
      return;
    }
    setSending(true);
    const ok = await submitActivation(userPackId, flow.draft, flow.info, profile);
    setSending(false);
    if (ok) navigate(`/course/${userPackId}`, { replace: true });
  };

  return (
    <Page title="Анкета" onBack={() => navigate(questionnaire)}>
      {!flow?.draft ? (
        <PageLoader />
      ) : (
        <div className={styles.card}>
          <h2 className={styles.heading}>Проверь данные</h2>
          <p className={styles.course}>{flow.info.course_name}</p>
          <ActivationSummary info={flow.info} values={flow.draft} countries={countries} />
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => navigate(questionnaire)}>
              Изменить
            </Button>
            <Button loading={sending} onClick={() => void activateNow()}>
              Активировать
            </Button>
          </div>
        </div>
      )}
    </Page>
  );
}

import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Page, PageLoader } from '@club/shared';
import { useSession } from '../../lib/useSession';
import { Icon } from '../../ui/Icon';
import { SEQUENTIAL_WARNING, submitActivation } from './activationFlow';
import { useActivationFlow } from './useActivationFlow';
import styles from './ActivationPages.module.css';

/**
 * Mobile sequential warning (route course_activate_sequential_warning): "Нет" cancels back to the
 * questionnaire, "Активировать" activates; the two buttons' styles are reversed.
 */
export default function SequentialWarningPage() {
  const { id = '' } = useParams();
  const userPackId = Number(id);
  const navigate = useNavigate();
  const { profile } = useSession();
  const flow = useActivationFlow(userPackId);
  const [sending, setSending] = useState(false);
  const questionnaire = `/course/activate/${userPackId}`;

  useEffect(() => {
    if (flow && !flow.draft) navigate(questionnaire, { replace: true });
  }, [flow, navigate, questionnaire]);

  const activateNow = async () => {
    if (!flow?.draft || sending) return;
    setSending(true);
    const ok = await submitActivation(userPackId, flow.draft, flow.info, profile);
    setSending(false);
    if (ok) navigate(`/course/${userPackId}`, { replace: true });
  };

  return (
    <Page title="Анкета">
      {!flow?.draft ? (
        <PageLoader />
      ) : (
        <div className={styles.card}>
          <Icon name="warning" className={styles.warningIcon} />
          <h2 className={styles.heading}>{SEQUENTIAL_WARNING.title}</h2>
          <p className={styles.text}>{SEQUENTIAL_WARNING.text}</p>
          <div className={styles.buttons}>
            {/* reversed: "Нет" carries the main style, "Активировать" the secondary one */}
            <Button onClick={() => navigate(questionnaire)}>{SEQUENTIAL_WARNING.no}</Button>
            <Button variant="secondary" loading={sending} onClick={() => void activateNow()}>
              {SEQUENTIAL_WARNING.yes}
            </Button>
          </div>
        </div>
      )}
    </Page>
  );
}

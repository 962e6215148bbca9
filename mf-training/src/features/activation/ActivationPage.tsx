import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Modal, Page, PageLoader, useIsMobile } from '@club/shared';
import { activationSchema, collectErrors } from '@club/shared/validation';
import { useSession } from '../../lib/useSession';
import { ActivationSummary } from './ActivationSummary';
import { askSequentialWarning, submitActivation } from './activationFlow';
import { saveDraft } from './activationStore';
import { initialValues, type QuestionnaireValues } from './questionnaire';
import { QuestionnaireForm } from './QuestionnaireForm';
import { useActivationFlow } from './useActivationFlow';
import styles from './ActivationPages.module.css';

/** The questionnaire's fields checked by the shared activation schema (spec part 1 §5). */
export function questionnaireErrors(values: QuestionnaireValues): Record<string, string> {
  return collectErrors(activationSchema, {
    height: values.height,
    birthday: values.birthday,
    weight: values.weight,
    country: values.country,
  });
}

/**
 * Course activation (route course_activate, /course/activate/{user pack id}): the questionnaire.
 * Desktop confirms in a modal (then the sequential warning when asked for); mobile goes on to the
 * confirmation page.
 */
export default function ActivationPage() {
  const { id = '' } = useParams();
  const userPackId = Number(id);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { profile, countries } = useSession();
  const flow = useActivationFlow(userPackId);
  const [values, setValues] = useState<QuestionnaireValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (flow && !values) setValues(flow.draft ?? initialValues(flow.info, profile));
  }, [flow, values, profile]);

  const change = (next: QuestionnaireValues) => {
    setValues(next);
    if (tried) setErrors(questionnaireErrors(next));
  };

  const activateNow = async () => {
    if (!flow || !values || sending) return;
    setSending(true);
    const ok = await submitActivation(userPackId, values, flow.info, profile);
    setSending(false);
    if (ok) navigate(`/course/${userPackId}`, { replace: true });
  };

  const submit = () => {
    if (!flow || !values) return;
    setTried(true);
    const found = questionnaireErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    if (isMobile) {
      saveDraft(userPackId, values);
      navigate(`/course/activate/confirm/${userPackId}`);
    } else {
      setConfirming(true);
    }
  };

  const confirmed = async () => {
    setConfirming(false);
    if (flow?.info.show_sequential_warning && !(await askSequentialWarning())) return;
    await activateNow();
  };

  return (
    <Page
      title={isMobile ? 'Анкета' : 'Активация курса'}
      onBack={() => navigate('/courses/')}
      backLabel="Курсы"
    >
      {!flow || !values ? (
        <PageLoader />
      ) : (
        <>
          <p className={styles.course}>{flow.info.course_name}</p>
          <QuestionnaireForm
            info={flow.info}
            countries={countries}
            values={values}
            onChange={change}
            errors={errors}
            submitting={sending}
            onSubmit={submit}
          />
          <Modal open={confirming} title="Проверь данные" onClose={() => setConfirming(false)}>
            <ActivationSummary info={flow.info} values={values} countries={countries} />
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Изменить
              </Button>
              <Button onClick={() => void confirmed()}>Активировать</Button>
            </div>
          </Modal>
        </>
      )}
    </Page>
  );
}

// Route change_nutrition_type (/change_nutrition_type/{id?}, the mobile screen; header 'Тип
// питания'): the change-type form. The id preselects a type; 'Отмена', the return button and a
// successful save go back to the nutrition page (which loads the plan afresh). Once the one change
// is used (or during the contest) the screen offers no form: it says why and leads back.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, LoadState, NETWORK_ERROR_MESSAGE, Page, type Dieta } from '@club/shared';
import { getDietaInfo } from '../../api/getDietaInfo';
import { ChangeTypeForm } from './ChangeTypeForm';
import styles from './ChangeTypePage.module.css';

export const NUTRITION_PATH = '/nutrition/';
/** When the server gives no reason: the screen still says it in Russian. */
export const TYPE_LOCKED = 'Тип питания для этого курса изменить нельзя';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; dieta: Dieta | null };

/** What the failed state says. */
export const TYPES_LOAD_FAILED = 'Не удалось загрузить типы питания.';

export default function ChangeTypePage() {
  const navigate = useNavigate();
  const { id } = useParams();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setLoad({ status: 'loading' });
    // the page says a failure itself: no banner
    void getDietaInfo({ silent: true }).then(({ result, error }) => {
      if (!alive) return;
      setLoad(
        error || !result
          ? { status: 'failed', reason: error?.message ?? NETWORK_ERROR_MESSAGE }
          : { status: 'ready', dieta: result.dieta },
      );
    });
    return () => {
      alive = false;
    };
  }, [attempt]);

  const toNutrition = useCallback(() => navigate(NUTRITION_PATH), [navigate]);
  const initialId = id && /^\d+$/.test(id) ? Number(id) : null;

  let body;
  if (load.status !== 'ready')
    body = (
      <LoadState
        status={load.status}
        failedText={TYPES_LOAD_FAILED}
        reason={load.status === 'failed' ? load.reason : null}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  else if (!load.dieta)
    body = (
      <div className={styles.message}>
        <p>Питание отсутствует</p>
        <Button variant="secondary" onClick={toNutrition}>
          Вернуться к питанию
        </Button>
      </div>
    );
  else if (!load.dieta.type_editable)
    body = (
      <div className={styles.card}>
        <div className={styles.locked} role="note">
          <p className={styles.lockedTitle}>Изменить тип питания нельзя</p>
          <p>{load.dieta.type_refusal || TYPE_LOCKED}</p>
          <p>
            Твой тип питания: <strong>{load.dieta.info.type}</strong>
          </p>
        </div>
        <Button onClick={toNutrition}>Вернуться к питанию</Button>
      </div>
    );
  else
    body = (
      <div className={styles.card}>
        <ChangeTypeForm
          heading
          types={load.dieta.dieta_types}
          currentId={load.dieta.type_id}
          initialId={initialId}
          onCancel={toNutrition}
          onSaved={toNutrition}
        />
      </div>
    );

  return <Page title="Тип питания">{body}</Page>;
}

// A new staff account (POST /api/staff/team): the welcome letter of issue 31 goes to its e-mail
// with a one-use link to set the password.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, LoadState, Page, showBanner } from '@club/shared';
import { createStaff, getRoles } from '../../api/staff';
import { staffLinks } from '../../app/paths';
import { useLoad } from '../../lib/useLoad';
import { confirmDespite, disciplineWarnings } from './disciplines';
import { StaffFields, type StaffDraft } from './StaffFields';
import styles from '../../lib/lists.module.css';

export function StaffNewPage() {
  const navigate = useNavigate();
  const roles = useLoad(getRoles);
  const [draft, setDraft] = useState<StaffDraft>({
    name: '',
    email: '',
    position: '',
    roles: [],
    disciplines: [],
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await confirmDespite(disciplineWarnings(draft, roles.data?.roles ?? [])))) return;
    setBusy(true);
    setError(null);
    const answer = await createStaff(draft);
    setBusy(false);
    if (answer.error || !answer.result) {
      setError(answer.error?.message ?? 'Не удалось создать сотрудника.');
      return;
    }
    showBanner('ok', answer.result.message);
    navigate(staffLinks.teamMember(answer.result.id));
  };
  return (
    <Page
      title="Новый сотрудник"
      onBack={() => navigate(staffLinks.team())}
      backLabel="Все сотрудники"
    >
      <LoadState
        status={roles.status}
        failedText="Не удалось загрузить роли."
        reason={roles.reason}
        onRetry={roles.reload}
      >
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <StaffFields
            draft={draft}
            onChange={setDraft}
            roles={roles.data?.roles ?? []}
            withEmail
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              Создать и отправить письмо
            </Button>
          </div>
        </form>
      </LoadState>
    </Page>
  );
}

// One staff member (/staff/team/:id): name, position, roles and disciplines; handing all their
// members of a discipline to a colleague; deactivation (refused by the server, with its reason,
// while members are assigned to them or they cover someone) and reactivation.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  LoadState,
  Page,
  confirm,
  showBanner,
  type Discipline,
  type TeamEntry,
} from '@club/shared';
import { Select } from '@club/shared/kit';
import { DISCIPLINES, DISCIPLINE_LABELS } from '@club/shared/staff';
import { getRoles, getTeam, setStaffActive, transferMembers, updateStaff } from '../../api/staff';
import { staffLinks } from '../../app/paths';
import { refreshAccount, useAccount } from '../../app/useAccount';
import { MEMBER_FORMS, plural } from '../../lib/labels';
import { useLoad } from '../../lib/useLoad';
import { confirmDespite, disciplineWarnings } from './disciplines';
import { StaffFields, type StaffDraft } from './StaffFields';
import styles from '../../lib/lists.module.css';

const draftOf = (s: TeamEntry): StaffDraft => ({
  name: s.name,
  email: s.email,
  position: s.position,
  roles: s.roles.map((r) => r.name),
  disciplines: [...s.disciplines],
});

function TransferForm({
  from,
  discipline,
  team,
  onDone,
}: {
  from: TeamEntry;
  discipline: Discipline;
  team: TeamEntry[];
  onDone: () => void;
}) {
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = team
    .filter((s) => s.id !== from.id && s.active && s.disciplines.includes(discipline))
    .map((s) => ({ value: s.id, label: `${s.name} — ${s.position}` }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!to) {
      setError('Выбери, кому передать');
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await transferMembers(from.id, discipline, Number(to));
    setBusy(false);
    if (answer.error) return;
    showBanner('ok', answer.result?.message ?? 'Участники переданы');
    onDone();
  };
  return (
    <form
      className={styles.row}
      onSubmit={(e) => void submit(e)}
      aria-label={`Передать участников: ${DISCIPLINE_LABELS[discipline]}`}
    >
      <p className={styles.muted}>
        {DISCIPLINE_LABELS[discipline]}: {plural(from.assigned[discipline], MEMBER_FORMS)}
      </p>
      {options.length ? (
        <>
          <Select
            name={`transfer-${discipline}`}
            label="Передать всех сотруднику"
            placeholder="Выбери сотрудника"
            options={options}
            value={to}
            error={error}
            onChange={(e) => setTo(e.target.value)}
          />
          <Button type="submit" variant="secondary" loading={busy}>
            Передать всех
          </Button>
        </>
      ) : (
        <p className={styles.muted}>Некому передать: нет другого сотрудника этого направления.</p>
      )}
    </form>
  );
}

export function StaffEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { account } = useAccount();
  const team = useLoad(getTeam);
  const roles = useLoad(getRoles);
  const entry = team.data?.staff.find((s) => String(s.id) === id) ?? null;
  const [draft, setDraft] = useState<StaffDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (entry) setDraft(draftOf(entry));
  }, [entry]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!entry || !draft) return;
    if (!(await confirmDespite(disciplineWarnings(draft, roles.data?.roles ?? [])))) return;
    setBusy(true);
    setError(null);
    const answer = await updateStaff(entry.id, {
      name: draft.name,
      position: draft.position,
      roles: draft.roles,
      disciplines: draft.disciplines,
    });
    setBusy(false);
    if (answer.error) {
      setError(answer.error.message);
      return;
    }
    showBanner('ok', answer.result?.message ?? 'Изменения сохранены');
    if (entry.id === account?.id) await refreshAccount();
    team.reload();
  };

  const toggleActive = useCallback(async () => {
    if (!entry) return;
    const off = entry.active;
    const yes = await confirm(
      off
        ? {
            title: 'Отключить сотрудника?',
            text: `${entry.name} сразу выйдет из всех сеансов и больше не сможет войти.`,
            yes: 'Отключить',
            no: 'Отмена',
          }
        : {
            title: 'Включить сотрудника?',
            text: `${entry.name} снова сможет войти.`,
            yes: 'Включить',
            no: 'Отмена',
          },
    );
    if (!yes) return;
    const answer = await setStaffActive(entry.id, !off);
    if (answer.error) return;
    showBanner('ok', answer.result?.message ?? 'Сохранено');
    team.reload();
  }, [entry, team]);

  const loading = team.status !== 'ready' ? team : roles;
  return (
    <Page
      title={entry?.name ?? 'Сотрудник'}
      onBack={() => navigate(staffLinks.team())}
      backLabel="Все сотрудники"
    >
      <LoadState
        status={loading.status}
        failedText="Не удалось загрузить сотрудника."
        reason={loading.reason}
        onRetry={loading.reload}
        empty={team.status === 'ready' && !entry}
        emptyText="Такого сотрудника нет."
      >
        {() =>
          entry &&
          draft && (
            <>
              <section className={styles.card} aria-labelledby="staff-profile">
                <h2 id="staff-profile" className={styles.cardTitle}>
                  Данные и роли
                </h2>
                <p className={styles.muted}>{entry.email}</p>
                <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
                  <StaffFields
                    draft={draft}
                    onChange={setDraft}
                    roles={roles.data?.roles ?? []}
                    withEmail={false}
                  />
                  {error && (
                    <p role="alert" className={styles.error}>
                      {error}
                    </p>
                  )}
                  <div className={styles.actions}>
                    <Button type="submit" loading={busy}>
                      Сохранить
                    </Button>
                  </div>
                </form>
              </section>
              <section className={styles.card} aria-labelledby="staff-members">
                <h2 id="staff-members" className={styles.cardTitle}>
                  Участники
                </h2>
                {DISCIPLINES.every((d) => entry.assigned[d] === 0) ? (
                  <p className={styles.muted}>За сотрудником не закреплён ни один участник.</p>
                ) : (
                  DISCIPLINES.filter((d) => entry.assigned[d] > 0).map((d) => (
                    <TransferForm
                      key={d}
                      from={entry}
                      discipline={d}
                      team={team.data?.staff ?? []}
                      onDone={team.reload}
                    />
                  ))
                )}
              </section>
              <section className={styles.card} aria-labelledby="staff-access">
                <h2 id="staff-access" className={styles.cardTitle}>
                  Доступ
                </h2>
                <p>
                  {entry.active ? (
                    <span className={styles.tag}>Может входить</span>
                  ) : (
                    <span className={styles.tagDanger}>Отключён</span>
                  )}
                </p>
                {entry.id !== account?.id && (
                  <Button
                    variant={entry.active ? 'danger' : 'secondary'}
                    onClick={() => void toggleActive()}
                  >
                    {entry.active ? 'Отключить' : 'Включить снова'}
                  </Button>
                )}
              </section>
            </>
          )
        }
      </LoadState>
    </Page>
  );
}

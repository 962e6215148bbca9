// One member (/staff/members/:id): who answers each discipline now (and a cover in effect), the
// assignment history (who, from when, until when, assigned by whom), and — with staff:manage — a
// new coach, dietitian or psychologist (PUT …/assignments/{discipline}; recorded in the audit log).
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  LoadState,
  Page,
  showBanner,
  type CurrentAssignment,
  type DirectoryEntry,
  type Discipline,
} from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { Select } from '@club/shared/kit';
import { DISCIPLINE_LABELS } from '@club/shared/staff';
import { getDirectory, getMemberCard, reassign } from '../../api/staff';
import { staffLinks } from '../../app/paths';
import { useAccount } from '../../app/useAccount';
import { DISCIPLINE_AS } from '../../lib/labels';
import { useLoad } from '../../lib/useLoad';
import styles from '../../lib/lists.module.css';

function ReassignForm({
  memberId,
  current,
  staff,
  onDone,
}: {
  memberId: number;
  current: CurrentAssignment;
  staff: DirectoryEntry[];
  onDone: () => void;
}) {
  const d: Discipline = current.discipline;
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = staff
    .filter((s) => s.active && s.disciplines.includes(d) && s.id !== current.staff?.id)
    .map((s) => ({ value: s.id, label: `${s.name} — ${s.position}` }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) {
      setError('Выбери сотрудника');
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await reassign(memberId, d, Number(chosen));
    setBusy(false);
    if (answer.error) return;
    showBanner('ok', answer.result?.message ?? 'Назначение сохранено');
    setChosen('');
    onDone();
  };
  if (!options.length)
    return (
      <p className={styles.muted}>
        Больше некому передать: нет других сотрудников этого направления.
      </p>
    );
  return (
    <form
      className={styles.row}
      onSubmit={(e) => void submit(e)}
      aria-label={`Смена: ${DISCIPLINE_LABELS[d]}`}
    >
      <Select
        name={`staff-${d}`}
        label={`Назначить ${DISCIPLINE_AS[d]}`}
        placeholder="Выбери сотрудника"
        options={options}
        value={chosen}
        error={error}
        onChange={(e) => setChosen(e.target.value)}
      />
      <Button type="submit" loading={busy}>
        Назначить
      </Button>
    </form>
  );
}

export function MemberCardPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { account } = useAccount();
  const canManage = Boolean(account?.permissions.includes('staff:manage'));
  const canAudit = Boolean(account?.permissions.includes('audit:read'));
  const card = useLoad(useCallback(() => getMemberCard(id), [id]));
  const directory = useLoad(
    useCallback(
      () =>
        canManage
          ? getDirectory()
          : Promise.resolve({ result: { staff: [] }, error: null, status: 200, headers: {} }),
      [canManage],
    ),
  );
  const member = card.data?.member;
  return (
    <Page
      title={member?.name ?? 'Участник'}
      onBack={() => navigate(staffLinks.members())}
      backLabel="Все участники"
    >
      <LoadState
        status={card.status}
        failedText="Не удалось загрузить участника."
        reason={card.reason}
        onRetry={card.reload}
      >
        {() =>
          card.data && (
            <>
              <p className={styles.muted}>{card.data.member.email}</p>
              <section className={styles.card} aria-labelledby="member-now">
                <h2 id="member-now" className={styles.cardTitle}>
                  Кто ведёт участника
                </h2>
                <ul className={styles.history}>
                  {card.data.current.map((c) => (
                    <li key={c.discipline} className={styles.historyItem}>
                      <h3 className={styles.cardTitle}>{DISCIPLINE_LABELS[c.discipline]}</h3>
                      <p>
                        {c.staff ? (
                          <>
                            <strong>{c.staff.name}</strong>, {c.staff.position}
                            {c.since !== null && (
                              <span className={styles.muted}>
                                {' '}
                                — с {formatLocalDateTime(c.since)}
                              </span>
                            )}
                          </>
                        ) : (
                          'Не назначен'
                        )}
                      </p>
                      {c.cover && (
                        <p className={styles.tag}>
                          Замена: отвечает {c.cover.staff.name} до{' '}
                          {formatLocalDateTime(c.cover.until)}
                        </p>
                      )}
                      {canManage && directory.status === 'ready' && directory.data && (
                        <ReassignForm
                          memberId={card.data!.member.id}
                          current={c}
                          staff={directory.data.staff}
                          onDone={card.reload}
                        />
                      )}
                    </li>
                  ))}
                </ul>
                {canManage && directory.status === 'failed' && (
                  <p role="alert" className={styles.error}>
                    Не удалось загрузить список сотрудников для смены назначения.{' '}
                    <Button variant="link" onClick={directory.reload}>
                      Повторить
                    </Button>
                  </p>
                )}
              </section>
              <section className={styles.card} aria-labelledby="member-history">
                <h2 id="member-history" className={styles.cardTitle}>
                  История назначений
                </h2>
                {card.data.history.length === 0 ? (
                  <p className={styles.muted}>Назначений ещё не было.</p>
                ) : (
                  <ul className={styles.history} aria-label="История назначений">
                    {card.data.history.map((h) => (
                      <li key={h.id} className={styles.historyItem}>
                        <strong>{DISCIPLINE_LABELS[h.discipline]}:</strong> {h.staff.name}
                        <span className={styles.muted}>
                          {' '}
                          — с {formatLocalDateTime(h.starts_at)}
                          {h.ends_at !== null
                            ? ` по ${formatLocalDateTime(h.ends_at)}`
                            : ' по настоящее время'}
                          {`; назначил(а): ${h.assigned_by?.name ?? 'система'}`}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {canAudit && (
                  <Link
                    className={styles.link}
                    to={staffLinks.audit({ member_id: card.data.member.id })}
                  >
                    Действия по участнику в журнале
                  </Link>
                )}
              </section>
            </>
          )
        }
      </LoadState>
    </Page>
  );
}

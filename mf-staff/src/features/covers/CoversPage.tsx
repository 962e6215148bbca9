// Section "Замены" (/staff/covers/, staff:manage): while a staff member is away (holiday, sick
// leave), a colleague answers their members. A cover starts and ends by the server's clock; one
// under way can be ended now, a planned one withdrawn.
import { useCallback, useState, type FormEvent } from 'react';
import { Button, LoadState, Page, confirm, showBanner, type CoverEntry } from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { Select, TextField } from '@club/shared/kit';
import { STAFF_MESSAGES } from '@club/shared/staff';
import { createCover, endCover, getCovers, getDirectory } from '../../api/staff';
import { useLoad } from '../../lib/useLoad';
import styles from '../../lib/lists.module.css';

const STATE: Record<CoverEntry['state'], { label: string; className: string }> = {
  planned: { label: 'Запланирована', className: styles.tagMuted },
  active: { label: 'Идёт сейчас', className: styles.tag },
  ended: { label: 'Завершена', className: styles.tagMuted },
};

/** unix seconds of a datetime-local value (the browser's zone), null when empty or invalid */
export function unixOfLocal(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

function NewCover({ onDone }: { onDone: () => void }) {
  const directory = useLoad(getDirectory);
  const [absent, setAbsent] = useState('');
  const [cover, setCover] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const staff = (directory.data?.staff ?? []).filter((s) => s.active && s.disciplines.length > 0);
  const options = staff.map((s) => ({ value: s.id, label: `${s.name} — ${s.position}` }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const startsAt = unixOfLocal(from);
    const endsAt = unixOfLocal(until);
    if (!absent || !cover) {
      setError('Выбери, кто отсутствует и кто его замещает');
      return;
    }
    if (startsAt === null || endsAt === null) {
      setError(STAFF_MESSAGES.badTime);
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await createCover({
      absent_id: Number(absent),
      cover_id: Number(cover),
      starts_at: startsAt,
      ends_at: endsAt,
    });
    setBusy(false);
    if (answer.error) {
      setError(answer.error.message);
      return;
    }
    showBanner('ok', answer.result?.message ?? 'Замена назначена');
    setAbsent('');
    setCover('');
    setFrom('');
    setUntil('');
    onDone();
  };
  return (
    <section className={styles.card} aria-labelledby="cover-new">
      <h2 id="cover-new" className={styles.cardTitle}>
        Новая замена
      </h2>
      <LoadState
        status={directory.status}
        failedText="Не удалось загрузить сотрудников."
        reason={directory.reason}
        onRetry={directory.reload}
        size="compact"
      >
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <div className={styles.row}>
            <Select
              name="absent"
              label="Кто отсутствует"
              placeholder="Выбери сотрудника"
              options={options}
              value={absent}
              onChange={(e) => setAbsent(e.target.value)}
            />
            <Select
              name="cover"
              label="Кто замещает"
              placeholder="Выбери сотрудника"
              options={options}
              value={cover}
              onChange={(e) => setCover(e.target.value)}
            />
          </div>
          <div className={styles.row}>
            <TextField
              name="from"
              type="datetime-local"
              label="С"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField
              name="until"
              type="datetime-local"
              label="По"
              value={until}
              onChange={(e) => setUntil(e.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              Назначить замену
            </Button>
          </div>
        </form>
      </LoadState>
    </section>
  );
}

export default function CoversPage() {
  const covers = useLoad(getCovers);
  const finish = useCallback(
    async (c: CoverEntry) => {
      const planned = c.state === 'planned';
      const yes = await confirm({
        title: planned ? 'Отменить замену?' : 'Завершить замену сейчас?',
        text: planned
          ? `${c.cover.name} не будет замещать ${c.absent.name}.`
          : `Участники ${c.absent.name} снова будут только у него (у неё).`,
        yes: planned ? 'Отменить замену' : 'Завершить',
        no: 'Назад',
      });
      if (!yes) return;
      const answer = await endCover(c.id);
      if (answer.error) return;
      showBanner('ok', answer.result?.message ?? 'Готово');
      covers.reload();
    },
    [covers],
  );
  return (
    <Page title="Замены">
      <NewCover onDone={covers.reload} />
      <section aria-labelledby="covers-list">
        <h2 id="covers-list" className={styles.cardTitle}>
          Все замены
        </h2>
        <LoadState
          status={covers.status}
          failedText="Не удалось загрузить замены."
          reason={covers.reason}
          onRetry={covers.reload}
          empty={covers.data?.covers.length === 0}
          emptyText="Замен пока не было."
        >
          <ul className={styles.list} aria-label="Замены">
            {covers.data?.covers.map((c) => (
              <li key={c.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <strong>{c.absent.name}</strong>
                  <span className={styles.muted}>отсутствует, отвечает</span>
                  <strong>{c.cover.name}</strong>
                  <span className={STATE[c.state].className}>{STATE[c.state].label}</span>
                </div>
                <p className={styles.muted}>
                  с {formatLocalDateTime(c.starts_at)} по {formatLocalDateTime(c.ends_at)}
                  {c.created_by && `; назначил(а): ${c.created_by.name}`}
                </p>
                {c.state !== 'ended' && (
                  <Button
                    variant="secondary"
                    aria-label={`${c.state === 'planned' ? 'Отменить' : 'Завершить сейчас'}: ${c.absent.name} — ${c.cover.name}`}
                    onClick={() => void finish(c)}
                  >
                    {c.state === 'planned' ? 'Отменить' : 'Завершить сейчас'}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </LoadState>
      </section>
    </Page>
  );
}

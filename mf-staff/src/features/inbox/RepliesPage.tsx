// «Шаблоны ответов»: the saved replies the composer offers — one's own (anyone who answers members)
// and the club's (made and removed with staff:manage) — and, for staff:manage, the club's working
// hours and answer targets the inbox's «Просрочено» counts by.
import { useCallback, useState, type FormEvent } from 'react';
import {
  Button,
  LoadState,
  Page,
  apiGet,
  apiPut,
  type InboxSettings,
  type SavedRepliesResult,
} from '@club/shared';
import { Checkbox, TextArea, TextField } from '@club/shared/kit';
import { DISCIPLINES, DISCIPLINE_LABELS, inboxPaths } from '@club/shared/staff';
import { useAccount } from '../../app/useAccount';
import { useLoad } from '../../lib/useLoad';
import lists from '../../lib/lists.module.css';
import { createSavedReply, deleteSavedReply, getSavedReplies } from './api';
import styles from './inbox.module.css';

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

function NewReply({ canClub, onSaved }: { canClub: boolean; onSaved: () => void }) {
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [club, setClub] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    const answer = await createSavedReply(title, text, club);
    setSaving(false);
    if (!answer.result) {
      setError(answer.error?.message ?? 'Не удалось сохранить. Попробуй ещё раз.');
      return;
    }
    setError(null);
    setTitle('');
    setText('');
    setClub(false);
    onSaved();
  };
  return (
    <form className={styles.composer} onSubmit={save} aria-label="Новый шаблон">
      <h2 className={styles.panelTitle}>Новый шаблон</h2>
      <TextField
        name="title"
        label="Название"
        value={title}
        maxLength={100}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextArea
        name="text"
        label="Текст"
        rows={3}
        value={text}
        maxLength={5000}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
      />
      {canClub && (
        <Checkbox name="club" label="Для всего клуба" checked={club} onChange={setClub} />
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          Сохранить шаблон
        </Button>
      </div>
    </form>
  );
}

function HoursForm() {
  const load = useCallback(() => apiGet<InboxSettings>(inboxPaths.settings, { silent: true }), []);
  const settings = useLoad<InboxSettings>(load);
  const [draft, setDraft] = useState<InboxSettings | null>(null);
  const [saved, setSaved] = useState(false);
  const value = draft ?? settings.data;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!value) return;
    const answer = await apiPut<InboxSettings>(inboxPaths.settings, value);
    if (answer.result) {
      setDraft(answer.result);
      setSaved(true);
    }
  };
  const change = (patch: Partial<InboxSettings>) => {
    setSaved(false);
    setDraft({ ...value!, ...patch });
  };
  return (
    <section aria-labelledby="hours-title" className={styles.panel}>
      <h2 id="hours-title" className={styles.panelTitle}>
        Рабочее время и сроки ответа
      </h2>
      <LoadState
        status={settings.status}
        failedText="Не удалось загрузить настройки."
        reason={settings.reason}
        onRetry={settings.reload}
      >
        {value && (
          <form onSubmit={save} className={styles.editForm}>
            <TextField
              name="time_zone"
              label="Часовой пояс"
              value={value.time_zone}
              onChange={(e) => change({ time_zone: e.target.value })}
            />
            <div className={lists.filters}>
              <TextField
                name="day_start"
                label="Начало дня"
                type="time"
                value={value.day_start}
                onChange={(e) => change({ day_start: e.target.value })}
              />
              <TextField
                name="day_end"
                label="Конец дня"
                type="time"
                value={value.day_end}
                onChange={(e) => change({ day_end: e.target.value })}
              />
            </div>
            <fieldset className={styles.modes}>
              <legend>Рабочие дни</legend>
              {WEEKDAYS.map((label, i) => (
                <Checkbox
                  key={label}
                  name={`day-${i + 1}`}
                  label={label}
                  checked={value.work_days.includes(i + 1)}
                  onChange={(on) =>
                    change({
                      work_days: on
                        ? [...value.work_days, i + 1].sort((a, b) => a - b)
                        : value.work_days.filter((d) => d !== i + 1),
                    })
                  }
                />
              ))}
            </fieldset>
            <div className={lists.filters}>
              {DISCIPLINES.map((d) => (
                <TextField
                  key={d}
                  name={`target-${d}`}
                  label={`${DISCIPLINE_LABELS[d]}: срок ответа, ч`}
                  type="number"
                  min={1}
                  max={720}
                  value={String(value.target_hours[d])}
                  onChange={(e) =>
                    change({ target_hours: { ...value.target_hours, [d]: Number(e.target.value) } })
                  }
                />
              ))}
            </div>
            <div className={styles.actions}>
              <Button type="submit">Сохранить</Button>
              {saved && <span role="status">Сохранено</span>}
            </div>
          </form>
        )}
      </LoadState>
    </section>
  );
}

export default function RepliesPage() {
  const { account } = useAccount();
  const canManage = account?.permissions.includes('staff:manage') ?? false;
  const load = useCallback(() => getSavedReplies(), []);
  const replies = useLoad<SavedRepliesResult>(load);
  const remove = async (id: number) => {
    const answer = await deleteSavedReply(id);
    if (!answer.error) replies.reload();
  };
  return (
    <Page title="Шаблоны ответов">
      <LoadState
        status={replies.status}
        failedText="Не удалось загрузить шаблоны."
        reason={replies.reason}
        onRetry={replies.reload}
        empty={(replies.data?.replies.length ?? 0) === 0}
        emptyText="Шаблонов пока нет."
      >
        <ul className={lists.list} aria-label="Шаблоны">
          {replies.data?.replies.map((r) => (
            <li key={r.id} className={lists.item}>
              <div className={lists.itemHead}>
                <strong>{r.title}</strong>
                <span className={lists.muted}>{r.club ? 'для всего клуба' : 'мой'}</span>
              </div>
              <p className={styles.text}>{r.text}</p>
              {r.editable && (
                <Button
                  variant="link"
                  aria-label={`Удалить шаблон «${r.title}»`}
                  onClick={() => void remove(r.id)}
                >
                  Удалить
                </Button>
              )}
            </li>
          ))}
        </ul>
      </LoadState>
      <div className={styles.stack}>
        <NewReply canClub={canManage} onSaved={replies.reload} />
        {canManage && <HoursForm />}
      </div>
    </Page>
  );
}

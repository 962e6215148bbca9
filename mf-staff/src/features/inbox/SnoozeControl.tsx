// «Отложить»: hides the conversation from "needs an answer" until tomorrow 09:00, for 3 hours or
// until a chosen moment (the member's next message brings it back sooner); «Вернуть» ends it. A
// chosen moment left empty, half filled or in the past is said beside the field, and so is the
// server's refusal (too far ahead).
import { useState, type FormEvent } from 'react';
import { Button, type ConversationState } from '@club/shared';
import { INBOX_MESSAGES } from '@club/shared/staff';
import { Select, TextField } from '@club/shared/kit';
import { snooze } from './api';
import { fromLocalInput, tomorrowAtNine } from './time';
import styles from './inbox.module.css';

const HOUR = 3600;

/** Said when «своё время» has no complete date and time. */
export const SNOOZE_TIME_REQUIRED = 'Укажи дату и время полностью, например 01.12.2026 09:00';

export function SnoozeControl({
  member,
  channel,
  snoozedUntil,
  onChange,
}: {
  member: number;
  channel: string;
  snoozedUntil: number | null;
  onChange: (state: ConversationState) => void;
}) {
  const [choice, setChoice] = useState('tomorrow');
  const [custom, setCustom] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = async (until: number | null) => {
    setBusy(true);
    const answer = await snooze(member, channel, until);
    setBusy(false);
    if (answer.result) {
      setError(null);
      onChange(answer.result.state);
    } else setError(answer.error?.message ?? 'Не удалось отложить. Попробуй ещё раз.');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const now = Date.now();
    const until =
      choice === 'tomorrow'
        ? tomorrowAtNine(now)
        : choice === 'hours'
          ? Math.floor(now / 1000) + 3 * HOUR
          : fromLocalInput(custom);
    // a datetime-local field's value is empty while half filled
    if (until === null) setError(SNOOZE_TIME_REQUIRED);
    else if (until * 1000 <= now) setError(INBOX_MESSAGES.snoozePast);
    else void apply(until);
  };
  if (snoozedUntil !== null)
    return (
      <div className={styles.snooze}>
        <Button variant="secondary" loading={busy} onClick={() => void apply(null)}>
          Вернуть в «Ждут ответа»
        </Button>
        {error && (
          <p className={styles.snoozeError} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  return (
    <form className={styles.snooze} onSubmit={submit} aria-label="Отложить разговор">
      <Select
        name="snooze"
        label="Отложить"
        value={choice}
        onChange={(e) => {
          setChoice(e.target.value);
          setError(null);
        }}
        options={[
          { value: 'tomorrow', label: 'до завтра 9:00' },
          { value: 'hours', label: 'через 3 часа' },
          { value: 'custom', label: 'своё время' },
        ]}
      />
      {choice === 'custom' && (
        <TextField
          name="snooze-until"
          label="До"
          type="datetime-local"
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
      )}
      <Button type="submit" variant="secondary" loading={busy}>
        Отложить
      </Button>
      {error && choice !== 'custom' && (
        <p className={styles.snoozeError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

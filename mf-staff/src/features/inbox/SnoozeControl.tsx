// «Отложить»: hides the conversation from "needs an answer" until tomorrow 09:00, for 3 hours or
// until a chosen moment (the member's next message brings it back sooner); «Вернуть» ends it.
import { useState, type FormEvent } from 'react';
import { Button, type ConversationState } from '@club/shared';
import { Select, TextField } from '@club/shared/kit';
import { snooze } from './api';
import { fromLocalInput, tomorrowAtNine } from './time';
import styles from './inbox.module.css';

const HOUR = 3600;

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
  const apply = async (until: number | null) => {
    setBusy(true);
    const answer = await snooze(member, channel, until);
    setBusy(false);
    if (answer.result) onChange(answer.result.state);
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
    if (until !== null) void apply(until);
  };
  if (snoozedUntil !== null)
    return (
      <Button variant="secondary" loading={busy} onClick={() => void apply(null)}>
        Вернуть в «Ждут ответа»
      </Button>
    );
  return (
    <form className={styles.snooze} onSubmit={submit} aria-label="Отложить разговор">
      <Select
        name="snooze"
        label="Отложить"
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
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
          onChange={(e) => setCustom(e.target.value)}
        />
      )}
      <Button type="submit" variant="secondary" loading={busy}>
        Отложить
      </Button>
    </form>
  );
}

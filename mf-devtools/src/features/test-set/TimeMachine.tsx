// The time machine: shows the member's clock (ticking) and sets it from a dd.mm.yyyy HH:MM:ss text.
// A malformed text gets a clear message and calls nothing.
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@club/shared';
import { TextField } from '@club/shared/kit';
import { TESTER_MESSAGES } from '@club/shared/staff';
import { changeUserNow } from '../../api/changeUserNow';
import { formatClock, parseClock } from './clockText';
import styles from './TestSet.module.css';
import type { Run } from './useAction';

interface Props {
  /** the member's clock in unix seconds, as loaded */
  now: number;
  busy: string | null;
  run: Run;
  onChanged: () => Promise<void>;
}

export function TimeMachine({ now, busy, run, onChanged }: Props) {
  // the member's clock runs on from the moment it was loaded
  const [base, setBase] = useState(() => ({ now, at: Date.now() }));
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => setBase({ now, at: Date.now() }), [now]);
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const current = base.now + Math.max(0, Math.floor((tick - base.at) / 1000));

  const [text, setText] = useState(() => formatClock(now));
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const target = parseClock(text);
    if (target === null) {
      setError(TESTER_MESSAGES.badDate);
      return;
    }
    setError(null);
    void run(
      'time',
      async () => {
        const answer = await changeUserNow(target);
        if (answer.result) setBase({ now: answer.result.now, at: Date.now() });
        return answer;
      },
      onChanged,
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.clock}>
        Current time:{' '}
        <time dateTime={new Date(current * 1000).toISOString()} data-testid="member-clock">
          {formatClock(current)}
        </time>
      </p>
      <TextField
        name="date"
        label="Date (dd.mm.yyyy HH:MM:ss)"
        value={text}
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd.mm.yyyy HH:MM:ss"
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
      />
      <Button type="submit" loading={busy === 'time'} disabled={busy !== null}>
        Set Time
      </Button>
    </form>
  );
}

// Letters (issue 31): what the club sent to the signed-in account, with their links, so a tester
// can follow a recovery or a confirmation end to end; another address's letters for staff holding
// mail:read:all only. A one-use link (password, confirmation) is shown only to the account it
// opens, a password link never on the production host (issue 42): the server leaves it out and
// the letter says so. Without an SMTP server the letters are the local mailbox's .eml files; with
// one, only their status is known here.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button, type TesterMailResult } from '@club/shared';
import { TextField } from '@club/shared/kit';
import { getTesterMail } from '../../api/getTesterMail';
import styles from './TestSet.module.css';

const STATUS: Record<string, string> = {
  pending: 'waiting to be sent',
  sent: 'sent',
  failed: 'given up',
};

const when = (unix: number) => new Date(unix * 1000).toLocaleString('ru-RU');

const hiddenNote = (n: number) =>
  `${n === 1 ? 'One one-use link is' : `${n} one-use links are`} hidden: only the account ` +
  'it opens sees one, and nobody sees a password link on the production host.';

export function MailSection() {
  const [address, setAddress] = useState('');
  const [shown, setShown] = useState<TesterMailResult | null>(null);
  const [loading, setLoading] = useState(false);
  /** the address last asked for (undefined: the member's own letters) */
  const [asked, setAsked] = useState<string | undefined>();

  const load = useCallback(async (email?: string) => {
    setAsked(email);
    setLoading(true);
    try {
      const answer = await getTesterMail(email);
      if (answer.result) setShown(answer.result);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const lookUp = (e: FormEvent) => {
    e.preventDefault();
    void load(address.trim() || undefined);
  };

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={lookUp}>
        <TextField
          name="mail-address"
          label="Address (empty: your own letters)"
          type="email"
          autoComplete="off"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" loading={loading} disabled={loading}>
            Show Letters
          </Button>
          <Button variant="secondary" disabled={loading} onClick={() => void load(asked)}>
            Refresh
          </Button>
        </div>
        <p className={styles.muted}>
          Another address’s letters are shown to staff with the permission to read the club’s
          letters only.
        </p>
      </form>
      {shown ? (
        <div className={styles.form}>
          <p className={styles.muted} aria-live="polite">
            Letters to <strong>{shown.email}</strong>
            {shown.delivery === 'mailbox'
              ? ' (the local mailbox: no SMTP server is configured)'
              : ' (sent by the SMTP server: their text is not kept here)'}
          </p>
          {shown.letters.length === 0 ? (
            <p className={styles.muted}>No letters.</p>
          ) : (
            <ul className={styles.letters} data-testid="letters">
              {shown.letters.map((letter) => (
                <li key={letter.id} className={styles.letter}>
                  <h3 className={styles.letterSubject}>{letter.subject}</h3>
                  <p className={styles.muted}>
                    {when(letter.created_at)} · {STATUS[letter.status] ?? letter.status}
                    {letter.attempts > 1 ? ` · ${letter.attempts} tries` : ''}
                    {letter.error && letter.status !== 'sent' ? ` · ${letter.error}` : ''}
                  </p>
                  {letter.hidden_links ? (
                    <p className={styles.muted}>{hiddenNote(letter.hidden_links)}</p>
                  ) : null}
                  {letter.links.length > 0 ? (
                    <ul className={styles.links} aria-label={`Links of “${letter.subject}”`}>
                      {letter.links.map((link) => (
                        <li key={link}>
                          <a href={link} className={styles.link}>
                            {link}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {letter.text ? (
                    <details>
                      <summary>Plain text</summary>
                      <pre className={styles.letterText}>{letter.text}</pre>
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

// The members the staff member sees (GET /api/staff/members: the visibility rule on the server),
// alphabetically, searched by name or e-mail, 50 at a time.
import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, LoadState, Page, type StaffMemberRow } from '@club/shared';
import { TextField } from '@club/shared/kit';
import { DISCIPLINES, DISCIPLINE_LABELS } from '@club/shared/staff';
import { getMembers } from '../../api/staff';
import { staffLinks } from '../../app/paths';
import { usePaged } from '../../lib/usePaged';
import { ShowMore } from '../../lib/ShowMore';
import styles from '../../lib/lists.module.css';

type Cursor = { after_name: string; after_id: number };

export function MembersPage() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const fetchPage = useCallback(
    (cursor: Cursor | null) => getMembers({ q, ...(cursor ?? {}) }),
    [q],
  );
  const list = usePaged(
    fetchPage,
    (r: { members: StaffMemberRow[]; next: Cursor | null }) => ({ items: r.members, next: r.next }),
    q,
  );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
  };
  return (
    <Page title="Участники">
      <form className={styles.filters} role="search" onSubmit={search}>
        <TextField
          name="q"
          label="Имя или e-mail"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">Найти</Button>
      </form>
      <LoadState
        status={list.status}
        failedText="Не удалось загрузить участников."
        reason={list.reason}
        onRetry={list.reload}
        empty={list.items.length === 0}
        emptyText={
          q
            ? 'Никого не нашлось. Проверь имя или e-mail.'
            : 'Пока за тобой не закреплён ни один участник.'
        }
      >
        <ul className={styles.list} aria-label="Участники">
          {list.items.map((m) => (
            <li key={m.id} className={styles.item}>
              <div className={styles.itemHead}>
                <Link className={styles.itemTitle} to={staffLinks.member(m.id)}>
                  {m.name}
                </Link>
                <span className={styles.muted}>{m.email}</span>
              </div>
              <dl className={styles.pairs}>
                {DISCIPLINES.map((d) => (
                  <div key={d} className={styles.pair}>
                    <dt>{DISCIPLINE_LABELS[d]}</dt>
                    <dd>{m.assignments[d]?.name ?? 'не назначен'}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <ShowMore list={list} />
      </LoadState>
    </Page>
  );
}

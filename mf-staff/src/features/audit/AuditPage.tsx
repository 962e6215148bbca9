// Section "Журнал" (/staff/audit/, audit:read): who did what, with their roles at the time, to
// which member, when — newest first, filtered by staff member, member and action, 50 at a time
// (keyset). The log is append-only: nothing here (or anywhere in the API) changes it.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, LoadState, Page, type AuditEntry, type AuditResult } from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { Select, TextField } from '@club/shared/kit';
import { AUDIT_ACTIONS } from '@club/shared/staff';
import { getAudit, getDirectory } from '../../api/staff';
import { staffLinks } from '../../app/paths';
import { usePaged } from '../../lib/usePaged';
import { useLoad } from '../../lib/useLoad';
import { actionLabel, describeEntry } from './describe';
import { ShowMore } from '../../lib/ShowMore';
import styles from '../../lib/lists.module.css';

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const actorId = positive(params.get('actor'));
  const memberId = positive(params.get('member'));
  const memberText = params.get('q') ?? '';
  const action = params.get('action') ?? '';
  const directory = useLoad(getDirectory);

  const [actorDraft, setActorDraft] = useState(actorId ? String(actorId) : '');
  const [memberDraft, setMemberDraft] = useState(memberText);
  const [actionDraft, setActionDraft] = useState(action);

  const filter = useMemo(
    () => ({
      actor_id: actorId,
      member_id: memberId,
      member: memberText || undefined,
      action: action || undefined,
    }),
    [actorId, memberId, memberText, action],
  );
  const fetchPage = useCallback(
    (before: number | null) => getAudit({ ...filter, before_id: before ?? undefined }),
    [filter],
  );
  const log = usePaged(
    fetchPage,
    (r: AuditResult) => ({ items: r.entries, next: r.next_before_id }),
    JSON.stringify(filter),
  );

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (actorDraft) next.set('actor', actorDraft);
    if (memberId) next.set('member', String(memberId));
    if (memberDraft.trim()) next.set('q', memberDraft.trim());
    if (actionDraft) next.set('action', actionDraft);
    setParams(next);
  };
  const reset = () => {
    setActorDraft('');
    setMemberDraft('');
    setActionDraft('');
    setParams(new URLSearchParams());
  };
  const filterBy = (key: 'actor' | 'member', id: number) => {
    const next = new URLSearchParams(params);
    next.set(key, String(id));
    if (key === 'actor') setActorDraft(String(id));
    setParams(next);
  };

  const staffOptions = (directory.data?.staff ?? []).map((s) => ({ value: s.id, label: s.name }));
  const filtered = Boolean(actorId || memberId || memberText || action);
  return (
    <Page title="Журнал">
      <form className={styles.filters} onSubmit={apply} aria-label="Фильтры журнала">
        <Select
          name="actor"
          label="Сотрудник"
          options={[{ value: '', label: 'Все сотрудники' }, ...staffOptions]}
          value={actorDraft}
          onChange={(e) => setActorDraft(e.target.value)}
        />
        <TextField
          name="member"
          label="Участник (имя или e-mail)"
          maxLength={100}
          value={memberDraft}
          onChange={(e) => setMemberDraft(e.target.value)}
        />
        <Select
          name="action"
          label="Действие"
          options={[
            { value: '', label: 'Все действия' },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
          value={actionDraft}
          onChange={(e) => setActionDraft(e.target.value)}
        />
        <Button type="submit">Показать</Button>
        {filtered && (
          <Button variant="secondary" onClick={reset}>
            Сбросить фильтры
          </Button>
        )}
      </form>
      {memberId && (
        <p className={styles.muted}>
          Только действия по участнику №{memberId}.{' '}
          <Link className={styles.link} to={staffLinks.member(memberId)}>
            Карточка участника
          </Link>
        </p>
      )}
      <LoadState
        status={log.status}
        failedText="Не удалось загрузить журнал."
        reason={log.reason}
        onRetry={log.reload}
        empty={log.items.length === 0}
        emptyText={filtered ? 'Нет записей с такими условиями.' : 'В журнале пока нет записей.'}
      >
        <ul className={styles.list} aria-label="Записи журнала">
          {log.items.map((e: AuditEntry) => (
            <li key={e.id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>{actionLabel(e.action)}</strong>
                <span className={styles.muted}>{formatLocalDateTime(e.at)}</span>
              </div>
              <p>{describeEntry(e)}</p>
              <dl className={styles.pairs}>
                <div className={styles.pair}>
                  <dt>Кто</dt>
                  <dd>
                    {e.actor ? (
                      <Button
                        variant="link"
                        aria-label={`${e.actor.name}: показать только его (её) действия`}
                        onClick={() => filterBy('actor', e.actor!.id)}
                      >
                        {e.actor.name}
                      </Button>
                    ) : (
                      'система'
                    )}
                    {e.actor_roles.length > 0 && (
                      <span className={styles.muted}> (роли: {e.actor_roles.join(', ')})</span>
                    )}
                  </dd>
                </div>
                {e.member && (
                  <div className={styles.pair}>
                    <dt>Участник</dt>
                    <dd>
                      <Button
                        variant="link"
                        aria-label={`${e.member.name}: показать только действия по участнику`}
                        onClick={() => filterBy('member', e.member!.id)}
                      >
                        {e.member.name}
                      </Button>
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ul>
        <ShowMore list={log} />
      </LoadState>
    </Page>
  );
}

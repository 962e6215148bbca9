// The club's staff (GET /api/staff/team): position, roles, disciplines, members assigned now and
// whether the account is active.
import { Link } from 'react-router-dom';
import { LoadState, Page } from '@club/shared';
import { DISCIPLINES, DISCIPLINE_LABELS } from '@club/shared/staff';
import { getTeam } from '../../api/staff';
import { staffLinks } from '../../app/paths';
import { MEMBER_FORMS, plural } from '../../lib/labels';
import { useLoad } from '../../lib/useLoad';
import styles from '../../lib/lists.module.css';

export function TeamPage() {
  const team = useLoad(getTeam);
  return (
    <Page title="Сотрудники">
      <p>
        <Link className={styles.link} to={staffLinks.teamNew()}>
          Новый сотрудник
        </Link>
      </p>
      <LoadState
        status={team.status}
        failedText="Не удалось загрузить сотрудников."
        reason={team.reason}
        onRetry={team.reload}
        empty={team.data?.staff.length === 0}
        emptyText="Сотрудников пока нет."
      >
        <ul className={styles.list} aria-label="Сотрудники">
          {team.data?.staff.map((s) => {
            const assigned = DISCIPLINES.filter((d) => s.assigned[d] > 0).map(
              (d) => `${DISCIPLINE_LABELS[d]}: ${plural(s.assigned[d], MEMBER_FORMS)}`,
            );
            return (
              <li key={s.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <Link className={styles.itemTitle} to={staffLinks.teamMember(s.id)}>
                    {s.name}
                  </Link>
                  <span className={styles.muted}>{s.position}</span>
                  {!s.active && <span className={styles.tagDanger}>Отключён</span>}
                </div>
                <dl className={styles.pairs}>
                  <div className={styles.pair}>
                    <dt>Роли</dt>
                    <dd>{s.roles.map((r) => r.title).join(', ')}</dd>
                  </div>
                  <div className={styles.pair}>
                    <dt>E-mail</dt>
                    <dd>{s.email}</dd>
                  </div>
                  <div className={styles.pair}>
                    <dt>Ведёт</dt>
                    <dd>{assigned.join('; ') || 'никого'}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </LoadState>
    </Page>
  );
}

// The staff app's start (/staff/): who is signed in (position, roles, disciplines), what their
// permissions let them do, and a card for each section they may open (sections.tsx).
import { Link } from 'react-router-dom';
import { Page, type WhoAmIResult } from '@club/shared';
import {
  DISCIPLINE_LABELS,
  PERMISSION_LABELS,
  isDiscipline,
  isPermission,
} from '@club/shared/staff';
import { STAFF_ROOT } from './paths';
import type { StaffSection } from './sections';
import styles from './StaffHome.module.css';

export function StaffHome({
  account,
  sections,
}: {
  account: WhoAmIResult;
  sections: readonly StaffSection[];
}) {
  const firstName = account.name.split(' ')[0] || account.name;
  const disciplines = account.disciplines.filter(isDiscipline).map((d) => DISCIPLINE_LABELS[d]);
  const may = account.permissions.filter(isPermission).map((p) => PERMISSION_LABELS[p]);
  return (
    <Page title={`Здравствуй, ${firstName}!`}>
      <section className={styles.card} aria-labelledby="staff-me">
        <h2 id="staff-me" className={styles.heading}>
          Твоя учётная запись
        </h2>
        <dl className={styles.facts}>
          <dt>Должность</dt>
          <dd>{account.position || '—'}</dd>
          <dt>Роли</dt>
          <dd>{account.roles.map((r) => r.title).join(', ') || '—'}</dd>
          <dt>Направления</dt>
          <dd>{disciplines.join(', ') || 'Ты не ведёшь участников по направлениям'}</dd>
        </dl>
        <h3 className={styles.subheading}>Тебе доступно</h3>
        {may.length ? (
          <ul className={styles.may}>
            {may.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Пока ни одного права: попроси администратора выдать роль.</p>
        )}
      </section>
      {sections.length > 0 && (
        <section aria-labelledby="staff-sections">
          <h2 id="staff-sections" className={styles.heading}>
            Разделы
          </h2>
          <ul className={styles.sections}>
            {sections.map((s) => (
              <li key={s.path} className={styles.section}>
                <Link className={styles.sectionLink} to={`${STAFF_ROOT}${s.path}/`}>
                  {s.title}
                </Link>
                <p className={styles.muted}>{s.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}

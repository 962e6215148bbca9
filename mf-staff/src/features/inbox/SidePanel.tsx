// The side panel of a conversation: the member's active course and how far they are in it, their
// nutrition plan and their latest dynamics report beside the one before.
import { useCallback } from 'react';
import { LoadState, type ConversationContext, type MemberFigures } from '@club/shared';
import { useLoad } from '../../lib/useLoad';
import lists from '../../lib/lists.module.css';
import { getContext } from './api';
import styles from './inbox.module.css';

const FIGURES: [keyof MemberFigures, string, string][] = [
  ['weight', 'Вес', 'кг'],
  ['chest_girth', 'Грудь', 'см'],
  ['waist_girth', 'Талия', 'см'],
  ['hip_girth', 'Бёдра', 'см'],
];

function difference(now: number | null, before: number | null | undefined) {
  if (now === null || before === null || before === undefined) return '';
  const d = Math.round((now - before) * 10) / 10;
  return d === 0 ? ' (без изменений)' : ` (${d > 0 ? '+' : '−'}${Math.abs(d)})`;
}

export function SidePanel({ member, channel }: { member: number; channel: string }) {
  const load = useCallback(() => getContext(member, channel), [member, channel]);
  const context = useLoad<ConversationContext>(load);
  const c = context.data;
  return (
    <aside className={styles.panel} aria-label="Об участнике">
      <LoadState
        status={context.status}
        failedText="Не удалось загрузить сведения об участнике."
        reason={context.reason}
        onRetry={context.reload}
      >
        {c && (
          <>
            <h2 className={styles.panelTitle}>Курс</h2>
            {c.course ? (
              <dl className={styles.facts}>
                <dt>Курс</dt>
                <dd>{c.course.name}</dd>
                <dt>Пакет</dt>
                <dd>{c.course.pack}</dd>
                {c.course.day !== null && (
                  <>
                    <dt>День</dt>
                    <dd>
                      {c.course.day} из {c.course.days}
                      {c.course.status === 'FROSTED' ? ' (заморожен)' : ''}
                    </dd>
                  </>
                )}
                <dt>Тренировок сделано</dt>
                <dd>{c.course.workouts_done}</dd>
              </dl>
            ) : (
              <p className={lists.muted}>Активного курса нет.</p>
            )}
            <h2 className={styles.panelTitle}>Питание</h2>
            {c.nutrition ? (
              <dl className={styles.facts}>
                <dt>План</dt>
                <dd>{c.nutrition.type || '—'}</dd>
                <dt>Цель</dt>
                <dd>{c.nutrition.target || '—'}</dd>
                {c.nutrition.calories_today !== null && (
                  <>
                    <dt>Меню сегодня</dt>
                    <dd>{Math.round(c.nutrition.calories_today)} ккал</dd>
                  </>
                )}
              </dl>
            ) : (
              <p className={lists.muted}>Плана питания нет.</p>
            )}
            <h2 className={styles.panelTitle}>Динамика</h2>
            {c.dynamics ? (
              <>
                <p className={lists.muted}>
                  Отчёт от {c.dynamics.date}
                  {c.dynamics.previous ? `, сравнение с ${c.dynamics.previous.date}` : ''}
                </p>
                <dl className={styles.facts}>
                  {FIGURES.map(([key, label, unit]) => (
                    <div key={key} className={styles.fact}>
                      <dt>{label}</dt>
                      <dd>
                        {c.dynamics!.figures[key] ?? '—'}
                        {c.dynamics!.figures[key] !== null ? ` ${unit}` : ''}
                        {difference(c.dynamics!.figures[key], c.dynamics!.previous?.figures[key])}
                      </dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : (
              <p className={lists.muted}>Отчётов о динамике пока нет.</p>
            )}
          </>
        )}
      </LoadState>
    </aside>
  );
}

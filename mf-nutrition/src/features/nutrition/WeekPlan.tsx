// Week tabs and day cards (spec part 2 §2.3): tabs 'Неделя N' (hidden for intensive-mode members),
// a card per day with its name, description and meals, and the 7th day of a 7-day week shown
// separately as the week's last-day card. Demo-day days other than the first are disabled. Meal
// names show in full (they wrap); calories use the header's number format ("1 370").
import { useId } from 'react';
import { cx, type DietaDay, type DietaWeek } from '@club/shared';
import { Tabs } from '@club/shared/kit';
import { Icon } from '../../lib/icons';
import { formatAmount } from '../../lib/macros';
import styles from './WeekPlan.module.css';

export interface WeekPlanProps {
  weeks: DietaWeek[];
  week: DietaWeek;
  showTabs: boolean;
  isMobile: boolean;
  onWeek: (userWeekNumber: number) => void;
  onOpenDay: (day: DietaDay) => void;
}

function DayCard({
  day,
  last = false,
  onOpen,
}: {
  day: DietaDay;
  last?: boolean;
  onOpen: (day: DietaDay) => void;
}) {
  const describedBy = useId();
  return (
    <div
      className={cx(
        styles.card,
        last && styles.lastCard,
        day.is_today && styles.today,
        day.disabled && styles.disabled,
      )}
      data-testid={`day-card-${day.day_number}`}
    >
      <span className={styles.cardHead}>
        <button
          type="button"
          className={cx(styles.open, styles.dayName)}
          aria-describedby={describedBy}
          disabled={day.disabled}
          onClick={() => onOpen(day)}
        >
          {day.day_name}
        </button>
        {day.is_today && <span className={styles.badge}>Сегодня</span>}
        {last && <span className={styles.lastBadge}>Последний день недели</span>}
        {day.disabled && (
          <span className={styles.lock} title="Недоступно в демо-дне">
            <Icon name="lock" size={16} />
          </span>
        )}
      </span>
      <span id={describedBy} className={styles.description}>
        {day.description}
      </span>
      <span className={styles.meals}>
        {day.type_times_food.map((m, i) => (
          <span key={`${m.title}-${i}`} className={styles.mealLine}>
            <span className={styles.mealTitle}>{m.title}</span>
            <span className={styles.mealFood}>{m.food.map((f) => f.name).join(', ')}</span>
          </span>
        ))}
      </span>
      <span className={styles.cardFoot}>
        <span>{formatAmount(day.calories)} ккал</span>
        {day.cooking_time > 0 && (
          <span className={styles.time}>
            <Icon name="clock" size={14} />
            {day.cooking_time} мин
          </span>
        )}
      </span>
    </div>
  );
}

export function WeekPlan({ weeks, week, showTabs, isMobile, onWeek, onOpenDay }: WeekPlanProps) {
  const days = [...week.days].sort((a, b) => a.day_number - b.day_number);
  const lastDay = days.length === 7 ? days[6] : null;
  const cards = lastDay ? days.slice(0, 6) : days;

  return (
    <section className={styles.plan} aria-label="Меню по дням">
      {showTabs && weeks.length > 1 && (
        <Tabs
          items={weeks.map((w) => ({
            id: w.user_week_number,
            label: `Неделя ${w.user_week_number}`,
          }))}
          activeId={week.user_week_number}
          onChange={onWeek}
          variant={isMobile ? 'mobile' : 'desktop'}
          label="Недели"
        />
      )}
      <div className={styles.grid}>
        {cards.map((d) => (
          <DayCard key={d.id} day={d} onOpen={onOpenDay} />
        ))}
      </div>
      {lastDay && (
        <div className={styles.last}>
          <DayCard day={lastDay} last onOpen={onOpenDay} />
        </div>
      )}
    </section>
  );
}

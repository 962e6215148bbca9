// The nutrition day view (spec part 2 §2.3): day name and 'Неделя N', the meal list (title, name,
// time) and the selected meal (image, name, 'Время приготовления', 'КБЖУ' when known, description).
// Desktop: a wide modal over the page; mobile: a full-screen view with a back button.
import { useEffect, useId, useState } from 'react';
import {
  Modal,
  cx,
  lockBodyScroll,
  type DietaDay,
  type DietaFood,
  type DietaMeal,
} from '@club/shared';
import { Icon } from '../../lib/icons';
import styles from './DayView.module.css';

export interface DayViewProps {
  day: DietaDay;
  weekNumber: number;
  /** the meal to select first (a search result's meal); the first meal otherwise */
  mealTitle?: string | null;
  isMobile: boolean;
  onClose: () => void;
}

const foodNames = (meal: DietaMeal) => meal.food.map((f) => f.name).join(', ');

function Kbju({ food }: { food: DietaFood }) {
  if (food.calory === null) return null;
  const cells: [string, string][] = [
    ['Калории', `${Math.round(food.calory)} ккал`],
    ['Белки', `${Math.round(food.protein ?? 0)} г`],
    ['Жиры', `${Math.round(food.fat ?? 0)} г`],
    ['Углеводы', `${Math.round(food.carbohydrate ?? 0)} г`],
  ];
  return (
    <div className={styles.kbju}>
      <h4 className={styles.label}>КБЖУ</h4>
      <dl className={styles.kbjuGrid}>
        {cells.map(([term, value]) => (
          <div key={term} className={styles.kbjuCell}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function FoodDetails({ food }: { food: DietaFood }) {
  const paragraphs = food.description.split('\n').filter((p) => p.trim() !== '');
  return (
    <article className={styles.food} aria-label={food.name}>
      {food.photo ? (
        <img className={styles.photo} src={food.photo} alt={food.name} />
      ) : (
        <div className={cx(styles.photo, styles.noPhoto)} aria-hidden="true" />
      )}
      <h3 className={styles.foodName}>{food.name}</h3>
      {food.cooking_time && (
        <p className={styles.cooking}>
          <Icon name="clock" size={16} />
          <span>Время приготовления:</span>
          <strong>{food.cooking_time.time}</strong>
        </p>
      )}
      <Kbju food={food} />
      {paragraphs.length > 0 && (
        <div className={styles.description}>
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
    </article>
  );
}

function DayContent({ day, mealTitle }: { day: DietaDay; mealTitle?: string | null }) {
  const meals = day.type_times_food;
  const initial = Math.max(
    0,
    meals.findIndex((m) => m.title === mealTitle),
  );
  const [selected, setSelected] = useState(initial);
  useEffect(() => setSelected(initial), [day.id, initial]);
  const meal = meals[selected] ?? meals[0];
  const listLabel = useId();

  return (
    <div className={styles.content}>
      <nav className={styles.meals} aria-labelledby={listLabel}>
        <span id={listLabel} className={styles.srOnly}>
          Приёмы пищи
        </span>
        <ul>
          {meals.map((m, i) => (
            <li key={`${m.title}-${i}`}>
              <button
                type="button"
                className={cx(styles.meal, i === selected && styles.mealActive)}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => setSelected(i)}
              >
                <span className={styles.mealHead}>
                  <span className={styles.mealTitle}>{m.title}</span>
                  <span className={styles.mealTime}>{m.time}</span>
                </span>
                <span className={styles.mealName}>{foodNames(m)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.details} data-testid="meal-details">
        {meal ? (
          meal.food.map((f) => <FoodDetails key={f.id} food={f} />)
        ) : (
          <p className={styles.empty}>В этом дне нет приёмов пищи</p>
        )}
      </div>
    </div>
  );
}

export function DayView({ day, weekNumber, mealTitle, isMobile, onClose }: DayViewProps) {
  const titleId = useId();

  useEffect(() => {
    if (!isMobile) return;
    const unlock = lockBodyScroll();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
    };
  }, [isMobile, onClose]);

  const week = <p className={styles.week}>Неделя {weekNumber}</p>;

  if (!isMobile) {
    return (
      <Modal open title={day.day_name} onClose={onClose} className={styles.modal}>
        {week}
        <DayContent day={day} mealTitle={mealTitle} />
      </Modal>
    );
  }

  return (
    <div className={styles.screen} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <header className={styles.screenHeader}>
        <button type="button" className={styles.back} onClick={onClose}>
          <Icon name="back" size={20} />
          Назад
        </button>
        <div>
          <h2 id={titleId} className={styles.screenTitle}>
            {day.day_name}
          </h2>
          {week}
        </div>
      </header>
      <DayContent day={day} mealTitle={mealTitle} />
    </div>
  );
}

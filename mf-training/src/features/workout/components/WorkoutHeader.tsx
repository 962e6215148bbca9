import type { PageCounter } from '../model/pages';
import styles from './WorkoutHeader.module.css';

/** The workout's header: title, the page counter "N из M" and "Выход". */
export function WorkoutHeader({
  title,
  counter,
  onExit,
}: {
  title: string;
  counter: PageCounter | null;
  onExit: () => void;
}) {
  return (
    <header className={styles.header}>
      <button type="button" className={styles.exit} onClick={onExit}>
        Выход
      </button>
      <h1 className={styles.title}>{title}</h1>
      <span
        className={styles.counter}
        aria-label={counter ? `Страница ${counter.n} из ${counter.m}` : undefined}
      >
        {counter ? `${counter.n} из ${counter.m}` : ''}
      </span>
    </header>
  );
}

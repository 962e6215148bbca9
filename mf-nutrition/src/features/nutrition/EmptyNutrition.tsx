// No plan (spec part 2 §2.3): 'Питание отсутствует', the hint that a monthly plan can be bought
// separately, and the way to the store.
import { Link } from 'react-router-dom';
import { Icon } from '../../lib/icons';
import styles from './EmptyNutrition.module.css';

export const STORE_PATH = '/store/';

export function EmptyNutrition() {
  return (
    <div className={styles.empty}>
      <div className={styles.art} aria-hidden="true">
        <svg viewBox="0 0 64 64" width="72" height="72">
          <circle cx="32" cy="32" r="31" fill="#e6f7ef" />
          <circle cx="32" cy="33" r="12" fill="#fff" stroke="#2bb673" strokeWidth="2.5" />
          <circle cx="32" cy="33" r="6" fill="none" stroke="#bfe9d3" strokeWidth="2" />
          <path
            d="M14 20v9m-3-9v6a3 3 0 006 0v-6M14 29v16M50 20c-3 2-4 6-4 11h4v14"
            fill="none"
            stroke="#2bb673"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h2 className={styles.title}>Питание отсутствует</h2>
      <p className={styles.hint}>
        Если питание не входит в стоимость твоего курса, ежемесячный план питания можно приобрести
        отдельно в магазине.
      </p>
      <Link to={STORE_PATH} className={styles.store}>
        <Icon name="store" />
        Перейти в магазин
      </Link>
    </div>
  );
}

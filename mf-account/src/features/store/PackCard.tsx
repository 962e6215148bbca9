import { type StorePack } from '@club/shared';
import { safeHref } from '@club/shared/format';
import styles from './Store.module.css';

export const MORE_LABEL = 'Подробнее о курсе';

export interface PackCardProps {
  pack: StorePack;
  /** "Подробнее о курсе": only for a pack with a description */
  onDetails: (pack: StorePack) => void;
}

/** A pack of the store: image (with "Подробнее о курсе"), name, price, "Купить курс". */
export function PackCard({ pack, onDetails }: PackCardProps) {
  const link = safeHref(pack.link);
  const image = <img className={styles.image} src={pack.image} alt="" loading="lazy" />;
  return (
    <article className={styles.card} aria-label={pack.name}>
      {pack.description ? (
        <button type="button" className={styles.imageButton} onClick={() => onDetails(pack)}>
          {image}
          <span className={styles.more}>{MORE_LABEL}</span>
        </button>
      ) : (
        <div className={styles.imageBox}>{image}</div>
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.name}>{pack.name}</h3>
        <p className={styles.price}>{pack.price} руб</p>
        {/* a link from the server: rendered only for http(s) or an in-app path */}
        {link ? (
          <a className={styles.buy} href={link} target="_blank" rel="noopener noreferrer">
            Купить курс
          </a>
        ) : null}
      </div>
    </article>
  );
}

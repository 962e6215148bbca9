import { useMemo } from 'react';
import { type StorePack } from '@club/shared';
import { safeHref } from '@club/shared/format';
import { packDescriptionHtml } from './description';
import styles from './Store.module.css';

/** The modal title and the page title of a pack. */
export const packTitle = (pack: StorePack) => `Курс "${pack.name}"`;

/** A pack's details (modal on desktop, page on mobile): price per month, description, "Оплатить". */
export function PackDetails({ pack }: { pack: StorePack }) {
  const link = safeHref(pack.link);
  const html = useMemo(
    () => (pack.description ? packDescriptionHtml(pack.description) : ''),
    [pack.description],
  );
  return (
    <div className={styles.details}>
      <p className={styles.detailsPrice}>
        <strong>{pack.price} ₽</strong> <span className={styles.perMonth}>на 1 месяц</span>
      </p>
      {html ? (
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
      ) : null}
      {link ? (
        <a className={styles.pay} href={link} target="_blank" rel="noopener noreferrer">
          Оплатить
        </a>
      ) : null}
    </div>
  );
}

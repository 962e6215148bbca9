// The product basket (spec part 2 §2.3): product categories of a week with the product names, and
// 'Скачать' (the week's products PDF). Weeks are tabs when the plan has more than one.
import { useState } from 'react';
import { Button, Modal, type DietaProductsWeek } from '@club/shared';
import { Tabs } from '@club/shared/kit';
import { Icon } from '../../lib/icons';
import { useDownload } from '../../lib/useDownload';
import { downloadWeekProducts } from './api/downloadWeekProducts';
import styles from './BasketModal.module.css';

export interface BasketModalProps {
  title: string;
  weeks: DietaProductsWeek[];
  /** the week to show first (the week on screen) */
  weekNumber: number;
  isMobile: boolean;
  onClose: () => void;
}

export function BasketModal({ title, weeks, weekNumber, isMobile, onClose }: BasketModalProps) {
  const [week, setWeek] = useState(
    weeks.some((w) => w.week_number === weekNumber) ? weekNumber : (weeks[0]?.week_number ?? 1),
  );
  const download = useDownload(downloadWeekProducts);
  const current = weeks.find((w) => w.week_number === week);

  return (
    <Modal open title={title} onClose={onClose} className={styles.modal}>
      {weeks.length > 1 && (
        <Tabs
          items={weeks.map((w) => ({ id: w.week_number, label: `Неделя ${w.week_number}` }))}
          activeId={week}
          onChange={setWeek}
          variant={isMobile ? 'mobile' : 'desktop'}
          label="Недели корзины"
          className={styles.tabs}
        />
      )}
      {current && current.categories.length > 0 ? (
        <div className={styles.categories}>
          {current.categories.map((c) => (
            <section key={c.name} className={styles.category} aria-label={c.name}>
              <h3 className={styles.categoryName}>{c.name}</h3>
              <ul className={styles.products}>
                {c.products.map((p) => (
                  <li key={p.id}>{p.name}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <p className={styles.empty}>На этой неделе список продуктов пуст</p>
      )}
      <div className={styles.footer}>
        <Button
          variant="primary"
          loading={download.pending}
          disabled={!current}
          onClick={() => void download.run(week, `Продукты — неделя ${week}.pdf`)}
        >
          <Icon name="download" />
          Скачать
        </Button>
      </div>
    </Modal>
  );
}

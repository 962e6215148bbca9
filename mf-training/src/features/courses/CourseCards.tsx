import { cx, useIsMobile } from '@club/shared';
import type { CardView } from './courseCard';
import { CourseCardView } from './CourseCardView';
import styles from './CourseCards.module.css';

export interface CourseCardsProps {
  views: CardView[];
  busyId: number | null;
  onAction: (view: CardView) => void;
}

/**
 * A block's cards: a grid on desktop; on mobile a block with more than one card swipes by one
 * card width (gap 10 px, the next card peeking 20 px at the end).
 */
export function CourseCards({ views, busyId, onAction }: CourseCardsProps) {
  const isMobile = useIsMobile();
  const swipe = isMobile && views.length > 1;
  return (
    <div className={cx(styles.cards, swipe && styles.swipe)} data-swipe={swipe || undefined}>
      {views.map((v) => (
        <CourseCardView
          key={v.id}
          view={v}
          busy={busyId === v.id}
          onAction={onAction}
          className={styles.card}
        />
      ))}
    </div>
  );
}

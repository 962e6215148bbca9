import { cx, useIsMobile } from '@club/shared';
import type { CardView } from './courseCard';
import { CourseCardView } from './CourseCardView';
import styles from './CourseCards.module.css';

/** The cards of a desktop row: what a page shows of a block without scrolling. */
export const FIRST_ROW = 3;

export interface CourseCardsProps {
  views: CardView[];
  busyId: number | null;
  onAction: (view: CardView) => void;
  /**
   * How many of the first cards load their image at once: those a page shows without scrolling
   * (a desktop row holds three; the largest paint of home is one of them). The others wait until
   * they are scrolled near.
   */
  eagerImages?: number;
}

/**
 * A block's cards: a grid on desktop; on mobile a block with more than one card swipes by one
 * card width (gap 10 px, the next card peeking 20 px at the end).
 */
export function CourseCards({ views, busyId, onAction, eagerImages = 0 }: CourseCardsProps) {
  const isMobile = useIsMobile();
  const swipe = isMobile && views.length > 1;
  return (
    <div className={cx(styles.cards, swipe && styles.swipe)} data-swipe={swipe || undefined}>
      {views.map((v, i) => (
        <CourseCardView
          key={v.id}
          view={v}
          busy={busyId === v.id}
          onAction={onAction}
          className={styles.card}
          eagerImage={i < eagerImages}
        />
      ))}
    </div>
  );
}

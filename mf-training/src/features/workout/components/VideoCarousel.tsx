import { useRef, type TouchEvent } from 'react';
import { cx } from '@club/shared';
import { Icon } from '../../../ui/Icon';
import type { Gymnastic } from '../model/types';
import { ExerciseVideo } from './ExerciseVideo';
import styles from './VideoCarousel.module.css';

const SWIPE_PX = 40;

export interface VideoCarouselProps {
  gymnastics: Gymnastic[];
  index: number;
  onIndex: (index: number) => void;
}

/** The drill's videos; swiping (and the arrows) applies only when the drill has several exercises. */
export function VideoCarousel({ gymnastics, index, onIndex }: VideoCarouselProps) {
  const startX = useRef<number | null>(null);
  const many = gymnastics.length > 1;
  const at = Math.min(Math.max(index, 0), gymnastics.length - 1);
  const go = (i: number) => onIndex(Math.min(Math.max(i, 0), gymnastics.length - 1));

  const onTouchStart = (e: TouchEvent) => {
    startX.current = many ? (e.touches[0]?.clientX ?? null) : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    if (startX.current === null) return;
    const dx = (e.changedTouches[0]?.clientX ?? startX.current) - startX.current;
    startX.current = null;
    if (dx <= -SWIPE_PX) go(at + 1);
    else if (dx >= SWIPE_PX) go(at - 1);
  };

  if (gymnastics.length === 0) return null;
  return (
    <div className={styles.carousel} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <div className={styles.viewport}>
        <div className={styles.track} style={{ transform: `translateX(-${at * 100}%)` }}>
          {gymnastics.map((g, i) => (
            <div
              key={g.id}
              className={styles.slide}
              aria-hidden={i !== at || undefined}
              // a hidden slide's player is out of the tab order too (aria-hidden alone is not)
              ref={(el) => {
                if (el) el.inert = i !== at;
              }}
            >
              {Math.abs(i - at) <= 1 ? <ExerciseVideo gymnastic={g} /> : null}
            </div>
          ))}
        </div>
        {many && (
          <>
            <button
              type="button"
              className={cx(styles.arrow, styles.prev)}
              aria-label="Предыдущее упражнение"
              disabled={at === 0}
              onClick={() => go(at - 1)}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className={cx(styles.arrow, styles.next)}
              aria-label="Следующее упражнение"
              disabled={at === gymnastics.length - 1}
              onClick={() => go(at + 1)}
            >
              <Icon name="chevronRight" />
            </button>
          </>
        )}
      </div>
      {many && (
        <div className={styles.dots}>
          {gymnastics.map((g, i) => (
            <button
              key={g.id}
              type="button"
              className={cx(styles.dot, i === at && styles.dotActive)}
              aria-label={g.name}
              aria-current={i === at || undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

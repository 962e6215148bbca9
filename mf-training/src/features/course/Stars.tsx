import { cx } from '@club/shared';
import { Icon } from '../../ui/Icon';
import styles from './Stars.module.css';

/** Stars of a day: `max` stars (3 by the spec, or the server's), filled up to `value`. */
export function Stars({
  value,
  max,
  className,
}: {
  value: number;
  max: number;
  className?: string;
}) {
  const filled = Math.max(0, Math.min(value, max));
  return (
    <span
      className={cx(styles.stars, className)}
      role="img"
      aria-label={`Звезд: ${filled} из ${max}`}
    >
      {Array.from({ length: max }, (_, i) => (
        <Icon
          key={i}
          name="star"
          filled={i < filled}
          className={cx(styles.star, i < filled && styles.on)}
        />
      ))}
    </span>
  );
}

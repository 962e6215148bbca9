import { cx } from '@club/shared';
import { Icon } from '../../lib/Icon';
import styles from './Articles.module.css';

/** Like / unlike; disabled while its call runs (the pending flag blocks double clicks). */
export function FavoriteButton({
  favorite,
  pending,
  title,
  onToggle,
}: {
  favorite: boolean;
  pending: boolean;
  title: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={cx(styles.favorite, favorite && styles.favoriteOn)}
      aria-pressed={favorite}
      aria-label={`${favorite ? 'Убрать из избранного' : 'Добавить в избранное'}: ${title}`}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={onToggle}
    >
      <Icon name="heart" filled={favorite} />
    </button>
  );
}

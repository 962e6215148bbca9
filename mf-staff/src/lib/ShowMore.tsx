// «Показать ещё» under a keyset list (usePaged): the next page, and why it did not come.
import { Button } from '@club/shared';
import type { Paged } from './usePaged';
import styles from './lists.module.css';

export function ShowMore({
  list,
}: {
  list: Pick<Paged<unknown>, 'hasMore' | 'loadingMore' | 'moreFailed' | 'loadMore'>;
}) {
  if (!list.hasMore) return null;
  return (
    <div className={styles.more}>
      <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
        Показать ещё
      </Button>
      {list.moreFailed !== null && (
        <p role="alert" className={styles.error}>
          Не удалось загрузить ещё. {list.moreFailed}
        </p>
      )}
    </div>
  );
}

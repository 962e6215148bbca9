import type { Banner } from '../bus';
import { cx } from './cx';
import styles from './Banner.module.css';

export interface BannerViewProps {
  banner: Banner;
  /** called with the banner id when the member closes it */
  onClose?: (id: number) => void;
}

/** One notification banner: green for ok (role="status"), red for fail (role="alert"). */
export function BannerView({ banner, onClose }: BannerViewProps) {
  return (
    <div
      role={banner.type === 'fail' ? 'alert' : 'status'}
      className={cx(styles.banner, styles[banner.type])}
      data-type={banner.type}
    >
      <span className={styles.text}>{banner.text}</span>
      {onClose && (
        <button
          type="button"
          className={styles.close}
          aria-label="Закрыть"
          onClick={() => onClose(banner.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

export interface BannerStackProps {
  banners: Banner[];
  onClose?: (id: number) => void;
}

/** The banners, stacked and fixed at the top of the screen (the shell hides each after 4 s). */
export function BannerStack({ banners, onClose }: BannerStackProps) {
  if (banners.length === 0) return null;
  return (
    <div className={styles.stack}>
      {banners.map((b) => (
        <BannerView key={b.id} banner={b} onClose={onClose} />
      ))}
    </div>
  );
}

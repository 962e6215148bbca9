import type { Banner } from '../bus';
import { cx } from './cx';
import styles from './Banner.module.css';

export interface BannerViewProps {
  banner: Banner;
  /** called with the banner id when the member closes it */
  onClose?: (id: number) => void;
}

/** One notification banner: green for ok, red for fail. It is read out by the stack's live region. */
export function BannerView({ banner, onClose }: BannerViewProps) {
  return (
    <div className={cx(styles.banner, styles[banner.type])} data-type={banner.type}>
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

/**
 * The banners, stacked and fixed at the top of the screen (the shell hides each after 4 s). The stack
 * is one polite live region that is always on the page, so a screen reader reads every banner as it
 * comes (a region inserted together with its text is often not read) without cutting the member off.
 */
export function BannerStack({ banners, onClose }: BannerStackProps) {
  return (
    <div className={styles.stack} role="status" aria-live="polite" aria-relevant="additions text">
      {banners.map((b) => (
        <BannerView key={b.id} banner={b} onClose={onClose} />
      ))}
    </div>
  );
}

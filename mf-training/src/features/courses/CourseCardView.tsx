import { Link } from 'react-router-dom';
import { Button, cx } from '@club/shared';
import { Icon } from '../../ui/Icon';
import { useSession } from '../../lib/useSession';
import { CONTEST_PATH, type CardView } from './courseCard';
import styles from './CourseCardView.module.css';

export interface CourseCardViewProps {
  view: CardView;
  busy?: boolean;
  onAction: (view: CardView) => void;
  className?: string;
  /** the image loads at once: a card the page shows without scrolling (its largest paint) */
  eagerImage?: boolean;
}

function CardImage({ view, eager }: { view: CardView; eager: boolean }) {
  const letter = view.fullName.trim().charAt(0).toUpperCase();
  return view.image ? (
    <img className={styles.img} src={view.image} alt="" loading={eager ? 'eager' : 'lazy'} />
  ) : (
    <span className={styles.placeholder} aria-hidden="true">
      {letter}
    </span>
  );
}

/**
 * A course card: image (with the contest icon, a link to the contest), full name, date info and
 * the status button.
 * ACTIVATED and FROSTED cards open the course page; ELAPSED and FROSTED look disabled; the
 * ELAPSED button is an external link to the club shop.
 */
export function CourseCardView({
  view,
  busy = false,
  onAction,
  className,
  eagerImage = false,
}: CourseCardViewProps) {
  const image = (
    <span className={styles.media}>
      <CardImage view={view} eager={eagerImage} />
      {view.status === 'FROSTED' && (
        <span className={styles.frostBadge} aria-hidden="true">
          <Icon name="frost" />
        </span>
      )}
    </span>
  );

  const { dateInfo } = view;
  const external = /^https?:\/\//.test(view.shopLink);
  // the contest icon leads to the contest, unless the member's contest section is switched off
  const { notActiveOptions } = useSession();
  const contestLink =
    view.contestLink === CONTEST_PATH && notActiveOptions.includes('CONTEST')
      ? null
      : view.contestLink;

  return (
    <article
      className={cx(styles.card, view.dimmed && styles.dimmed, className)}
      data-status={view.status}
      aria-label={view.fullName}
    >
      <div className={styles.mediaWrap}>
        {view.link ? (
          <Link to={view.link} className={styles.mediaLink} tabIndex={-1} aria-hidden="true">
            {image}
          </Link>
        ) : view.action === 'activate' ? (
          <button
            type="button"
            className={styles.mediaLink}
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => onAction(view)}
          >
            {image}
          </button>
        ) : (
          image
        )}
        {view.contest &&
          (contestLink ? (
            <Link
              to={contestLink}
              className={cx(styles.contest, styles.contestLink)}
              aria-label={contestLink === CONTEST_PATH ? 'Перейти к конкурсу' : 'О конкурсе'}
              title={contestLink === CONTEST_PATH ? 'Перейти к конкурсу' : 'О конкурсе'}
            >
              <Icon name="trophy" />
            </Link>
          ) : (
            <span className={styles.contest} title="Участие в конкурсе">
              <Icon name="trophy" title="Конкурс" />
            </span>
          ))}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          {view.link ? <Link to={view.link}>{view.fullName}</Link> : view.fullName}
        </h3>
        <p className={cx(styles.date, dateInfo.highlight && styles.soon)}>
          {dateInfo.frost && <Icon name="frost" className={styles.frostIcon} title="Заморожен" />}
          {dateInfo.label && <span className={styles.dateLabel}>{dateInfo.label}</span>}
          <span className={styles.dateText}>{dateInfo.text}</span>
        </p>
        {view.action === 'shop' ? (
          <a
            className={styles.shop}
            href={view.shopLink}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {view.actionLabel}
          </a>
        ) : (
          <Button
            variant={view.action === 'activate' ? 'primary' : 'secondary'}
            className={styles.action}
            disabled={view.actionDisabled}
            loading={busy}
            title={view.actionDisabled ? (view.frostMessage ?? undefined) : undefined}
            onClick={() => onAction(view)}
          >
            {view.actionLabel}
          </Button>
        )}
      </div>
    </article>
  );
}

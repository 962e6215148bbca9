// A contest report in view mode (spec §2.6): 'Твои данные' with the switcher ('Отчет "До"' /
// 'Отчет "После"') and arrows, each going only to a report that is not empty; the photos (each
// opens full size) and the figures.
import { Button, cx, type Contest, type ContestReportType, type PhotoView } from '@club/shared';
import { Icon } from '../../ui/Icon';
import { PhotoSlots, serverSlots } from '../../ui/PhotoSlots';
import { ReportFigures } from '../../ui/ReportFigures';
import { canSwitchTo, reportOf, REPORT_TYPES, SWITCH_TITLES } from './contestRules';
import styles from './Competition.module.css';

export interface ContestReportViewProps {
  contest: Contest;
  type: ContestReportType;
  onSwitch: (type: ContestReportType) => void;
  onOpenPhoto: (view: PhotoView) => void;
  /** desktop: 'Закрыть' */
  onClose?: () => void;
}

export function ContestReportView({
  contest,
  type,
  onSwitch,
  onOpenPhoto,
  onClose,
}: ContestReportViewProps) {
  const report = reportOf(contest, type);
  return (
    <div>
      <h3 className={styles.subTitle}>Твои данные</h3>
      <div className={styles.switchRow}>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Предыдущий отчет"
          disabled={type === 'before' || !canSwitchTo(contest, 'before')}
          onClick={() => onSwitch('before')}
        >
          <Icon name="chevronLeft" />
        </button>
        <div className={styles.switcher} role="group" aria-label="Отчеты">
          {REPORT_TYPES.map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={t === type}
              className={cx(styles.switch, t === type && styles.switchActive)}
              disabled={t !== type && !canSwitchTo(contest, t)}
              onClick={() => onSwitch(t)}
            >
              {SWITCH_TITLES[t]}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Следующий отчет"
          disabled={type === 'after' || !canSwitchTo(contest, 'after')}
          onClick={() => onSwitch('after')}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
      {report ? (
        <>
          <PhotoSlots
            slots={serverSlots({
              side: report.photo_side,
              front: report.photo_front,
              back: report.photo_back,
            })}
            readOnly
            onOpen={onOpenPhoto}
          />
          <ReportFigures date={report.name} values={report} />
        </>
      ) : null}
      {onClose && (
        <div className={styles.formButtons}>
          <Button variant="secondary" onClick={onClose}>
            Закрыть
          </Button>
        </div>
      )}
    </div>
  );
}

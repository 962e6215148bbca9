// The contest page's notes (spec §2.6, §4): the rules warning (hasWarnMessage), the warning while
// there is no before report, and one alert per sent report with its review message: styled as
// accepted only for approve, otherwise as an error; only an approved one can be closed (remembered
// on this device, per report and status).
import { useState } from 'react';
import { cx, type Contest, type ContestReport } from '@club/shared';
import type { Gender } from '../../lib/gender';
import { Icon } from '../../ui/Icon';
import {
  alertAccepted,
  alertClosable,
  noBeforeWarning,
  reportOf,
  REPORT_TYPES,
  ROW_TITLES,
  RULES_WARNING,
} from './contestRules';
import styles from './Competition.module.css';

const closedKey = (r: ContestReport) => `club.contest-alert.${r.id}.${r.status}`;

function isClosed(r: ContestReport): boolean {
  try {
    return localStorage.getItem(closedKey(r)) === '1';
  } catch {
    return false;
  }
}

export function ContestAlerts({ contest, gender }: { contest: Contest; gender: Gender }) {
  const [, setClosedCount] = useState(0);
  const close = (r: ContestReport) => {
    try {
      localStorage.setItem(closedKey(r), '1');
    } catch {
      /* private mode: closed until the page reloads */
    }
    setClosedCount((n) => n + 1);
  };
  const alerts = REPORT_TYPES.map((t) => reportOf(contest, t)).filter(
    (r): r is ContestReport => r !== null && !isClosed(r),
  );
  return (
    <div className={styles.notes}>
      {contest.has_warn_message && (
        <p className={cx(styles.note, styles.warning)} role="note">
          <Icon name="warning" size={18} />
          {RULES_WARNING}
        </p>
      )}
      {!contest.report_before && (
        <p className={cx(styles.note, styles.warning)} role="note">
          <Icon name="warning" size={18} />
          {noBeforeWarning(gender)}
        </p>
      )}
      {alerts.map((r) => (
        <div
          key={`${r.id}-${r.status}`}
          className={cx(styles.note, alertAccepted(r.status) ? styles.accepted : styles.error)}
          role="status"
          aria-label={ROW_TITLES[r.type]}
        >
          <span className={styles.noteText}>{r.message}</span>
          {alertClosable(r.status) && (
            <button
              type="button"
              className={styles.noteClose}
              aria-label="Закрыть уведомление"
              onClick={() => close(r)}
            >
              <Icon name="close" size={16} />
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

// The member's courses with "Reset Status" (back to PURCHASED) and "Reset Limit" (can be frozen
// again today) per course, and "Reset All" (every course back to PURCHASED).
import { Button, type TesterCourse } from '@club/shared';
import { resetLimitFrost } from '../../api/resetLimitFrost';
import { resetStatePurchased } from '../../api/resetStatePurchased';
import styles from './TestSet.module.css';
import type { Run } from './useAction';

interface Props {
  courses: TesterCourse[];
  busy: string | null;
  run: Run;
  /** reloads the console's data and the shell's member data after a change */
  onChanged: () => Promise<void>;
}

export function CoursesSection({ courses, busy, run, onChanged }: Props) {
  const resetAll = async () => {
    // one by one, stopping at the first refusal (its message is shown)
    for (const c of courses) {
      const answer = await resetStatePurchased(c.user_pack_id);
      if (answer.error) return answer;
    }
    return { result: null, error: null, status: 200, headers: {} };
  };
  if (courses.length === 0) return <p className={styles.muted}>No courses</p>;
  return (
    <>
      <ul className={styles.courses}>
        {courses.map((c) => (
          <li key={c.user_pack_id} className={styles.course}>
            <div className={styles.courseText}>
              <span className={styles.courseName}>{c.fullName}</span>
              <span className={styles.muted}>
                {c.block.block_name} · #{c.user_pack_id} · {c.status}
              </span>
            </div>
            <div className={styles.buttons}>
              <Button
                variant="secondary"
                aria-label={`Reset Status: ${c.fullName}`}
                loading={busy === `status-${c.user_pack_id}`}
                disabled={busy !== null}
                onClick={() =>
                  void run(
                    `status-${c.user_pack_id}`,
                    () => resetStatePurchased(c.user_pack_id),
                    onChanged,
                  )
                }
              >
                Reset Status
              </Button>
              <Button
                variant="secondary"
                aria-label={`Reset Limit: ${c.fullName}`}
                loading={busy === `limit-${c.user_pack_id}`}
                disabled={busy !== null}
                onClick={() =>
                  void run(
                    `limit-${c.user_pack_id}`,
                    () => resetLimitFrost(c.user_pack_id),
                    onChanged,
                  )
                }
              >
                Reset Limit
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Button
        loading={busy === 'reset-all'}
        disabled={busy !== null}
        onClick={() => void run('reset-all', resetAll, onChanged)}
      >
        Reset All
      </Button>
    </>
  );
}

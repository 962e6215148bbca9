// The tester console, route test_set (/dev/test_set/; spec part 2 §2.11, English labels). Every
// action works on the signed-in member's own data through /api/testers/*; who may open it is the
// shell's and the server's guard (production host: staff e-mails only).
import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Page,
  PageLoader,
  requestUserInfoReload,
  type TesterChatsResult,
  type TesterUserPackResult,
} from '@club/shared';
import { approveContestReports } from '../../api/approveContestReports';
import { clearContestReports } from '../../api/clearContestReports';
import { getTesterChats } from '../../api/getTesterChats';
import { getUserPack } from '../../api/getUserPack';
import { invalidateCache } from '../../api/invalidateCache';
import { rejectContestReports } from '../../api/rejectContestReports';
import { resetUserHeight } from '../../api/resetUserHeight';
import { AdminChats, PushForm } from './AdminMessages';
import { CoursesSection } from './CoursesSection';
import { MailSection } from './MailSection';
import { Section } from './Section';
import { TimeMachine } from './TimeMachine';
import styles from './TestSet.module.css';
import { useAction } from './useAction';

export default function TestSetPage() {
  const [data, setData] = useState<TesterUserPackResult | null>(null);
  const [chats, setChats] = useState<TesterChatsResult['chats']>([]);
  const [failed, setFailed] = useState(false);
  const { busy, run } = useAction();

  const load = useCallback(async () => {
    const answer = await getUserPack();
    if (answer.result) setData(answer.result);
    else setFailed(true);
  }, []);
  useEffect(() => {
    void load();
    void getTesterChats().then((a) => setChats(a.result?.chats ?? []));
  }, [load]);

  /** after a change: the console's data, and the shell's member data (top bar, course info) */
  const changed = useCallback(async () => {
    requestUserInfoReload();
    await load();
  }, [load]);

  if (!data)
    return (
      <Page title="Tester console">
        {failed ? (
          <div className={styles.form}>
            <p role="alert">Could not load the tester data.</p>
            <Button
              onClick={() => {
                setFailed(false);
                void load();
              }}
            >
              Retry
            </Button>
          </div>
        ) : (
          <PageLoader />
        )}
      </Page>
    );

  const action = (key: string, label: string, call: () => ReturnType<typeof resetUserHeight>) => (
    <Button
      variant="secondary"
      loading={busy === key}
      disabled={busy !== null}
      onClick={() => void run(key, call, changed)}
    >
      {label}
    </Button>
  );

  return (
    <Page title="Tester console">
      <div className={styles.grid}>
        <Section title="User height">
          <div className={styles.buttons}>{action('height', 'Reset Height', resetUserHeight)}</div>
        </Section>
        <Section title="Competition">
          <div className={styles.buttons}>
            {action('contest-clear', 'Clear Reports', clearContestReports)}
            {action('contest-approve', 'Approve Reports', approveContestReports)}
            {action('contest-reject', 'Reject Reports', rejectContestReports)}
          </div>
        </Section>
        <Section title="Courses">
          <CoursesSection courses={data.courses} busy={busy} run={run} onChanged={changed} />
        </Section>
        <Section title="Time machine">
          <TimeMachine now={data.now} busy={busy} run={run} onChanged={changed} />
        </Section>
        <Section title="Push service">
          <p className={styles.pushId}>
            Push-service id:{' '}
            {data.push_id ? (
              <code data-testid="push-id">{data.push_id}</code>
            ) : (
              <span className={styles.muted}>not registered</span>
            )}
          </p>
        </Section>
        <Section title="Cache">
          <div className={styles.buttons}>{action('cache', 'Clear Cache', invalidateCache)}</div>
        </Section>
        <Section title="Push from admin">
          <PushForm busy={busy} run={run} />
        </Section>
        <Section title="Chats from admin">
          <AdminChats busy={busy} run={run} chats={chats} />
        </Section>
        <Section title="Mail">
          <MailSection />
        </Section>
      </div>
    </Page>
  );
}

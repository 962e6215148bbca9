import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  NETWORK_ERROR_MESSAGE,
  PageLoader,
  confirm,
  showBanner,
  trackEvent,
  useIsMobile,
  type WorkoutPostResult,
  type WorkoutResult,
} from '@club/shared';
import { SET_LIMITS } from '@club/shared/validation';
import { getWorkout } from '../../api/getWorkout';
import { unfreezeCourse } from '../freeze/freezeFlow';
import { useSession } from '../../lib/useSession';
import { FullScreenPanel } from '../../ui/FullScreenPanel';
import { safeHtml } from '../../lib/safeHtml';
import { Button } from '@club/shared';
import { DrillBlock, TECHNIQUE } from './components/DrillBlock';
import { RestScreen } from './components/RestScreen';
import { ResultScreen } from './components/ResultScreen';
import { WorkoutHeader } from './components/WorkoutHeader';
import { EMPTY_WORKOUT, WorkoutInfo, workoutName } from './components/WorkoutInfo';
import { isLapBased, workoutModel } from './model/fromServer';
import {
  exerciseCount,
  isEmptyWorkout,
  MAIN_ACTION_LABEL,
  mainAction,
  pageCounter,
  previousPage,
  workoutPages,
} from './model/pages';
import { postResultWithRetry } from './model/postResult';
import { localPercent } from './model/localResult';
import { keepResultForLater } from '../../offline/outbox';
import {
  EMPTY_FINISH,
  FROZEN_REFUSAL,
  REPEAT_CONFIRM,
  refusalNote,
  type FinishRefusal,
} from './model/finishRules';
import { clearProgress, newAttemptId, progressKey } from './model/progress';
import { currentSet, enabledSetIds, pageSets, toggleSet, type SetMinimums } from './model/sets';
import type { PlannedSet, ValueKind } from './model/types';
import { useWorkoutProgress } from './useWorkoutProgress';
import styles from './WorkoutPage.module.css';

/** Minimum accepted value per kind (spec §3 client state; the limits of §5). */
const MINIMUMS: SetMinimums = {
  count: SET_LIMITS.count.min,
  duration: SET_LIMITS.duration.min,
  weight: SET_LIMITS.weight.min,
};
/** The contract's longest workout time, seconds. */
const MAX_TIME = 86400;

const scrollTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * Workout (route workout, /workout/{user_pack_id}/{day id}): info, drill pages (the intensive
 * layout for intensive members and INTENSIVE workouts), a rest after each lap, the result.
 */
export default function WorkoutPage() {
  const { user_pack_id: userPackId = '', id: dayId = '' } = useParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { profile, token } = useSession();
  const [workout, setWorkout] = useState<WorkoutResult | null>(null);
  const [resting, setResting] = useState(false);
  const [technique, setTechnique] = useState<number | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [result, setResult] = useState<WorkoutPostResult | null>(null);
  /** the result was kept on the device: it is sent once the network returns (gym mode) */
  const [pending, setPending] = useState(false);
  /** why the last finish was not saved (the ticks stay on the device meanwhile) */
  const [refusal, setRefusal] = useState<FinishRefusal | null>(null);
  const [unfreezing, setUnfreezing] = useState(false);
  /** status and best result read again after a refusal or an unfreeze (the plan stays as is) */
  const [live, setLive] = useState<Pick<WorkoutResult, 'status' | 'result'> | null>(null);
  const coursePath = `/course/${userPackId}`;
  const reportPath = `/workout/report/${userPackId}/${dayId}`;

  useEffect(() => {
    let alive = true;
    setWorkout(null);
    setResult(null);
    setPending(false);
    setResting(false);
    setRefusal(null);
    setLive(null);
    void getWorkout(dayId, userPackId).then(({ result: loaded }) => {
      if (!alive) return;
      if (loaded) setWorkout(loaded);
      else navigate(coursePath, { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [dayId, userPackId, token, navigate, coursePath]);

  /** The course's status now (another device may have frozen or unfrozen it). */
  const reloadStatus = useCallback(async () => {
    const { result: fresh } = await getWorkout(dayId, userPackId);
    // only what can change: a new plan object would rebuild the pages
    if (fresh) setLive({ status: fresh.status, result: fresh.result });
    return fresh;
  }, [dayId, userPackId]);
  const status = live?.status ?? workout?.status ?? null;
  const dayResult = live ? live.result : (workout?.result ?? null);

  const model = useMemo(() => (workout ? workoutModel(workout) : null), [workout]);
  const intensive = Boolean(profile?.is_intensive) || workout?.type === 'INTENSIVE';
  const pages = useMemo(() => (model ? workoutPages(model, intensive) : null), [model, intensive]);
  const key = progressKey(userPackId, dayId);
  const { progress, commit, current } = useWorkoutProgress(key, pages);

  const empty = model ? isEmptyWorkout(model) : false;
  const page = progress && pages && progress.started ? pages[progress.lap]?.[progress.index] : null;

  const start = async () => {
    if (empty) {
      showBanner('fail', EMPTY_WORKOUT);
      return;
    }
    // a day already done is repeated only when the member says so (its best result stays)
    if (dayResult && !(await confirm(REPEAT_CONFIRM))) return;
    const p = current();
    if (p.startedAt === null) {
      trackEvent('training_start', {
        user_pack_id: Number(userPackId),
        day_id: Number(dayId),
        type: workout?.type,
      });
    }
    commit({ ...p, started: true, startedAt: p.startedAt ?? Date.now() });
    scrollTop();
  };

  const toggle = (set: PlannedSet) => {
    const p = current();
    const done = toggleSet(p.done, set, p.entered[set.id], MINIMUMS);
    commit({ ...p, done });
    return done;
  };

  const enter = (setId: number, kind: ValueKind, value: number) => {
    const p = current();
    commit({ ...p, entered: { ...p.entered, [setId]: { ...p.entered[setId], [kind]: value } } });
  };

  const finish = async () => {
    if (finishing) return;
    if (Object.keys(current().done).length === 0 && !current().attempt) {
      // nothing ticked: ask first; a saved result of the day is never replaced by it
      setFinishing(true);
      const sure = await confirm(EMPTY_FINISH(dayResult !== null));
      setFinishing(false);
      if (!sure) return;
    }
    const p = current();
    // One attempt per finish: the same key and time on every retry, even after a reload.
    const attempt = p.attempt ?? {
      id: newAttemptId(),
      time: Math.min(
        MAX_TIME,
        Math.max(0, Math.round((Date.now() - (p.startedAt ?? Date.now())) / 1000)),
      ),
    };
    if (!p.attempt) commit({ ...p, attempt });
    setFinishing(true);
    const body = { attempt_id: attempt.id, time: attempt.time, results: Object.values(p.done) };
    // Without a network the result goes straight to the outbox; with one, it is posted (with
    // retries) first and kept for later only when it never reached the server.
    const answer = navigator.onLine ? await postResultWithRetry(dayId, userPackId, body) : null;
    if ((!answer || answer.status === 0) && model) {
      if (await keepResultForLater(userPackId, dayId, body)) {
        setFinishing(false);
        setRefusal(null);
        clearProgress(key);
        setPending(true);
        setResult({ percent: localPercent(model, p.done), stars: 0, time: attempt.time });
        scrollTop();
        return;
      }
    }
    if (!answer?.result) {
      // Refused or unreachable: the ticks (and the attempt) stay in this device's storage.
      const status = answer?.status ?? 0;
      const fresh = status === 0 ? null : await reloadStatus();
      setFinishing(false);
      if (fresh?.status === 'FROSTED') {
        setRefusal('frozen');
        if (await confirm(FROZEN_REFUSAL)) void unfreeze();
      } else {
        setRefusal(status === 0 ? 'network' : 'other');
        showBanner('fail', answer?.error?.message ?? NETWORK_ERROR_MESSAGE);
      }
      return;
    }
    setFinishing(false);
    setRefusal(null);
    clearProgress(key);
    trackEvent('training_finish', {
      user_pack_id: Number(userPackId),
      day_id: Number(dayId),
      percent: answer.result.percent,
    });
    setResult(answer.result);
    scrollTop();
  };

  /** The early unfreeze (its confirmation first), then the course's status again. */
  const unfreeze = async () => {
    if (!workout || unfreezing) return;
    setUnfreezing(true);
    const done = await unfreezeCourse(Number(userPackId), workout.course_name);
    if (done) {
      const fresh = await reloadStatus();
      if (fresh?.status !== 'FROSTED') setRefusal((r) => (r === 'frozen' ? null : r));
    }
    setUnfreezing(false);
  };

  const onMain = () => {
    if (!pages || !progress) return;
    const action = mainAction(pages, progress.lap, progress.index);
    setTechnique(null);
    if (action === 'next') {
      commit({ ...current(), index: progress.index + 1 });
      scrollTop();
    } else if (action === 'finishLap') {
      commit({ ...current(), lap: progress.lap + 1, index: 0 });
      if ((model?.relax ?? 0) >= 1) setResting(true);
      scrollTop();
    } else {
      void finish();
    }
  };

  const endRest = useCallback(() => setResting(false), []);

  const exit = () => {
    if (result) {
      navigate(coursePath);
    } else if (technique !== null) {
      setTechnique(null);
    } else if (resting) {
      setResting(false);
    } else if (progress?.started && pages) {
      const prev = previousPage(pages, progress.lap, progress.index);
      commit(prev ? { ...current(), ...prev } : { ...current(), started: false });
    } else if (window.history.length > 1) {
      navigate(-1);
    } else {
      navigate(coursePath);
    }
  };

  if (!workout || !model || !pages || !progress) {
    return <PageLoader />;
  }

  const counter =
    page && !resting && !result ? pageCounter(pages, progress.lap, progress.index) : null;
  const title = workout.title || workout.course_name;
  let body;
  if (result) {
    body = (
      <ResultScreen
        title={title}
        name={workoutName(model)}
        percent={result.percent}
        time={result.time}
        exercises={exerciseCount(model)}
        bestPercent={result.best?.percents}
        pending={pending}
        reportTo={reportPath}
        onClose={() => navigate(coursePath)}
      />
    );
  } else if (resting) {
    body = <RestScreen seconds={model.relax} onDone={endRest} />;
  } else if (!page) {
    body = (
      <WorkoutInfo
        model={model}
        lapBased={isLapBased(workout)}
        empty={empty}
        result={dayResult}
        frozen={status === 'FROSTED'}
        reportTo={reportPath}
        onStart={() => void start()}
        onUnfreeze={() => void unfreeze()}
        unfreezing={unfreezing}
      />
    );
  } else {
    const enabled = enabledSetIds(page, progress.done, intensive);
    const currentId = currentSet(pageSets(page), progress.done)?.id ?? null;
    const action = mainAction(pages, progress.lap, progress.index);
    body = (
      <div className={styles.page}>
        {pages.length > 1 && !page.warmup && (
          <p className={styles.lap}>
            Круг {progress.lap + 1} из {pages.length}
          </p>
        )}
        {page.drills.map((drill) => (
          <DrillBlock
            key={drill.key}
            drill={drill}
            gymnastics={model.gymnastics}
            done={progress.done}
            entered={progress.entered}
            enabled={enabled}
            currentId={currentId}
            intensive={intensive}
            mobile={isMobile}
            techniqueId={technique}
            onTechnique={setTechnique}
            onToggle={toggle}
            onEnter={enter}
          />
        ))}
        <div className={styles.actions}>
          <Button className={styles.main} loading={finishing} onClick={onMain}>
            {MAIN_ACTION_LABEL[action]}
          </Button>
        </div>
        {refusal && (
          <p className={styles.refusal} role="status">
            {refusalNote(refusal)}
          </p>
        )}
      </div>
    );
  }

  const techniqueGym = technique !== null ? model.gymnastics[technique] : undefined;
  return (
    <div className={styles.workout}>
      <WorkoutHeader title={title} counter={counter} onExit={exit} />
      {body}
      {isMobile && techniqueGym && (
        <FullScreenPanel title={TECHNIQUE} onClose={() => setTechnique(null)}>
          <h3 className={styles.techniqueName}>{techniqueGym.name}</h3>
          <div dangerouslySetInnerHTML={{ __html: safeHtml(techniqueGym.description) }} />
        </FullScreenPanel>
      )}
    </div>
  );
}

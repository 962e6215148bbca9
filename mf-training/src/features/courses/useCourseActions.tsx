import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsMobile } from '@club/shared';
import { loadActivationInfo } from '../activation/activationStore';
import { unfreezeCourse } from '../freeze/freezeFlow';
import { actionPath, type CardView } from './courseCard';

// The freeze modal (with the validation module) loads only when a member opens it.
const FreezeModal = lazy(() => import('../freeze/FreezeModal'));

export interface CourseActions {
  /** runs the card button's action */
  run: (view: CardView) => void;
  /** the card whose action is under way (its button shows a spinner) */
  busyId: number | null;
  /** opens the desktop freeze modal of a user pack */
  openFreeze: (userPackId: number) => void;
  /** the desktop freeze modal, to render beside the cards */
  modal: ReactNode;
}

/**
 * The card buttons (spec part 1 §4 statuses): "Активировать" loads the activation info and opens
 * the questionnaire only when it arrived; "Заморозить" opens the freeze modal (desktop) or page
 * (mobile); "Разморозить" asks, then unfreezes. `onChanged` reloads the cards after a change.
 */
export function useCourseActions(onChanged: () => void): CourseActions {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [freezeId, setFreezeId] = useState<number | null>(null);
  const busy = useRef(false);

  const run = useCallback(
    (view: CardView) => {
      if (busy.current) return;
      const withBusy = async (job: () => Promise<void>) => {
        busy.current = true;
        setBusyId(view.id);
        try {
          await job();
        } finally {
          busy.current = false;
          setBusyId(null);
        }
      };
      if (view.action === 'activate') {
        void withBusy(async () => {
          if (await loadActivationInfo(view.id)) navigate(actionPath('activate', view.id));
        });
      } else if (view.action === 'freeze') {
        if (view.actionDisabled) return;
        if (isMobile) navigate(actionPath('freeze', view.id));
        else setFreezeId(view.id);
      } else if (view.action === 'unfreeze') {
        void withBusy(async () => {
          if (await unfreezeCourse(view.id, view.fullName)) onChanged();
        });
      }
    },
    [isMobile, navigate, onChanged],
  );

  const modal =
    freezeId !== null ? (
      <Suspense fallback={null}>
        <FreezeModal
          userPackId={freezeId}
          onClose={() => setFreezeId(null)}
          onDone={() => {
            setFreezeId(null);
            onChanged();
          }}
        />
      </Suspense>
    ) : null;

  return { run, busyId, openFreeze: setFreezeId, modal };
}

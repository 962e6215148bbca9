// Steps 3-4 of the activation (spec part 1 §4 "Activation"): the sequential warning when asked for,
// then the call and what follows a success.
import {
  confirm,
  notice,
  requestUserInfoReload,
  showCourseActivated,
  trackEvent,
  type ActivationInfoResult,
  type Profile,
} from '@club/shared';
import { activate } from '../../api/activate';
import { activationBody, type QuestionnaireValues } from './questionnaire';

/** Spec §9: the text modal opens 800 ms after a successful activation. */
export const ACTIVATION_NOTICE_DELAY_MS = 800;

export const SEQUENTIAL_WARNING = {
  title: 'Внимание!',
  text:
    'У тебя уже есть активный курс. Если активировать этот курс сейчас, оба курса пойдут ' +
    'одновременно и их сроки будут идти параллельно. Активировать курс?',
  yes: 'Активировать',
  no: 'Нет',
} as const;

const ACTIVATED_INTRO =
  'Тренировки курса уже ждут тебя на странице курса: начни с первого дня. План питания по ' +
  'твоей анкете появится в разделе «Питание», а сколько дней осталось до конца курса, видно ' +
  'в верхней панели.';

/**
 * The text modal after an activation. It promises only what the course can do: a course in the
 * contest cannot be frozen and keeps its place and diet type (spec §4), so its text says that
 * instead of offering a freeze.
 */
export function activatedNotice(contest: boolean): { title: string; text: string } {
  return {
    title: 'Курс активирован',
    text: contest
      ? `${ACTIVATED_INTRO} Курс участвует в конкурсе «До и после»: он идет ровно 30 дней без ` +
        'заморозки, а место занятий и тип питания во время участия не меняются. Не забудь ' +
        'добавить отчет «До».'
      : `${ACTIVATED_INTRO} Если курс придется прервать, его можно заморозить на срок до 14 дней.`,
  };
}

/** Desktop: the sequential warning as a modal ("Нет" / "Активировать", styles reversed). */
export const askSequentialWarning = (): Promise<boolean> =>
  confirm({ ...SEQUENTIAL_WARNING, reversed: true });

/**
 * Posts the questionnaire. On success: the "course activated" overlay, the member's info reloads,
 * the analytics event, and the text modal 800 ms later. Returns whether it succeeded (a failure
 * shows the server's message through the API client).
 */
export async function submitActivation(
  userPackId: number,
  values: QuestionnaireValues,
  info: ActivationInfoResult,
  profile: Profile | null,
): Promise<boolean> {
  const answer = await activate(activationBody(userPackId, values, profile));
  if (answer.error || !answer.result) return false;
  const target = info.dieta_targets.find((t) => t.id === values.diet.dieta_target);
  showCourseActivated({
    courseFullName: answer.result.course_name,
    dietTarget: answer.result.dieta_target ?? target?.name ?? '',
  });
  requestUserInfoReload();
  trackEvent('activation', {
    user_pack_id: userPackId,
    course_name: answer.result.course_name,
    dieta_target: answer.result.dieta_target ?? target?.name ?? null,
    contest: values.diet.contest,
  });
  const text = activatedNotice(values.diet.contest);
  setTimeout(() => void notice(text.title, text.text), ACTIVATION_NOTICE_DELAY_MS);
  return true;
}

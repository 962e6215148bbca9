// Activation info loaded BEFORE the activation page opens (spec part 1 §4, part 2 §2.2): the
// "Активировать" buttons load it and navigate only when it arrived; the questionnaire, the mobile
// confirmation page and the sequential warning read it from here, with the answers typed so far.
// Leaving the activation flow resets it.
import { BehaviorSubject, type ActivationInfoResult } from '@club/shared';
import { getActivationInfo } from '../../api/getActivationInfo';
import type { QuestionnaireValues } from './questionnaire';

export interface ActivationFlow {
  userPackId: number;
  info: ActivationInfoResult;
  /** the questionnaire as the member left it (kept across the mobile confirmation pages) */
  draft: QuestionnaireValues | null;
}

const flow = new BehaviorSubject<ActivationFlow | null>(null);
export const activationFlow$ = flow.asObservable();

/** The loaded flow of this user pack, or null. */
export function activationFlow(userPackId: number): ActivationFlow | null {
  const current = flow.getValue();
  return current && current.userPackId === userPackId ? current : null;
}

/**
 * Loads the activation info of a user pack into the flow. False when the call failed (the API
 * client has shown the error banner): the caller then stays where it is.
 */
export async function loadActivationInfo(userPackId: number): Promise<ActivationInfoResult | null> {
  const answer = await getActivationInfo(userPackId);
  if (answer.error || !answer.result) return null;
  flow.next({ userPackId, info: answer.result, draft: null });
  return answer.result;
}

export function saveDraft(userPackId: number, draft: QuestionnaireValues): void {
  const current = activationFlow(userPackId);
  if (current) flow.next({ ...current, draft });
}

export function resetActivation(): void {
  flow.next(null);
}

/** Routes of the flow itself: going there keeps the loaded info, going anywhere else resets it. */
export function isActivationPath(pathname: string): boolean {
  return /^\/course\/activate\//.test(pathname) || pathname.startsWith('/contest_info');
}

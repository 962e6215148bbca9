// What the workout asks and says around its finish (issue 10): a done day is repeated only after
// a confirmation, a finish with nothing ticked asks first, and a finish the server refuses keeps
// the ticked sets on the device (progress.ts) and says so.
import type { ConfirmRequest } from '@club/shared';

export const REPEAT_CONFIRM: ConfirmRequest = {
  title: 'Повторить тренировку?',
  text:
    'Эта тренировка уже пройдена. Твой лучший результат сохранится: повтор заменит его, только ' +
    'если будет лучше.',
  yes: 'Повторить',
  no: 'Отмена',
};

/** "Завершить тренировку" with nothing ticked; `saved`: the day already has a result. */
export const EMPTY_FINISH = (saved: boolean): ConfirmRequest => ({
  title: 'Ни один подход не отмечен',
  text: saved
    ? 'Завершить тренировку без отмеченных подходов? Эта попытка получит 0%, а сохраненный ' +
      'результат дня не изменится.'
    : 'Завершить тренировку без отмеченных подходов? Результат тренировки будет 0%.',
  yes: 'Завершить',
  no: 'Вернуться к тренировке',
});

/** The course was frozen meanwhile (e.g. on another device): the finish was refused. */
export const FROZEN_REFUSAL: ConfirmRequest = {
  title: 'Курс заморожен',
  text:
    'Результат не сохранен: во время заморозки результаты тренировок не принимаются. ' +
    'Отмеченные подходы сохранены на этом устройстве — разморозь курс и снова нажми ' +
    '«Завершить тренировку».',
  yes: 'Разморозить курс',
  no: 'Позже',
};

/** Why the last finish was not saved. */
export type FinishRefusal = 'frozen' | 'network' | 'other';

/** The note under the finish button while the result waits on the device. */
export function refusalNote(refusal: FinishRefusal): string {
  if (refusal === 'frozen') {
    return (
      'Курс заморожен. Отмеченные подходы сохранены на этом устройстве: результат можно будет ' +
      'сохранить после разморозки.'
    );
  }
  if (refusal === 'network') {
    return (
      'Нет связи с сервером. Отмеченные подходы сохранены на этом устройстве: нажми ' +
      '«Завершить тренировку» еще раз, когда связь появится.'
    );
  }
  return 'Результат не сохранен. Отмеченные подходы сохранены на этом устройстве.';
}

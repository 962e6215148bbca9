// The training module's Russian texts (refusals and successes), one place for routes and tests.
import { MESSAGES as FORM } from '@club/shared/validation';

export const TRAINING_MESSAGES = {
  courseNotFound: 'Курс не найден',
  dayNotFound: 'Тренировка не найдена',
  resultNotFound: 'Результат тренировки не найден',
  notActivated: 'Курс еще не активирован',
  elapsed: 'Срок курса истек',

  // activation
  alreadyActivated: 'Курс уже активирован',
  activationWindowPassed: 'Срок активации курса истек',
  heightRange: FORM.profile.heightRange,
  place: 'Выбери место занятий',
  activity: 'Выбери уровень активности',
  country: FORM.activation.country,
  target: 'Выбери цель',
  eatingType: 'Выбран недоступный режим питания',
  cookingType: 'Выбран недоступный тип приготовления',
  dietaType: 'Выбран недоступный тип питания',
  contestTarget: 'Участие в конкурсе доступно только с конкурсной целью',
  activated: (courseName: string, target: string | null) =>
    target
      ? `Курс "${courseName} : ${target}" успешно активирован!`
      : `Курс "${courseName}" успешно активирован!`,

  // freeze
  frostDays: FORM.frost.days,
  frostContest: 'Курс участвует в конкурсе, заморозка недоступна',
  frostOnceADay: 'Заморозить курс можно не чаще одного раза в сутки',
  alreadyFrosted: 'Курс уже заморожен',
  notFrosted: 'Курс не заморожен',
  frosted: (courseName: string) => `${courseName} успешно заморожен`,
  unfrosted: (courseName: string) => `${courseName} успешно разморожен`,

  // place
  placeContest: 'Курс участвует в конкурсе, смена места занятий недоступна',
  placeOnce: 'Место занятий можно изменить только один раз за курс',
  placeSingle: 'Для этого курса нет другого места занятий',
  placeForeign: 'Выбери место занятий из списка',
  placeSame: 'Это место занятий уже выбрано',
  placeChanged: 'Место занятий успешно изменено.',

  // workout
  frozenNoResults: 'Курс заморожен: результаты тренировок не принимаются до разморозки',
  demoDayOnly: 'В демо-курсе доступна только первая тренировка',
  setForeign: 'Подход не относится к этой тренировке',
  setTwice: 'Подход указан несколько раз',
  setValueRange:
    'Значение подхода вне допустимых пределов: вес от 0 до 300 кг, повторения и время до 300 ' +
    '(в подходе «max» до 999)',
  attemptOtherDay: 'Ключ попытки уже использован для другой тренировки',
} as const;

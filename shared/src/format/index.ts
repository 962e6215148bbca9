// Russian formatting: plurals, moments in the member's time zone, calendar dates in the +4 h
// display zone, remaining time, durations.
export {
  plural,
  withPlural,
  pluralDays,
  pluralHours,
  pluralMinutes,
  pluralSeconds,
  pluralSymbols,
  DAY_FORMS,
  HOUR_FORMS,
  MINUTE_FORMS,
  MINUTE_ACC_FORMS,
  SECOND_FORMS,
  SYMBOL_FORMS,
  type PluralForms,
} from './plural';
export {
  DISPLAY_SHIFT_SECONDS,
  DISPLAY_DATE_FORMAT,
  DISPLAY_DATE_TIME_FORMAT,
  toDisplayDate,
  formatDate,
  formatDateTime,
  parseDisplayDate,
  birthdayToDisplay,
  ageFrom,
} from './date';
export {
  formatLocalTime,
  formatLocalDate,
  formatLocalDateTime,
  localDayKey,
  previousDayKey,
} from './local';
export { waitedFor, waitingSince } from './waiting';
export { timeLeft, workoutDuration, countdown, timeAgo, type TimeLeft } from './time';
export {
  firstName,
  firstLetter,
  formatWeight,
  formatOneDecimal,
  groupDigits,
  percentsTo100,
} from './text';
export * from './href';
export {
  MENU_CODE_PATHS,
  isAppPath,
  notificationPath,
  type NotificationLink,
} from './notificationLink';

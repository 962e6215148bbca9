// Texts of the dynamics calls. The form's own texts (bounds, empty report, date, photos) come from
// @club/shared/validation's REPORT_MESSAGES, the same the apps show.
export const DYNAMICS_MESSAGES = {
  notFound: 'Отчёт не найден',
  contestLocked: 'Конкурсный отчёт может изменить только администратор',
  saved: 'Отчет успешно отправлен',
  deleted: 'Отчёт удалён',
  badKey: 'Некорректный ключ отправки',
  photoTwice: 'Ошибка! Можно прикрепить только одно фото каждого вида',
} as const;

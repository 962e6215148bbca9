// Texts of the contest calls and of the review alerts the member reads on the contest page.
import {
  CONTEST_REASON_MAX_LENGTH,
  type ContestReportStatus,
  type ContestReportType,
} from '@club/shared/contract';

/** Characters of a rejection's reason (the staff app's field says the same). */
export const REASON_MAX_LENGTH = CONTEST_REASON_MAX_LENGTH;

export const CONTEST_MESSAGES = {
  notTakingPart: 'Ты не участвуешь в конкурсе',
  badType: 'Некорректный тип отчёта',
  beforeSent: 'Отчёт "До" уже отправлен',
  afterSent: 'Отчёт "После" уже отправлен',
  afterLocked: 'Отчёт "После" можно добавить, когда отчёт "До" будет принят',
  sent: 'Отчет успешно отправлен',
  refused: 'Ты больше не участвуешь в конкурсе',
  success: 'Success',
  reportNotFound: 'Конкурсный отчёт не найден',
  reasonTooLong: `Причина отказа длиннее ${REASON_MAX_LENGTH} символов`,
} as const;

const TITLE: Record<ContestReportType, string> = { before: 'Отчёт "До"', after: 'Отчёт "После"' };

/**
 * The end of a rejection's text: the member sends a new report in place of the rejected one
 * (the row's 'Добавить' on the contest page, spec §2.6). Migration 0015 put it in place of the
 * earlier end (' Напиши тренеру в чат — он подскажет, что исправить.') in rejections made before.
 */
export const RESEND_HINT =
  'Исправь и отправь новый отчёт — кнопка "Добавить" на странице конкурса. Если нужна помощь, напиши тренеру в чат.';

/**
 * What the alert of a report says for each review status (kept with the report when it changes;
 * the notification of a decision says the same). A rejection with a reason names it, and says a
 * new report can be sent.
 */
export function reviewMessage(
  type: ContestReportType,
  status: ContestReportStatus,
  reason?: string | null,
): string {
  const why = reason?.replace(/\s+/g, ' ').trim();
  if (status === 'reject' && why) {
    const end = /[.!?…]$/.test(why) ? '' : '.';
    return `${TITLE[type]} отклонён. Причина: ${why}${end} ${RESEND_HINT}`;
  }
  switch (status) {
    case 'not_viewed':
      return `${TITLE[type]} отправлен на проверку. Мы сообщим, когда проверим его.`;
    case 'approve':
      return type === 'before'
        ? `${TITLE.before} принят! Теперь можно добавить отчёт "После".`
        : `${TITLE.after} принят! Итоги конкурса объявим после его завершения.`;
    case 'reject':
      return `${TITLE[type]} отклонён: фото не соответствуют правилам конкурса. ${RESEND_HINT}`;
  }
}

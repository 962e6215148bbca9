// Texts of the contest calls and of the review alerts the member reads on the contest page.
import type { ContestReportStatus, ContestReportType } from '@club/shared/contract';

export const CONTEST_MESSAGES = {
  notTakingPart: 'Ты не участвуешь в конкурсе',
  badType: 'Некорректный тип отчёта',
  beforeSent: 'Отчёт "До" уже отправлен',
  afterSent: 'Отчёт "После" уже отправлен',
  afterLocked: 'Отчёт "После" можно добавить, когда отчёт "До" будет принят',
  sent: 'Отчет успешно отправлен',
  refused: 'Ты больше не участвуешь в конкурсе',
  success: 'Success',
} as const;

const TITLE: Record<ContestReportType, string> = { before: 'Отчёт "До"', after: 'Отчёт "После"' };

/** What the alert of a report says for each review status (kept with the report when it changes). */
export function reviewMessage(type: ContestReportType, status: ContestReportStatus): string {
  switch (status) {
    case 'not_viewed':
      return `${TITLE[type]} отправлен на проверку. Мы сообщим, когда проверим его.`;
    case 'approve':
      return type === 'before'
        ? `${TITLE.before} принят! Теперь можно добавить отчёт "После".`
        : `${TITLE.after} принят! Итоги конкурса объявим после его завершения.`;
    case 'reject':
      return `${TITLE[type]} отклонён: фото не соответствуют правилам конкурса. Напиши тренеру в чат — он подскажет, что исправить.`;
  }
}

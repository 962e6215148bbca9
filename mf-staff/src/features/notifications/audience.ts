// How a sent notification's audience reads.
import type { NotificationSent } from '@club/shared';

export function audienceText(sent: Pick<NotificationSent, 'audience' | 'member' | 'course'>) {
  if (sent.audience === 'all') return 'Всем участникам';
  if (sent.audience === 'course')
    return sent.course ? `Участникам курса «${sent.course.name}»` : 'Участникам курса';
  return sent.member ? `Участнику: ${sent.member.name}` : 'Одному участнику';
}

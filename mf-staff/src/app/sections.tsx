// THE list of the staff app's sections: the navigation, the routes under /staff/ and the home
// page's cards are all made from it, each shown only to whoever holds one of its permissions
// (the server refuses the calls anyway: plugins/permissions.ts). Adding a section is one entry
// here (docs/TEAM-NOTES.md "The staff app"): its path under /staff/, its Russian title and one line
// for the home page, the permissions that open it, and its page — a lazy component that renders
// its own relative <Routes> for its sub-pages.
import { lazy, type ComponentType } from 'react';
import type { Permission } from '@club/shared';
import ContestBadge from '../features/contest/ContestBadge';
import InboxAlerts from '../features/inbox/InboxAlerts';
import InboxBadge from '../features/inbox/InboxBadge';

export interface StaffSection {
  /** the path segment: the section lives at /staff/<path>/ */
  path: string;
  /** the navigation's label */
  title: string;
  /** what the section is for, one line on the home page */
  description: string;
  /** shown to whoever holds any of these; null: every staff member */
  anyOf: readonly Permission[] | null;
  /** the section (its own chunk), rendering its sub-pages with relative <Routes> */
  Page: ComponentType;
  /** a small count beside the title in the navigation (e.g. conversations waiting), if any */
  Badge?: ComponentType;
  /** what the section keeps telling wherever one is (the tab's title, a switch under the navigation) */
  Alerts?: ComponentType;
}

export const SECTIONS: readonly StaffSection[] = [
  {
    path: 'inbox',
    title: 'Входящие',
    description:
      'Разговоры с участниками: кто дольше всех ждёт ответа, заметки, шаблоны, сведения об участнике.',
    anyOf: ['chats:reply:assigned', 'chats:read:psych'],
    Page: lazy(() => import('../features/inbox/InboxSection')),
    Badge: InboxBadge,
    Alerts: InboxAlerts,
  },
  {
    path: 'progress',
    title: 'Прогресс',
    description:
      'Новые отчёты о прогрессе твоих участников: сравнение с прошлым отчётом и комментарий в чат.',
    anyOf: ['progress:review'],
    Page: lazy(() => import('../features/progress/ProgressSection')),
  },
  {
    path: 'contest',
    title: 'Конкурс',
    description: 'Конкурсные отчёты, которые ждут решения: принять или отклонить с причиной.',
    anyOf: ['contest:moderate'],
    Page: lazy(() => import('../features/contest/ContestSection')),
    Badge: ContestBadge,
  },
  {
    path: 'articles',
    title: 'Статьи',
    description:
      'Статьи для участников: черновики, предпросмотр, публикация и снятие с публикации.',
    anyOf: ['articles:publish'],
    Page: lazy(() => import('../features/articles/ArticlesSection')),
  },
  {
    path: 'notifications',
    title: 'Уведомления',
    description: 'Уведомления участнику, участникам курса или всем, и история отправленных.',
    anyOf: ['notifications:send'],
    Page: lazy(() => import('../features/notifications/NotificationsSection')),
  },
  {
    path: 'replies',
    title: 'Шаблоны ответов',
    description: 'Готовые ответы: свои и общие для клуба; рабочее время и сроки ответа.',
    anyOf: ['chats:reply:assigned', 'chats:read:psych', 'staff:manage'],
    Page: lazy(() => import('../features/inbox/RepliesPage')),
  },
  {
    path: 'members',
    title: 'Участники',
    description:
      'Участники, которых ты ведёшь: тренер, диетолог и психолог каждого, история назначений.',
    anyOf: ['chats:reply:assigned', 'chats:read:all', 'members:read:all', 'staff:manage'],
    Page: lazy(() => import('../features/members/MembersSection')),
  },
  {
    path: 'team',
    title: 'Сотрудники',
    description:
      'Сотрудники клуба: новые учётные записи, должности, роли, направления, отключение.',
    anyOf: ['staff:manage'],
    Page: lazy(() => import('../features/team/TeamSection')),
  },
  {
    path: 'roles',
    title: 'Роли',
    description: 'Роли и права, которые они дают.',
    anyOf: ['staff:manage'],
    Page: lazy(() => import('../features/roles/RolesSection')),
  },
  {
    path: 'covers',
    title: 'Замены',
    description: 'Кто отвечает участникам сотрудника, пока он в отпуске или на больничном.',
    anyOf: ['staff:manage'],
    Page: lazy(() => import('../features/covers/CoversPage')),
  },
  {
    path: 'audit',
    title: 'Журнал',
    description: 'Журнал действий сотрудников: кто, что и когда изменил.',
    anyOf: ['audit:read'],
    Page: lazy(() => import('../features/audit/AuditPage')),
  },
];

/** The sections these permissions open, in the navigation's order. */
export function sectionsFor(
  permissions: readonly string[],
  sections: readonly StaffSection[] = SECTIONS,
): StaffSection[] {
  return sections.filter((s) => s.anyOf === null || s.anyOf.some((p) => permissions.includes(p)));
}

// The staff app (issue 28): paths, permissions, disciplines, audit actions and texts (plain values,
// safe for browser bundles; the schemas are in staff.ts).
//
// Who is who: an account that holds any role (`user_roles`) is staff, every other account is a
// member. Every /api route states its audience (member, staff or any; server/src/plugins/audience.ts):
// a member's token is refused by every staff call, a staff token by the calls that act as a member.
//
// - GET   /api/auth/me                               who is signed in (kind, name, position, permissions)
// - GET   /api/staff/directory                       every staff member (names, positions, disciplines)
// - GET   /api/staff/members?q=&after_name=&after_id= the members the caller sees (the visibility rule)
// - POST  /api/staff/members                         a new member (members:create; issue 31)
// - GET   /api/staff/members/{id}                    a member: current assignments, covers, history
// - PUT   /api/staff/members/{id}/assignments/{d}    { staff_id }: reassign a discipline (staff:manage)
// - GET   /api/staff/team                            staff with roles and members assigned (staff:manage)
// - POST  /api/staff/team                            a new staff account, welcome letter (staff:manage)
// - PATCH /api/staff/team/{id}                       name, position, roles, disciplines (staff:manage)
// - PUT   /api/staff/team/{id}/active                { active }: deactivate or reactivate (staff:manage)
// - POST  /api/staff/team/{id}/transfer              { discipline, to_staff_id }: hand over all members
// - GET   /api/staff/roles, POST /api/staff/roles, PATCH /api/staff/roles/{id}   roles (staff:manage)
// - GET   /api/staff/covers, POST /api/staff/covers, POST /api/staff/covers/{id}/end  (staff:manage)
// - GET   /api/staff/audit?actor_id=&member_id=&member=&action=&before_id=   the audit log (audit:read)

import type { ChatChannelId } from './paths-chats';
import { paths } from './paths';

// AUDIENCE_ERROR_CODE (the refusal by audience) is in ./paths: the shell reads it at every start.

/**
 * Every permission the code checks. A role bundles any of them; code asks for a permission, never
 * for a role's name. Add a new one here (with its label) and check it with `config.permission`.
 */
export const PERMISSIONS = [
  'chats:reply:assigned',
  'chats:read:psych',
  'chats:read:all',
  'progress:review',
  'contest:moderate',
  'articles:publish',
  'notifications:send',
  'members:create',
  'members:read:all',
  'staff:manage',
  'audit:read',
  'mail:read:all',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);

/** What each permission allows, as the roles page says it. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'chats:reply:assigned': 'Отвечать в чатах своих участников',
  'chats:read:psych': 'Вести чат с психологом своих участников',
  'chats:read:all': 'Читать чаты с тренером и диетологом всех участников',
  'progress:review': 'Проверять отчёты о прогрессе своих участников',
  'contest:moderate': 'Модерировать конкурс',
  'articles:publish': 'Публиковать статьи',
  'notifications:send': 'Отправлять уведомления',
  'members:create': 'Создавать аккаунты участников',
  'members:read:all': 'Видеть всех участников клуба',
  'staff:manage': 'Управлять сотрудниками, ролями, назначениями и заменами',
  'audit:read': 'Читать журнал действий',
  'mail:read:all':
    'Читать в консоли тестировщика письма клуба на любой адрес (без ссылок для пароля)',
};

/** What a staff member answers: the member's staff chat channels. */
export const DISCIPLINES: readonly ChatChannelId[] = ['coach', 'dietolog', 'psyhologist'];
export type Discipline = ChatChannelId;
export const isDiscipline = (value: unknown): value is Discipline =>
  typeof value === 'string' && (DISCIPLINES as readonly string[]).includes(value);

export const DISCIPLINE_LABELS: Record<Discipline, string> = {
  coach: 'Тренер',
  dietolog: 'Диетолог',
  psyhologist: 'Психолог',
};

/**
 * Actions of the audit log and how the log names them. Issue 28's later parts add theirs here
 * (contest decisions, publishing, notifications sent, reads of psychologist chats and body photos).
 */
export const AUDIT_ACTION_LABELS = {
  'staff.create': 'Создан сотрудник',
  'staff.update': 'Изменён сотрудник',
  'staff.deactivate': 'Сотрудник отключён',
  'staff.activate': 'Сотрудник снова включён',
  'role.create': 'Создана роль',
  'role.update': 'Изменена роль',
  'assignment.change': 'Изменено назначение',
  'cover.create': 'Назначена замена',
  'cover.end': 'Замена завершена',
  'member.create': 'Создан участник',
  'chat.psych.read': 'Открыт чат с психологом',
  'inbox.settings': 'Изменены часы работы и сроки ответа',
  'progress.review': 'Отчёт о прогрессе проверен',
  'contest.approve': 'Конкурсный отчёт принят',
  'contest.reject': 'Конкурсный отчёт отклонён',
  'photos.read': 'Просмотр фото тела',
  'article.create': 'Создана статья',
  'article.update': 'Изменена статья',
  'article.publish': 'Статья опубликована',
  'article.unpublish': 'Статья снята с публикации',
  'notification.send': 'Отправлено уведомление',
  'mail.read': 'Просмотр писем другого адреса',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export const STAFF_PAGE_SIZE = { members: 50, audit: 50 } as const;

export const staffPaths = {
  /** GET: who is signed in (any account) */
  me: paths.me,
  /** GET: every staff member, for pickers and names (any staff) */
  directory: '/api/staff/directory',
  /** GET: the members the caller sees; POST { email, name, pack_id? } (members:create) */
  members: '/api/staff/members',
  member: (id: number | string) => `/api/staff/members/${id}`,
  memberRoute: '/api/staff/members/:id',
  assignment: (memberId: number | string, discipline: string) =>
    `/api/staff/members/${memberId}/assignments/${discipline}`,
  assignmentRoute: '/api/staff/members/:id/assignments/:discipline',
  team: '/api/staff/team',
  teamMember: (id: number | string) => `/api/staff/team/${id}`,
  teamMemberRoute: '/api/staff/team/:id',
  teamActive: (id: number | string) => `/api/staff/team/${id}/active`,
  teamActiveRoute: '/api/staff/team/:id/active',
  teamTransfer: (id: number | string) => `/api/staff/team/${id}/transfer`,
  teamTransferRoute: '/api/staff/team/:id/transfer',
  roles: '/api/staff/roles',
  role: (id: number | string) => `/api/staff/roles/${id}`,
  roleRoute: '/api/staff/roles/:id',
  covers: '/api/staff/covers',
  coverEnd: (id: number | string) => `/api/staff/covers/${id}/end`,
  coverEndRoute: '/api/staff/covers/:id/end',
  audit: '/api/staff/audit',
} as const;

/** The staff API's own texts (the server answers them; the app shows them). */
export const STAFF_MESSAGES = {
  staffOnly: 'Этот раздел доступен только сотрудникам клуба',
  membersOnly: 'Ты вошёл как сотрудник клуба: это действие доступно только участникам',
  inactive: 'Учётная запись сотрудника отключена. Обратись к администратору клуба.',
  memberNotFound: 'Участник не найден',
  staffNotFound: 'Сотрудник не найден',
  roleNotFound: 'Роль не найдена',
  coverNotFound: 'Замена не найдена',
  emailTaken: 'Аккаунт с таким e-mail уже есть в клубе',
  positionRequired: 'Укажи должность',
  positionTooLong: 'Должность не может быть длиннее 100 символов',
  rolesRequired: 'Выбери хотя бы одну роль',
  unknownRole: 'Такой роли нет',
  unknownPermission: 'Такого права нет',
  unknownDiscipline: 'Такого направления нет',
  roleNameInvalid:
    'Код роли: от 2 до 32 латинских букв, цифр, «_» или «-», начиная с буквы (например, head_coach)',
  roleNameTaken: 'Роль с таким кодом уже есть',
  roleTitleRequired: 'Укажи название роли',
  roleTitleTooLong: 'Название роли не может быть длиннее 100 символов',
  sameStaff: 'Этот сотрудник уже ведёт участника по этому направлению',
  changedMeanwhile: 'Назначение только что изменилось. Обнови страницу и попробуй ещё раз.',
  notAStaffMember: 'Это не сотрудник клуба',
  staffInactive: (name: string) => `${name}: учётная запись отключена`,
  cannotAnswer: (name: string, discipline: string) =>
    `${name} не ведёт направление «${discipline}» или не может отвечать в его чатах`,
  stillAssigned: (name: string, count: number) =>
    `За сотрудником ${name} закреплено участников: ${count}. Сначала передай их другому сотруднику.`,
  stillAssignedIn: (name: string, discipline: string, count: number) =>
    `За сотрудником ${name} по направлению «${discipline}» закреплено участников: ${count}. Сначала передай их другому сотруднику.`,
  stillCovering: (name: string) =>
    `${name} замещает другого сотрудника. Сначала заверши или отмени замену.`,
  lastManager: 'Должен остаться хотя бы один активный сотрудник с правом управлять сотрудниками',
  notSelf: 'Свою учётную запись отключить нельзя',
  alreadyActive: 'Сотрудник уже включён',
  alreadyInactive: 'Сотрудник уже отключён',
  nothingToTransfer: 'У сотрудника нет участников по этому направлению',
  coverSelf: 'Сотрудник не может замещать сам себя',
  coverPeriod: 'Конец замены должен быть позже её начала',
  coverPast: 'Замена должна заканчиваться в будущем',
  coverTooLong: 'Замена не может длиться дольше 90 дней',
  coverOverlap: (name: string) => `У сотрудника ${name} уже есть замена на эти дни`,
  coverAbsent: (name: string) => `${name} сам отсутствует в эти дни`,
  coverEnded: 'Замена уже завершена',
  badTime: 'Укажи дату и время',
} as const;

// The staff inbox and conversation (issue 28 items 4 and 5): paths, limits and texts (plain values,
// safe for browser bundles; the schemas are in staff-inbox.ts). Every call needs
// `chats:reply:assigned` and sees only the conversations the visibility rule shows (404 «не
// найдено» otherwise); a psychologist's conversation needs `chats:read:psych` too (in the rule).
// A conversation is a member and one of their staff channels: {member} is the member's id,
// {channel} coach | dietolog | psyhologist.
//
// - GET    /api/staff/inbox?filter=&discipline=&q=&cursor=   a page of conversations (InboxPage)
// - GET    /api/staff/inbox/counters                          the navigation badge's counts
// - GET    /api/staff/inbox/settings                          working hours, time zone, answer targets
// - PUT    /api/staff/inbox/settings                          change them (staff:manage)
// - GET    /api/staff/inbox/{member}/{channel}                the conversation's header and state
// - GET    /api/staff/inbox/{member}/{channel}/messages?last_id=&after_id=   a page, newest first
//          (messages and internal notes; the first page is an "opening": a psychologist's one is
//          recorded in the audit log)
// - POST   /api/staff/inbox/{member}/{channel}/messages       multipart: message, attach[] — answer
// - POST   /api/staff/inbox/{member}/{channel}/notes          { text } — an internal note
// - POST   /api/staff/inbox/{member}/{channel}/read           { last_id } — the reader's pointer
// - POST   /api/staff/inbox/{member}/{channel}/unread         mark unread
// - PUT    /api/staff/inbox/{member}/{channel}/snooze         { until: unix seconds | null }
// - GET    /api/staff/inbox/{member}/{channel}/context        the side panel
// - PATCH  /api/staff/inbox/messages/{id}                     { message } — edit one's own answer
// - GET    /api/staff/saved-replies                           club-wide and one's own
// - POST   /api/staff/saved-replies                           { title, text, club } (club: staff:manage)
// - PATCH  /api/staff/saved-replies/{id}, DELETE /api/staff/saved-replies/{id}

export const INBOX_FILTERS = ['needs_answer', 'unread', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const INBOX_FILTER_LABELS: Record<InboxFilter, string> = {
  needs_answer: 'Ждут ответа',
  unread: 'Непрочитанные',
  all: 'Все',
};

export const INBOX_LIMITS = {
  pageSize: 30,
  /** an internal note's length */
  noteMaxLength: 5000,
  replyTitleMaxLength: 100,
  replyTextMaxLength: 5000,
  /** a snooze reaches at most this far ahead */
  snoozeMaxDays: 30,
  /** an answer target, hours */
  targetMaxHours: 720,
} as const;

export const INBOX_DEFAULT_SETTINGS = {
  time_zone: 'Europe/Moscow',
  day_start: '09:00',
  day_end: '21:00',
  /** ISO weekdays: 1 Monday … 7 Sunday */
  work_days: [1, 2, 3, 4, 5, 6],
  target_hours: { coach: 24, dietolog: 24, psyhologist: 24 },
} as const;

const conversation = (member: number | string, channel: string) =>
  `/api/staff/inbox/${member}/${channel}`;

export const inboxPaths = {
  inbox: '/api/staff/inbox',
  counters: '/api/staff/inbox/counters',
  settings: '/api/staff/inbox/settings',
  conversation,
  conversationRoute: '/api/staff/inbox/:member/:channel',
  messages: (member: number | string, channel: string) =>
    `${conversation(member, channel)}/messages`,
  messagesRoute: '/api/staff/inbox/:member/:channel/messages',
  notes: (member: number | string, channel: string) => `${conversation(member, channel)}/notes`,
  notesRoute: '/api/staff/inbox/:member/:channel/notes',
  read: (member: number | string, channel: string) => `${conversation(member, channel)}/read`,
  readRoute: '/api/staff/inbox/:member/:channel/read',
  unread: (member: number | string, channel: string) => `${conversation(member, channel)}/unread`,
  unreadRoute: '/api/staff/inbox/:member/:channel/unread',
  snooze: (member: number | string, channel: string) => `${conversation(member, channel)}/snooze`,
  snoozeRoute: '/api/staff/inbox/:member/:channel/snooze',
  context: (member: number | string, channel: string) => `${conversation(member, channel)}/context`,
  contextRoute: '/api/staff/inbox/:member/:channel/context',
  message: (id: number | string) => `/api/staff/inbox/messages/${id}`,
  messageRoute: '/api/staff/inbox/messages/:id',
  savedReplies: '/api/staff/saved-replies',
  savedReply: (id: number | string) => `/api/staff/saved-replies/${id}`,
  savedReplyRoute: '/api/staff/saved-replies/:id',
} as const;

export const INBOX_MESSAGES = {
  notFound: 'Не найдено',
  answerEmpty: 'Напиши ответ или прикрепи фото',
  noteEmpty: 'Напиши текст заметки',
  noteTooLong: 'Заметка не может быть длиннее 5000 символов',
  editNotOwn: 'Изменить можно только свой ответ',
  snoozePast: 'Отложить можно только на время в будущем',
  snoozeTooFar: 'Отложить можно не больше чем на 30 дней',
  replyTitleRequired: 'Укажи название шаблона',
  replyTitleTooLong: 'Название шаблона не может быть длиннее 100 символов',
  replyTextRequired: 'Напиши текст шаблона',
  replyTextTooLong: 'Текст шаблона не может быть длиннее 5000 символов',
  replyNotFound: 'Шаблон не найден',
  replyClubForbidden: 'Общие шаблоны клуба меняет только администратор',
  badTimeZone: 'Такого часового пояса нет',
  badTime: 'Время: ЧЧ:ММ, например 09:00',
  badDayRange: 'Конец рабочего дня должен быть позже начала',
  badWorkDays: 'Выбери хотя бы один рабочий день',
  badTarget: 'Срок ответа: от 1 до 720 часов',
  badCursor: 'Список изменился. Обнови страницу.',
} as const;

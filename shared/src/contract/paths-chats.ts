// Chats (spec part 2 §2.5, §7): paths, texts and limits (plain values, safe for browser bundles).
//
// The spec shows only "/api/chat/{CHANNEL}/?last_id={id}"; the paths it leaves out are chosen here:
// - GET  /api/chat/                      the channel list and the telegram groups ("chats main path")
// - GET  /api/chat/{CHANNEL}/            the newest page of a channel (CHANNEL upper-case: COACH)
//        ?last_id={id}                   the page before message {id} (keyset, older messages)
//        ?after_id={id}                  everything after message {id} (catching up after a reconnect)
// - POST /api/chat/read                  form: channel, last_id (moves the member's read pointer)
// - POST /api/chat/send                  multipart: channel, message, attach[] (images), client_key
// - PATCH /api/chat/message/{id}         form-encoded: message (the member's own text, within 1 hour)
// Testers (spec part 2 §2.11, §7; they act on the calling member's own chats):
// - GET  /api/testers/chats              result.chats: [{ id, name }] (id = channel code)
// - POST /api/testers/send_admin_message form: message, channel (a staff message, delivered live)
// - POST /api/testers/delete_chat        form: channel (the spec shows no body: the chat to delete is
//                                        the picked chat's id, sent as `channel`)
// - POST /api/testers/send_push          form: message (a notification for the caller, live count)

export const CHAT_CHANNEL_IDS = ['coach', 'dietolog', 'psyhologist'] as const;
export type ChatChannelId = (typeof CHAT_CHANNEL_IDS)[number];

export const isChatChannelId = (value: unknown): value is ChatChannelId =>
  typeof value === 'string' && (CHAT_CHANNEL_IDS as readonly string[]).includes(value);

export const chatPaths = {
  /** GET: result.chats, result.telegram_chats, result.demo_day */
  chats: '/api/chat/',
  /** GET: the newest page; with lastId, the page of older messages before it */
  messages: (channel: string, opts: { lastId?: number; afterId?: number } = {}) => {
    const base = `/api/chat/${channel.toUpperCase()}/`;
    if (opts.lastId !== undefined) return `${base}?last_id=${opts.lastId}`;
    if (opts.afterId !== undefined) return `${base}?after_id=${opts.afterId}`;
    return base;
  },
  /** the route pattern of `messages` on the server */
  messagesRoute: '/api/chat/:channel/',
  /** POST form: channel, last_id */
  read: '/api/chat/read',
  /** POST multipart: channel, message, attach[], client_key */
  send: '/api/chat/send',
  /** PATCH form-encoded: message */
  edit: (id: number | string) => `/api/chat/message/${id}`,
} as const;

export const testerChatPaths = {
  chats: '/api/testers/chats',
  sendAdminMessage: '/api/testers/send_admin_message',
  deleteChat: '/api/testers/delete_chat',
  sendPush: '/api/testers/send_push',
} as const;

/** Business constants of the chats (spec part 2 §5, §9). */
export const CHAT_LIMITS = {
  /** attachments per message */
  attachMax: 5,
  /** bytes per attachment */
  attachMaxBytes: 5242880,
  /** png and jpeg only (checked by content on the server) */
  attachTypes: ['image/png', 'image/jpeg'] as readonly string[],
  /** a message may be edited for this long after it was sent */
  editWindowMs: 3600000,
  /** older messages load when the list is scrolled closer than this to its top */
  olderThresholdPx: 180,
  /** the open channel is marked read this long after it shows (and after new messages) */
  markReadDelayMs: 500,
  /** the loading state of a channel switch */
  switchLoadingMs: 300,
  /** messages per page (keyset by last_id) */
  pageSize: 50,
  /** catching up (after_id) answers at most this many */
  catchUpMax: 200,
  /** characters of one message */
  messageMaxLength: 4000,
  /** characters of an attachment's shown name */
  attachNameMaxLength: 120,
} as const;

/** Texts of the chats, word for word where the spec gives them. */
export const CHAT_MESSAGES = {
  title: 'Чаты',
  telegramTitle: 'Чаты в телеграме',
  myMessagesTitle: 'Мои сообщения',
  unreadDivider: 'Непрочитанные сообщения',
  edited: 'изменено',
  placeholder: 'Сообщение...',
  editTitle: 'Редактирование сообщения',
  editCancel: 'Отменить',
  editEmpty: 'Сообщение не может быть пустым',
  editFailed: 'Ошибка редактирования сообщения.',
  attachLimit: 'Ошибка! Ты можешь прикрепить не более 5 вложений',
  attachSize: 'Ошибка! Файл слишком большой. Максимально допустимый размер 5 MB',
  attachType: 'Ошибка! Можно загружать файлы с расширением png или jpg',
  attachBroken: 'Ошибка! Неверный формат файла',
  // the spec gives no text for these; chosen here
  emptyChannel: 'Сообщений пока нет. Задай свой вопрос — специалист ответит здесь.',
  choosePrompt: 'Выбери чат, чтобы начать общение',
  sendEmpty: 'Напиши сообщение или прикрепи фото',
  tooLong: 'Сообщение слишком длинное: не более 4000 символов',
  editWindowPassed: 'Сообщение можно изменить только в течение часа после отправки',
  editNoText: 'У этого сообщения нет текста для изменения',
  editNotOwn: 'Можно изменить только свои сообщения',
  clientKeyInvalid: 'Некорректный ключ отправки',
  chatNotFound: 'Чат не найден',
  messageNotFound: 'Сообщение не найдено',
  noChats: 'Чатов пока нет',
  sent: 'Success',
  deleted: 'Success',
} as const;

/** An error whose message is safe to show (Russian), with the HTTP status to answer with. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 429: too many attempts; the answer says when to try again (Retry-After, seconds). */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'TooManyRequests';
  }
}

/** What a 429 says in Retry-After when its limit gave no time of its own (seconds). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export const badRequest = (message: string, code?: number) => new AppError(400, message, code);
export const unauthorized = () => new AppError(401, MESSAGES.unauthorized);

export const MESSAGES = {
  unauthorized: 'Требуется авторизация',
  notFound: 'Не найдено',
  internal: 'Внутренняя ошибка сервера',
  badJson: 'Некорректный JSON в теле запроса',
  badRequest: 'Некорректный запрос',
  unsupportedMedia: 'Неподдерживаемый формат запроса',
  tooLarge: 'Слишком большой запрос',
  tooLong: 'Слишком длинный адрес запроса',
  tooManyLogin: 'Слишком много попыток входа. Попробуй позже.',
  tooMany: 'Слишком много запросов. Попробуй позже.',
  tooManyMessages: 'Слишком много сообщений за минуту. Подожди немного и отправь снова.',
  tooManyReports: 'Слишком много отчётов за час. Попробуй позже.',
  wrongCredentials: 'Неверный email или пароль',
  inactive: 'Аккаунт не активен',
} as const;

/**
 * A per-member request limit of a route (@fastify/rate-limit, counted in the database, checked
 * right after the auth guard, before the body is read): `max` calls per `windowMs`, refused with
 * a 429 carrying `message` and Retry-After.
 */
export const memberRateLimit = (max: number, windowMs: number, message: string) => ({
  max,
  timeWindow: windowMs,
  hook: 'onRequest' as const,
  keyGenerator: (request: { user: { id: number } }) => `member:${request.user.id}`,
  errorResponseBuilder: () => new AppError(429, message),
});

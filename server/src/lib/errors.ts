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
  wrongCredentials: 'Неверный email или пароль',
  inactive: 'Аккаунт не активен',
} as const;

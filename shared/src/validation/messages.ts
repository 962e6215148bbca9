import { plural, SYMBOL_FORMS } from '../format/plural';

/** The exact texts of spec part 1 §5 (and the frost / avatar rules). */
export const MESSAGES = {
  login: {
    emailRequired: 'Не заполнено поле email',
    emailInvalid: 'Некорректный email',
    passwordRequired: 'Не заполнено поле пароль',
  },
  passRecovery: {
    emailRequired: 'Не заполнено поле email',
    emailInvalid: 'Не валидный email',
  },
  password: {
    chars: 'Пароль может содержать только латинские буквы и цифры.',
    min: 'Минимум 8 символов.',
    required: 'Заполните поле.',
  },
  feedback: {
    category: 'Необходимо выбрать тему обращения',
    nameRequired: 'Поле «Имя» не может быть пустым',
    emailRequired: 'Поле «Email» не может быть пустым',
    emailInvalid: 'Некорректный «Email»',
    messageRequired: 'Поле «Сообщение» не может быть пустым',
    messageMin: 'Минимум 5 символов',
  },
  profile: {
    required: 'Заполните поле',
    heightRange: 'Выбери рост от 130 до 250 см',
    weight: 'Поле "Вес" заполнено некорректно',
    birthdayInvalid: 'Некорректная дата',
    email: 'Некорректный email',
    country: 'Выберите страну',
    telegramLength: 'Значение поля не должно быть меньше 5 и больше 32',
    telegramPattern: 'Некорректный телеграм никнейм',
  },
  under18: {
    title: 'Тебе еще нет 18 лет',
    text: 'К сожалению, тебе еще нет 18 лет!',
    button: 'Соглашаюсь',
  },
  activation: {
    required: 'Заполните поле',
    birthdayInvalid: 'Некорректная дата',
    under18: 'Возраст должен быть больше 18',
    weight: 'Поле "Вес" заполнено не корректно',
    country: 'Выберите страну',
  },
  frost: {
    days: 'Необходимо выбрать количество дней для заморозки',
  },
  avatar: {
    type: 'Ошибка! Можно загружать файлы с расширением png или jpg.',
    size: 'Ошибка! Фото весит более 5 МБ.',
  },
  profileSaveFailed: 'Проверьте обязательные поля.',
} as const;

/** "Минимум N символов" with the Russian plural (1 символ, 2 символа, 10 символов). */
export const minSymbolsMessage = (n: number): string => `Минимум ${n} ${plural(n, SYMBOL_FORMS)}`;

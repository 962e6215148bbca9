// The account module's own texts (the form rules' texts are the shared MESSAGES of spec part 1 §5).
import { MESSAGES } from '@club/shared/validation';

export const ACCOUNT_MESSAGES = {
  saved: 'Данные успешно сохранены!',
  under18: MESSAGES.under18.text,
  emailTaken: 'Этот e-mail уже используется другим участником клуба',
  gender: 'Выбери пол',
  phoneInvalid: 'Некорректный номер телефона',
  country: MESSAGES.profile.country,
  passwordChanged: 'Пароль изменен!',
  wrongOldPassword: 'Неверный старый пароль',
  avatarType: MESSAGES.avatar.type,
  avatarSize: MESSAGES.avatar.size,
  avatarMissing: 'Выбери фото для загрузки',
  avatarRemoved: 'Фото удалено',
} as const;

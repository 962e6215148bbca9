import {
  activationSchema,
  avatarFileError,
  collectErrors,
  EMAIL_PATTERN,
  feedbackSchema,
  frostSchema,
  isUnder18,
  loginSchema,
  parseBirthdayText,
  passRecoverySchema,
  passwordChangeSchema,
  phoneDigitCount,
  phoneDigitsMin,
  profileSchema,
} from '.';

const firstError = (schema: Parameters<typeof collectErrors>[0], values: unknown, ctx?: object) =>
  collectErrors(schema, values, ctx);

describe('EMAIL_PATTERN', () => {
  it.each(['a@b.ru', 'ivan.petrov+club@mail.example.com', 'x_y@sub-domain.org'])(
    'accepts %s',
    (e) => expect(EMAIL_PATTERN.test(e)).toBe(true),
  );
  it.each(['a@b', 'a@b.r', 'a@b.1a', 'ab.ru', 'a b@c.ru', 'a@.ru', '@b.ru'])('rejects %s', (e) =>
    expect(EMAIL_PATTERN.test(e)).toBe(false),
  );
});

describe('loginSchema', () => {
  it('reports every message', () => {
    expect(firstError(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Не заполнено поле email',
      password: 'Не заполнено поле пароль',
    });
    expect(firstError(loginSchema, { email: 'ivan@mail', password: 'x' })).toEqual({
      email: 'Некорректный email',
    });
    expect(firstError(loginSchema, { email: ' ivan@mail.ru ', password: 'x' })).toEqual({});
  });
});

describe('passRecoverySchema', () => {
  it('reports every message', () => {
    expect(firstError(passRecoverySchema, { email: '' })).toEqual({
      email: 'Не заполнено поле email',
    });
    expect(firstError(passRecoverySchema, { email: 'ivan' })).toEqual({
      email: 'Не валидный email',
    });
    expect(firstError(passRecoverySchema, { email: 'ivan@mail.ru' })).toEqual({});
  });
});

describe('feedbackSchema', () => {
  const ok = { category: 2, name: 'Анна', email: 'anna@mail.ru', message: 'Добрый день!' };

  it('accepts a filled form', () => {
    expect(firstError(feedbackSchema, ok)).toEqual({});
  });

  it('reports empty fields', () => {
    expect(
      firstError(feedbackSchema, { category: '', name: ' ', email: '', message: '  ' }),
    ).toEqual({
      category: 'Необходимо выбрать тему обращения',
      name: 'Поле «Имя» не может быть пустым',
      email: 'Поле «Email» не может быть пустым',
      message: 'Поле «Сообщение» не может быть пустым',
    });
    expect(firstError(feedbackSchema, { ...ok, category: null }).category).toBe(
      'Необходимо выбрать тему обращения',
    );
  });

  it('reports an invalid email', () => {
    expect(firstError(feedbackSchema, { ...ok, email: 'anna@mail' })).toEqual({
      email: 'Некорректный «Email»',
    });
  });

  it('rejects messages of 1 to 5 characters after trimming', () => {
    expect(firstError(feedbackSchema, { ...ok, message: 'a' }).message).toBe('Минимум 5 символов');
    expect(firstError(feedbackSchema, { ...ok, message: '  12345  ' }).message).toBe(
      'Минимум 5 символов',
    );
    expect(firstError(feedbackSchema, { ...ok, message: '123456' })).toEqual({});
  });
});

describe('passwordChangeSchema', () => {
  it('reports every message', () => {
    expect(firstError(passwordChangeSchema, { old_password: '', new_password: '' })).toEqual({
      old_password: 'Заполните поле.',
      new_password: 'Заполните поле.',
    });
    expect(
      firstError(passwordChangeSchema, { old_password: 'пароль', new_password: 'abc-defgh' }),
    ).toEqual({
      old_password: 'Пароль может содержать только латинские буквы и цифры.',
      new_password: 'Пароль может содержать только латинские буквы и цифры.',
    });
    expect(
      firstError(passwordChangeSchema, { old_password: 'old1', new_password: 'abc123' }),
    ).toEqual({ new_password: 'Минимум 8 символов.' });
    expect(
      firstError(passwordChangeSchema, { old_password: 'old1', new_password: 'abcd1234' }),
    ).toEqual({});
  });
});

describe('profileSchema', () => {
  const mask = { id: 1, code: 'RU', mask: '+7 (###) ###-##-##', flag: '' };
  const ok = {
    name: 'Анна Петрова',
    height: 170,
    weight: '65.5',
    birthday: parseBirthdayText('15.06.1990'),
    email: 'anna@mail.ru',
    phone: '+7 (912) 345-67-89',
    telegram: '',
    country: 1,
    country_mask: mask,
  };

  it('accepts a filled form', () => {
    expect(firstError(profileSchema(), ok)).toEqual({});
    expect(firstError(profileSchema(), { ...ok, telegram: null, birthday: '15.06.1990' })).toEqual(
      {},
    );
  });

  it('reports required fields', () => {
    const errors = firstError(profileSchema(), {
      name: '',
      height: null,
      weight: '',
      birthday: null,
      email: '',
      phone: '',
      telegram: '',
      country: null,
      country_mask: null,
    });
    expect(errors).toEqual({
      name: 'Заполните поле',
      height: 'Заполните поле',
      weight: 'Поле "Вес" заполнено некорректно',
      birthday: 'Заполните поле',
      email: 'Некорректный email',
      phone: 'Минимум 4 символа',
      country: 'Выберите страну',
      country_mask: 'Выберите страну',
    });
  });

  it('checks height, weight, birthday and email values', () => {
    const errors = firstError(profileSchema(), {
      ...ok,
      height: 120,
      weight: '250.0',
      birthday: -1578009601,
      email: 'anna@mail',
    });
    expect(errors).toEqual({
      height: 'Выбери рост от 130 до 250 см',
      weight: 'Поле "Вес" заполнено некорректно',
      birthday: 'Некорректная дата',
      email: 'Некорректный email',
    });
    expect(firstError(profileSchema(), { ...ok, birthday: -1578009600 })).toEqual({});
  });

  it('needs the phone digits of the country mask, with plural forms', () => {
    expect(firstError(profileSchema(), { ...ok, phone: '+7 (912) 345' }).phone).toBe(
      'Минимум 10 символов',
    );
    expect(firstError(profileSchema({ phoneMask: '+1 #' }), { ...ok, phone: '' }).phone).toBe(
      'Минимум 1 символ',
    );
    expect(firstError(profileSchema({ phoneMask: '+1 ###' }), { ...ok, phone: '' }).phone).toBe(
      'Минимум 3 символа',
    );
    expect(
      firstError(profileSchema({ masks: [{ id: 1, mask: mask.mask }] }), {
        ...ok,
        country_mask: 1,
        phone: '912 345 67 89',
      }),
    ).toEqual({});
  });

  it('checks the telegram nickname', () => {
    expect(firstError(profileSchema(), { ...ok, telegram: 'anna' }).telegram).toBe(
      'Значение поля не должно быть меньше 5 и больше 32',
    );
    expect(firstError(profileSchema(), { ...ok, telegram: 'a'.repeat(32) }).telegram).toBe(
      'Значение поля не должно быть меньше 5 и больше 32',
    );
    expect(firstError(profileSchema(), { ...ok, telegram: 'anna petrova' }).telegram).toBe(
      'Некорректный телеграм никнейм',
    );
    expect(firstError(profileSchema(), { ...ok, telegram: '@anna_p' })).toEqual({});
  });
});

describe('phone helpers', () => {
  it('counts the digit slots of a mask', () => {
    expect(phoneDigitsMin('+7 (###) ###-##-##')).toBe(10);
    expect(phoneDigitsMin(null)).toBe(4);
    expect(phoneDigitsMin('')).toBe(4);
    expect(phoneDigitCount('+7 (912) 345-67-89', '+7 (###) ###-##-##')).toBe(10);
    expect(phoneDigitCount('9123456789', '+7 (###) ###-##-##')).toBe(10);
    expect(phoneDigitCount(' 12 34 ', null)).toBe(4);
  });
});

describe('isUnder18', () => {
  const birthday = parseBirthdayText('15.06.2000') as number;
  it('is true until the 18th birthday in the display zone', () => {
    // 14.06.2018 23:00 in UTC+4 is 19:00 UTC
    expect(isUnder18(birthday, Date.UTC(2018, 5, 14, 19, 0))).toBe(true);
    // 15.06.2018 00:30 in UTC+4 is 14.06 20:30 UTC
    expect(isUnder18(birthday, Date.UTC(2018, 5, 14, 20, 30))).toBe(false);
    expect(isUnder18(null, Date.now())).toBe(false);
  });
});

describe('activationSchema', () => {
  const now = Date.UTC(2024, 0, 10, 12, 0);
  const ok = { height: 170, birthday: parseBirthdayText('01.01.1990'), weight: '70.5', country: 3 };

  it('accepts a filled questionnaire', () => {
    expect(firstError(activationSchema, ok, { nowMs: now })).toEqual({});
  });

  it('reports every message', () => {
    expect(
      firstError(activationSchema, { height: '', birthday: null, weight: '', country: null }),
    ).toEqual({
      height: 'Заполните поле',
      birthday: 'Заполните поле',
      weight: 'Поле "Вес" заполнено не корректно',
      country: 'Выберите страну',
    });
    expect(firstError(activationSchema, { ...ok, birthday: -1578009700 }).birthday).toBe(
      'Некорректная дата',
    );
    expect(
      firstError(
        activationSchema,
        { ...ok, birthday: parseBirthdayText('11.01.2006') },
        {
          nowMs: now,
        },
      ).birthday,
    ).toBe('Возраст должен быть больше 18');
    expect(
      firstError(
        activationSchema,
        { ...ok, birthday: parseBirthdayText('10.01.2006') },
        {
          nowMs: now,
        },
      ),
    ).toEqual({});
  });

  it('needs a decimal point in the weight', () => {
    expect(firstError(activationSchema, { ...ok, weight: '70' }).weight).toBe(
      'Поле "Вес" заполнено не корректно',
    );
    expect(firstError(activationSchema, { ...ok, weight: '70.0' })).toEqual({});
  });
});

describe('frostSchema', () => {
  it('needs 1 to 14 days', () => {
    const message = 'Необходимо выбрать количество дней для заморозки';
    expect(firstError(frostSchema, { days: undefined })).toEqual({ days: message });
    expect(firstError(frostSchema, { days: '' })).toEqual({ days: message });
    expect(firstError(frostSchema, { days: 0 })).toEqual({ days: message });
    expect(firstError(frostSchema, { days: 15 })).toEqual({ days: message });
    expect(firstError(frostSchema, { days: 1 })).toEqual({});
    expect(firstError(frostSchema, { days: 14 })).toEqual({});
  });
});

describe('avatarFileError', () => {
  it('accepts png and jpeg up to 5 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 5242880 })).toBeNull();
    expect(avatarFileError({ type: 'image/gif', size: 10 })).toBe(
      'Ошибка! Можно загружать файлы с расширением png или jpg.',
    );
    expect(avatarFileError({ type: 'image/jpeg', size: 5242881 })).toBe(
      'Ошибка! Фото весит более 5 МБ.',
    );
  });
});

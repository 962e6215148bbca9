import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  banners$,
  clearSession,
  confirmRequests$,
  getSession,
  mayLeave,
  setSession,
  userInfoReload$,
  type Banner,
  type PendingConfirm,
  type Profile,
} from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { parseBirthdayText } from '@club/shared/validation';
import ProfilePage from './ProfilePage';
import { editProfile } from './api/editProfile';
import { getFatsecretUrl } from './api/getFatsecretUrl';
import { getPhoneMasks } from './api/getPhoneMasks';
import { getUserInfo } from './api/getUserInfo';
import { resendEmailVerification } from './api/resendEmailVerification';
import { answer, COUNTRIES, failure, initOf, maria, MASKS } from './testFixtures';

jest.mock('./api/getUserInfo', () => ({ getUserInfo: jest.fn() }));
jest.mock('./api/getPhoneMasks', () => ({ getPhoneMasks: jest.fn() }));
jest.mock('./api/editProfile', () => ({ editProfile: jest.fn() }));
jest.mock('./api/getFatsecretUrl', () => ({ getFatsecretUrl: jest.fn() }));
jest.mock('./api/resendEmailVerification', () => ({ resendEmailVerification: jest.fn() }));
jest.mock('../password/api/changePassword', () => ({ changePassword: jest.fn() }));
jest.mock('../avatar/api/uploadAvatar', () => ({ uploadAvatar: jest.fn() }));
jest.mock('../avatar/api/removeAvatar', () => ({ removeAvatar: jest.fn() }));

const mockInfo = jest.mocked(getUserInfo);
const mockMasks = jest.mocked(getPhoneMasks);
const mockEdit = jest.mocked(editProfile);
const mockFatsecret = jest.mocked(getFatsecretUrl);
const mockResend = jest.mocked(resendEmailVerification);

let banners: Banner[];
let confirms: PendingConfirm[];
let reloads: number;
let subs: { unsubscribe(): void }[];
let restoreMatchMedia: () => void = () => undefined;

function setMobile(mobile: boolean) {
  restoreMatchMedia();
  restoreMatchMedia = mockMatchMedia(mobile);
}

beforeEach(() => {
  jest.clearAllMocks();
  setMobile(false);
  localStorage.clear();
  sessionStorage.clear();
  setSession({ token: 't', profile: maria(), countries: COUNTRIES });
  mockInfo.mockResolvedValue(answer(initOf(maria())));
  mockMasks.mockResolvedValue(answer({ masks: MASKS }));
  mockEdit.mockResolvedValue(answer({ message: 'Данные успешно сохранены!' }));
  banners = [];
  confirms = [];
  reloads = 0;
  subs = [
    banners$.subscribe((b) => banners.push(b)),
    confirmRequests$.subscribe((c) => confirms.push(c)),
    userInfoReload$.subscribe(() => (reloads += 1)),
  ];
});

afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  restoreMatchMedia();
  clearSession();
});

function renderPage(profile?: Profile) {
  if (profile) {
    setSession({ profile });
    mockInfo.mockResolvedValue(answer(initOf(profile)));
  }
  const user = userEvent.setup();
  render(
    <MemoryRouter
      initialEntries={['/profile/']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path="/profile/" element={<ProfilePage />} />
        <Route path="/change-pass/" element={<p>Страница смены пароля</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Сохранить' });
const loaded = () => screen.findByLabelText('Имя');
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('creation', () => {
  test('requests the member on creation and shows the form filled with their data', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Профиль', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    await loaded();
    expect(mockInfo).toHaveBeenCalledTimes(1);
    expect(field('Имя')).toHaveValue('Мария Кузнецова');
    expect(field('Email')).toHaveValue('maria@example.com');
    expect(field('Телефон')).toHaveValue('(925) 555-12-34');
    expect(screen.getByRole('button', { name: 'Код страны +7' })).toHaveTextContent('+7');
    expect(field('Страна')).toHaveValue('1');
    expect(field('Дата рождения')).toHaveValue('08.03.1992');
    expect(field('Рост')).toHaveValue('165');
    expect(field('Вес, кг')).toHaveValue('58.5');
    expect(field('Telegram')).toHaveValue('maria_kuz');
    expect(screen.getByRole('radio', { name: 'Женский' })).toBeChecked();
    expect(screen.queryByText('Требуется подтверждение')).not.toBeInTheDocument();
  });

  test('a failed request signs the member out: token and storage cleared, no message', async () => {
    localStorage.setItem('club.token', 't');
    sessionStorage.setItem('club.token', 't');
    mockInfo.mockResolvedValue(failure('Требуется авторизация', 401));
    renderPage();
    await waitFor(() => expect(getSession().token).toBeNull());
    expect(localStorage.getItem('club.token')).toBeNull();
    expect(sessionStorage.getItem('club.token')).toBeNull();
    expect(banners).toEqual([]);
  });

  test('an unconfirmed e-mail shows "Требуется подтверждение"', async () => {
    renderPage(maria({ need_email_verify: true }));
    await loaded();
    expect(screen.getByText('Требуется подтверждение')).toBeInTheDocument();
  });

  test('an unconfirmed member asks for the confirmation letter again', async () => {
    const sent = 'Письмо отправлено на demo3@club.local. Перейди по ссылке из письма.';
    mockResend.mockResolvedValue(answer({ message: sent }));
    renderPage(maria({ need_email_verify: true }));
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо еще раз' }));
    await waitFor(() =>
      expect(banners).toEqual([expect.objectContaining({ type: 'ok', text: sent })]),
    );
    expect(mockResend).toHaveBeenCalledTimes(1);
    // nothing was saved or left: the profile form stays as it was
    expect(mockEdit).not.toHaveBeenCalled();
  });

  test('a confirmed e-mail offers no letter', async () => {
    renderPage(maria({ need_email_verify: false }));
    await loaded();
    expect(screen.queryByRole('button', { name: 'Отправить письмо еще раз' })).toBeNull();
  });

  test('height is a 130-250 cm select, 170 when unknown', async () => {
    renderPage(maria({ height: null }));
    await loaded();
    const height = field('Рост') as unknown as HTMLSelectElement;
    expect(height).toHaveValue('170');
    const options = within(height).getAllByRole('option');
    expect(options).toHaveLength(121);
    expect(options[0]).toHaveTextContent('130 см');
    expect(options[120]).toHaveTextContent('250 см');
  });
});

describe('phone', () => {
  test('the national number is masked by the country mask', async () => {
    const user = renderPage(maria({ phone: '' }));
    await loaded();
    await user.type(field('Телефон'), '9a1б6-1234567890');
    expect(field('Телефон')).toHaveValue('(916) 123-45-67');
  });

  test('the code dropdown switches the mask, keeps the digits, closes on an outside click', async () => {
    const user = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Код страны +7' }));
    const list = screen.getByRole('listbox', { name: 'Код страны' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['🇷🇺Россия+7', '🇧🇾Беларусь+375', '🇺🇦Украина+380', '🇦🇲Армения+374']);
    await user.click(within(list).getByRole('option', { name: /Беларусь/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Код страны +375' })).toBeInTheDocument();
    expect(field('Телефон')).toHaveValue('(92) 555-51-23');

    await user.click(screen.getByRole('button', { name: 'Код страны +375' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Личные данные' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('on mobile the code picker is a modal', async () => {
    setMobile(true);
    const user = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Код страны +7' }));
    const dialog = screen.getByRole('dialog', { name: 'Код страны' });
    await user.click(within(dialog).getByRole('option', { name: /Армения/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Код страны +374' })).toBeInTheDocument();
  });

  test.each([
    ['Россия', '916123', 'Минимум 10 символов'],
    ['Беларусь', '2912', 'Минимум 9 символов'],
    ['Армения', '91', 'Минимум 8 символов'],
  ])('%s: a short number asks for the mask length (%s -> %s)', async (country, digits, message) => {
    const user = renderPage(maria({ phone: '' }));
    await loaded();
    if (country !== 'Россия') {
      await user.click(screen.getByRole('button', { name: 'Код страны +7' }));
      const list = screen.getByRole('listbox', { name: 'Код страны' });
      await user.click(within(list).getByRole('option', { name: new RegExp(country) }));
    }
    await user.type(field('Телефон'), digits);
    await user.click(save());
    expect(errorOf('Телефон')).toBe(message);
    expect(mockEdit).not.toHaveBeenCalled();
  });

  test('without a mask: up to 12 digits, at least 4 ("Минимум 4 символа"), and a country is asked', async () => {
    const user = renderPage(maria({ phone: '', country_mask: null }));
    await loaded();
    expect(screen.getByRole('button', { name: 'Код страны' })).toHaveTextContent('Код');
    await user.type(field('Телефон'), '12');
    await user.click(save());
    expect(errorOf('Телефон')).toBe('Минимум 4 символа');
    // from the first save on, the message follows the input
    await user.type(field('Телефон'), '34567890123456');
    expect(field('Телефон')).toHaveValue('123456789012');
    expect(errorOf('Телефон')).toBe('Выберите страну');
    expect(mockEdit).not.toHaveBeenCalled();
  });
});

describe('birthday', () => {
  test('typed as dd.mm.yyyy; an incomplete date is cleared when the field is left', async () => {
    const user = renderPage();
    await loaded();
    const birthday = field('Дата рождения');
    await user.clear(birthday);
    await user.type(birthday, '1a5.0б6/1990');
    expect(birthday).toHaveValue('15.06.1990');
    await user.clear(birthday);
    await user.type(birthday, '150619');
    expect(birthday).toHaveValue('15.06.19');
    await user.tab();
    expect(birthday).toHaveValue('');
    await user.click(save());
    expect(errorOf('Дата рождения')).toBe('Заполните поле');
  });

  test('a date before 1920 is "Некорректная дата"', async () => {
    const user = renderPage();
    await loaded();
    await user.clear(field('Дата рождения'));
    await user.type(field('Дата рождения'), '01011919');
    await user.click(save());
    expect(errorOf('Дата рождения')).toBe('Некорректная дата');
  });
});

describe('weight', () => {
  async function typeWeight(keys: string, blur = false) {
    const user = renderPage(maria({ weight: null }));
    await loaded();
    const weight = field('Вес, кг');
    await user.type(weight, keys);
    if (blur) await user.tab();
    return weight;
  }

  test.each([
    ['0', ''],
    ['05', '5'],
    ['25', '25'],
    ['35', '35.'],
    ['355', '35.5'],
    ['3555', '35.5'],
    ['200', '200'],
    // from 200 only a 0 decimal
    ['2005', '200'],
    ['2000', '200.0'],
    ['201', '20'],
    ['1505', '150.5'],
    ['6a2,5', '62.5'],
  ])('keys %s give %s', async (keys, value) => {
    expect(await typeWeight(keys)).toHaveValue(value);
  });

  test.each([
    ['25', '25.0'],
    ['150', '150.0'],
    ['65', '65.0'],
    ['1', '1'],
  ])('on blur %s becomes %s', async (keys, value) => {
    expect(await typeWeight(keys, true)).toHaveValue(value);
  });

  test('an incomplete weight is refused with the spec text', async () => {
    await typeWeight('1', true);
    await userEvent.click(save());
    expect(errorOf('Вес, кг')).toBe('Поле "Вес" заполнено некорректно');
  });
});

describe('validation texts', () => {
  test('every field has its message, saving is refused with "Проверьте обязательные поля."', async () => {
    const user = renderPage();
    await loaded();
    await user.clear(field('Имя'));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'maria@mail');
    await user.clear(field('Telegram'));
    await user.type(field('Telegram'), 'mar');
    await user.click(save());
    expect(errorOf('Имя')).toBe('Заполните поле');
    expect(errorOf('Email')).toBe('Некорректный email');
    expect(errorOf('Telegram')).toBe('Значение поля не должно быть меньше 5 и больше 32');
    expect(banners).toEqual([
      expect.objectContaining({ type: 'fail', text: 'Проверьте обязательные поля.' }),
    ]);
    expect(mockEdit).not.toHaveBeenCalled();

    await user.clear(field('Telegram'));
    await user.type(field('Telegram'), '1maria');
    // formik validates asynchronously after each change
    await waitFor(() => expect(errorOf('Telegram')).toBe('Некорректный телеграм никнейм'));
    await user.clear(field('Telegram'));
    await waitFor(() => expect(errorOf('Telegram')).toBeUndefined());
  });

  test('messages appear from the first save on, not when a field is left', async () => {
    const user = renderPage();
    await loaded();
    await user.clear(field('Имя'));
    await user.tab();
    expect(errorOf('Имя')).toBeUndefined();
    await user.click(save());
    expect(errorOf('Имя')).toBe('Заполните поле');
    await user.type(field('Имя'), 'Мария');
    expect(errorOf('Имя')).toBeUndefined();
  });

  test('a member without a country is asked "Выберите страну"', async () => {
    const user = renderPage(maria({ country: null }));
    await loaded();
    await user.click(save());
    expect(errorOf('Страна')).toBe('Выберите страну');
  });
});

describe('saving', () => {
  test('sends the profile, says "Данные успешно сохранены!" and reloads the member', async () => {
    const user = renderPage();
    await loaded();
    await user.clear(field('Имя'));
    await user.type(field('Имя'), 'Мария Соколова');
    await user.click(screen.getByRole('radio', { name: 'Мужской' }));
    await user.selectOptions(field('Рост'), '170');
    await user.click(screen.getByRole('checkbox', { name: 'Получать новости и рассылку клуба' }));
    await user.click(save());

    await waitFor(() => expect(mockEdit).toHaveBeenCalledTimes(1));
    expect(mockEdit).toHaveBeenCalledWith({
      name: 'Мария Соколова',
      email: 'maria@example.com',
      phone: '+7 (925) 555-12-34',
      telegram: 'maria_kuz',
      height: 170,
      weight: 58.5,
      gender: 1,
      birthday: parseBirthdayText('08.03.1992'),
      country: 1,
      country_mask: 1,
      newsletter: true,
      is_fatsecret_auth: false,
    });
    await waitFor(() =>
      expect(banners).toEqual([
        expect.objectContaining({ type: 'ok', text: 'Данные успешно сохранены!' }),
      ]),
    );
    expect(reloads).toBe(1);
    // saved: leaving asks nothing
    expect(await mayLeave({ pathname: '/' })).toBe(true);
    expect(confirms).toHaveLength(0);
  });

  test('a phone of another country is sent with its code', async () => {
    const user = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Код страны +7' }));
    await user.click(
      within(screen.getByRole('listbox', { name: 'Код страны' })).getByRole('option', {
        name: /Армения/,
      }),
    );
    await user.clear(field('Телефон'));
    await user.type(field('Телефон'), '91234567');
    await user.click(save());
    await waitFor(() => expect(mockEdit).toHaveBeenCalled());
    expect(mockEdit.mock.calls[0][0]).toMatchObject({
      phone: '+374 (91) 234-567',
      country_mask: 6,
    });
  });

  test('under 18: the modal "Тебе еще нет 18 лет" with "Соглашаюсь", nothing is saved', async () => {
    const user = renderPage();
    await loaded();
    const year = new Date().getFullYear() - 17;
    await user.clear(field('Дата рождения'));
    await user.type(field('Дата рождения'), `0101${year}`);
    await user.click(save());
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]).toMatchObject({
      title: 'Тебе еще нет 18 лет',
      text: 'К сожалению, тебе еще нет 18 лет!',
      yes: 'Соглашаюсь',
    });
    await act(async () => confirms[0].resolve(true));
    expect(mockEdit).not.toHaveBeenCalled();
  });

  test('any server error: "Проверьте обязательные поля." and the reason beside the form', async () => {
    mockEdit.mockResolvedValue(failure('Этот e-mail уже используется другим участником клуба'));
    const user = renderPage();
    await loaded();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'anna@example.com');
    await user.click(save());
    expect(
      await screen.findByText('Этот e-mail уже используется другим участником клуба'),
    ).toBeInTheDocument();
    expect(banners).toEqual([
      expect.objectContaining({ type: 'fail', text: 'Проверьте обязательные поля.' }),
    ]);
    expect(reloads).toBe(0);
  });
});

describe('unsaved changes', () => {
  test('leaving asks; "Остаться" keeps the changes; "Не сохранять" or closing (no) clears them and goes', async () => {
    const user = renderPage();
    await loaded();
    expect(await mayLeave({ pathname: '/' })).toBe(true);

    await user.type(field('Telegram'), '_new');
    let leaving = mayLeave({ pathname: '/courses/' });
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]).toMatchObject({
      title: 'Внимание!',
      text: 'Изменения не сохранены. Остаться на странице, чтобы их сохранить?',
      yes: 'Остаться',
      no: 'Не сохранять',
    });
    await act(async () => confirms[0].resolve(true));
    expect(await leaving).toBe(false);
    expect(field('Telegram')).toHaveValue('maria_kuz_new');

    // "Не сохранять", or closing the question (× answers no): the change is dropped, the member goes
    leaving = mayLeave({ pathname: '/courses/' });
    await waitFor(() => expect(confirms).toHaveLength(2));
    await act(async () => confirms[1].resolve(false));
    expect(await leaving).toBe(true);
    // the change flag is cleared: nothing is asked again
    expect(await mayLeave({ pathname: '/courses/' })).toBe(true);
    expect(confirms).toHaveLength(2);
  });

  test('the question goes away with the page', async () => {
    const user = renderPage();
    await loaded();
    await user.type(field('Имя'), 'а');
    cleanup();
    expect(await mayLeave({ pathname: '/' })).toBe(true);
    expect(confirms).toHaveLength(0);
  });
});

describe('food tracking', () => {
  test('switching it on opens the authorisation page in a new window and marks it on', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    mockFatsecret.mockResolvedValue(answer({ oauth_url: 'https://oauth.example/authorize?x=1' }));
    const user = renderPage();
    await loaded();
    const toggle = screen.getByRole('switch', { name: 'Отслеживание питания (FatSecret)' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(open).toHaveBeenCalledWith(
      'https://oauth.example/authorize?x=1',
      '_blank',
      'noopener,noreferrer',
    );
    await user.click(save());
    await waitFor(() => expect(mockEdit).toHaveBeenCalled());
    expect(mockEdit.mock.calls[0][0]).toMatchObject({ is_fatsecret_auth: true });
    open.mockRestore();
  });

  test('when the URL cannot be had, the toggle stays off', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    mockFatsecret.mockResolvedValue(failure('Сервис недоступен', 500));
    const user = renderPage();
    await loaded();
    const toggle = screen.getByRole('switch', { name: 'Отслеживание питания (FatSecret)' });
    await user.click(toggle);
    await waitFor(() => expect(mockFatsecret).toHaveBeenCalled());
    expect(toggle).not.toBeChecked();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('layouts', () => {
  test('desktop: the password block with its eye toggles is on the page', async () => {
    renderPage();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Изменить пароль' })).toBeInTheDocument();
    expect(screen.getByLabelText('Старый пароль')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Изменить' })).not.toBeInTheDocument();
  });

  test('mobile: "Изменить" goes to the password page', async () => {
    setMobile(true);
    const user = renderPage();
    await loaded();
    expect(screen.queryByLabelText('Старый пароль')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Изменить' }));
    expect(screen.getByText('Страница смены пароля')).toBeInTheDocument();
  });
});

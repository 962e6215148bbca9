import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  actionListRequests$,
  banners$,
  clearSession,
  confirmRequests$,
  setSession,
  type Banner,
  type PendingActionList,
  type PendingConfirm,
  type Profile,
} from '@club/shared';
import { memberProfile, mockMatchMedia } from '@club/shared/testing';
import FeedbackModal from './FeedbackModal';
import FeedbackPage from './FeedbackPage';
import { getFeedbackCategories } from './api/getFeedbackCategories';
import { sendFeedback } from './api/sendFeedback';

jest.mock('./api/getFeedbackCategories', () => ({ getFeedbackCategories: jest.fn() }));
jest.mock('./api/sendFeedback', () => ({ sendFeedback: jest.fn() }));

const mockCategories = jest.mocked(getFeedbackCategories);
const mockSend = jest.mocked(sendFeedback);

const ok = <T,>(result: T) => ({ result, error: null, status: 200, headers: {} });

const profile: Profile = memberProfile({
  id: 7,
  name: 'Анна Иванова',
  height: null,
  weight: null,
});

let banners: Banner[] = [];
let bannerSub: { unsubscribe(): void };
let notices: PendingConfirm[] = [];
let noticeSub: { unsubscribe(): void };
const SENT = {
  title: 'Отправлено!',
  text: 'Спасибо за сообщение! Мы свяжемся с тобой в ближайшее время.',
};
let restoreMatchMedia: () => void = () => undefined;
function mockMobile(matches: boolean) {
  restoreMatchMedia();
  restoreMatchMedia = mockMatchMedia(matches);
}

beforeEach(() => {
  jest.clearAllMocks();
  mockMobile(false);
  setSession({ token: 't', profile });
  banners = [];
  bannerSub = banners$.subscribe((b) => banners.push(b));
  notices = [];
  noticeSub = confirmRequests$.subscribe((n) => notices.push(n));
  mockCategories.mockResolvedValue(
    ok({
      categories: [
        { id: 1, name: 'Тренировки' },
        { id: 2, name: 'Оплата' },
      ],
    }),
  );
  mockSend.mockResolvedValue(ok({ message: 'ok' }));
});

afterEach(() => {
  bannerSub.unsubscribe();
  noticeSub.unsubscribe();
  restoreMatchMedia();
  clearSession();
});

function renderModal() {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(<FeedbackModal onClose={onClose} />);
  return { onClose, user };
}

function renderPage(entries: string[] = ['/', '/feedback/']) {
  const user = userEvent.setup();
  render(
    <MemoryRouter
      initialEntries={entries}
      initialIndex={entries.length - 1}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path="/" element={<p>Главная</p>} />
        <Route path="/feedback/" element={<FeedbackPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

const field = (label: string) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: 'Отправить' });

async function fillDesktop(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Оплата' });
  await user.selectOptions(field('Тема обращения'), 'Оплата');
  await user.type(field('Сообщение'), 'Не проходит оплата курса');
}

describe('desktop modal', () => {
  test('shows the title, the heading and the fields, name and e-mail prefilled from the session', async () => {
    renderModal();
    expect(screen.getByText('Обратная связь')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'НАПИШИ НАМ' })).toBeInTheDocument();
    expect(field('Имя')).toHaveValue('Анна Иванова');
    expect(field('Email')).toHaveValue('anna@example.com');
    expect(field('Сообщение')).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Тренировки' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  });

  test('every empty field shows its own message', async () => {
    const { user } = renderModal();
    await user.clear(field('Имя'));
    await user.clear(field('Email'));
    await user.click(send());

    expect(field('Тема обращения')).toHaveAccessibleDescription(
      'Необходимо выбрать тему обращения',
    );
    expect(field('Имя')).toHaveAccessibleDescription('Поле «Имя» не может быть пустым');
    expect(field('Email')).toHaveAccessibleDescription('Поле «Email» не может быть пустым');
    expect(field('Сообщение')).toHaveAccessibleDescription('Поле «Сообщение» не может быть пустым');
    expect(mockSend).not.toHaveBeenCalled();
  });

  test('an invalid e-mail and a too short message show their messages', async () => {
    const { user } = renderModal();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'anna@example');
    await user.type(field('Сообщение'), '  abc  ');
    await user.click(send());

    expect(field('Email')).toHaveAccessibleDescription('Некорректный «Email»');
    expect(field('Сообщение')).toHaveAccessibleDescription('Минимум 5 символов');
    expect(field('Имя')).not.toHaveAccessibleDescription();
    expect(mockSend).not.toHaveBeenCalled();
  });

  test('a double click on "Отправить" while loading posts once', async () => {
    let finish: (v: Awaited<ReturnType<typeof sendFeedback>>) => void = () => undefined;
    mockSend.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, onClose } = renderModal();
    await fillDesktop(user);

    await user.dblClick(send());
    await waitFor(() => expect(send()).toHaveAttribute('aria-busy', 'true'));
    await user.click(send());
    expect(mockSend).toHaveBeenCalledTimes(1);

    await act(async () => finish(ok({ message: 'ok' })));
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('success shows the notice "Отправлено!" with its text and closes the modal', async () => {
    const { user, onClose } = renderModal();
    await fillDesktop(user);
    await user.click(send());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(mockSend).toHaveBeenCalledWith({
      category: 2,
      name: 'Анна Иванова',
      email: 'anna@example.com',
      message: 'Не проходит оплата курса',
    });
    expect(notices).toEqual([expect.objectContaining(SENT)]);
    expect(notices[0].yes).toBeUndefined();
  });

  test('a server error keeps the modal open and the entered data', async () => {
    mockSend.mockResolvedValue({
      result: null,
      error: { message: 'Сервер недоступен' },
      status: 500,
      headers: {},
    });
    const { user, onClose } = renderModal();
    await fillDesktop(user);
    await user.click(send());

    await waitFor(() => expect(send()).not.toHaveAttribute('aria-busy'));
    expect(onClose).not.toHaveBeenCalled();
    expect(banners.filter((b) => b.type === 'ok')).toHaveLength(0);
    expect(notices).toHaveLength(0);
    expect(field('Сообщение')).toHaveValue('Не проходит оплата курса');
    expect(field('Тема обращения')).toHaveValue('2');
  });

  test('"Отмена" closes the modal', async () => {
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(mockSend).not.toHaveBeenCalled();
  });
});

describe('mobile page', () => {
  let requests: PendingActionList[];
  let requestSub: { unsubscribe(): void };

  beforeEach(() => {
    mockMobile(true);
    requests = [];
    requestSub = actionListRequests$.subscribe((r) => requests.push(r));
  });
  afterEach(() => requestSub.unsubscribe());

  async function pickTheme(user: ReturnType<typeof userEvent.setup>, label: string) {
    await waitFor(() => expect(mockCategories).toHaveBeenCalled());
    await act(async () => {
      await Promise.resolve();
    });
    await user.click(screen.getByRole('button', { name: 'Тема обращения' }));
    const request = requests[requests.length - 1];
    const item = request.items.find((i) => i.label === label) ?? null;
    await act(async () => request.resolve(item));
  }

  test('the theme is chosen with the action-list picker "Тема обращения"', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Обратная связь', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'НАПИШИ НАМ' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await pickTheme(user, 'Тренировки');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      title: 'Тема обращения',
      items: [
        { id: 1, label: 'Тренировки' },
        { id: 2, label: 'Оплата' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Тема обращения' })).toHaveTextContent('Тренировки');
  });

  test('without a theme the picker field shows the theme message', async () => {
    const { user } = renderPage();
    await user.type(field('Сообщение'), 'Подскажите расписание');
    await user.click(send());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Тема обращения' })).toHaveAccessibleDescription(
        'Необходимо выбрать тему обращения',
      ),
    );
    expect(mockSend).not.toHaveBeenCalled();
  });

  test('success shows the notice "Отправлено!" and resets the form, name and e-mail prefilled again', async () => {
    const { user } = renderPage();
    await pickTheme(user, 'Оплата');
    await user.clear(field('Имя'));
    await user.type(field('Имя'), 'Аня');
    await user.type(field('Сообщение'), 'Не проходит оплата курса');
    await user.click(send());

    await waitFor(() => expect(notices).toEqual([expect.objectContaining(SENT)]));
    expect(mockSend).toHaveBeenCalledWith(
      expect.objectContaining({ category: 2, name: 'Аня', message: 'Не проходит оплата курса' }),
    );
    await waitFor(() => expect(field('Сообщение')).toHaveValue(''));
    expect(field('Имя')).toHaveValue('Анна Иванова');
    expect(field('Email')).toHaveValue('anna@example.com');
    expect(screen.getByRole('button', { name: 'Тема обращения' })).toHaveTextContent('Выбери тему');
    // still on the page, no error shown after the reset
    expect(screen.queryByText('Необходимо выбрать тему обращения')).not.toBeInTheDocument();
  });

  test('"Отмена" goes back', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('Главная')).toBeInTheDocument();
  });

  test('"Отмена" without history goes home', async () => {
    const { user } = renderPage(['/feedback/']);
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('Главная')).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, setSession, type Faq } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import FaqPage from './FaqPage';
import { getFaqCategories } from './api/getFaqCategories';
import { getFaqs } from './api/getFaqs';

jest.mock('./api/getFaqCategories', () => ({ getFaqCategories: jest.fn() }));
jest.mock('./api/getFaqs', () => ({ getFaqs: jest.fn() }));

const mockCategories = jest.mocked(getFaqCategories);
const mockFaqs = jest.mocked(getFaqs);

const answer = <T,>(result: T) => ({ result, error: null, status: 200, headers: {} });

const faqs: Faq[] = [
  {
    id: 1,
    category_id: 10,
    question: 'Как заморозить курс?',
    answer: '<p>Через карточку курса</p>',
  },
  { id: 2, category_id: 10, question: 'Как сменить место?', answer: '<p>Один раз за курс</p>' },
  {
    id: 3,
    category_id: 20,
    question: 'Как поменять тип питания?',
    answer: '<p>В разделе питания</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  },
];

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  mockCategories.mockResolvedValue(
    answer({
      categories: [
        { id: 10, name: 'Курсы' },
        { id: 20, name: 'Питание' },
      ],
    }),
  );
  mockFaqs.mockResolvedValue(answer({ faqs }));
});

const question = (name: string) => screen.getByRole('button', { name });

test('shows the title, a loader, then the first category with its questions', async () => {
  render(<FaqPage />);
  expect(screen.getByRole('heading', { name: 'FAQ', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();

  expect(await screen.findByRole('tab', { name: 'Курсы' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(question('Как заморозить курс?')).toBeInTheDocument();
  expect(question('Как сменить место?')).toBeInTheDocument();
  expect(screen.queryByText('Как поменять тип питания?')).not.toBeInTheDocument();
});

test('tabs switch categories', async () => {
  const user = userEvent.setup();
  render(<FaqPage />);
  await user.click(await screen.findByRole('tab', { name: 'Питание' }));

  expect(screen.getByRole('tab', { name: 'Питание' })).toHaveAttribute('aria-selected', 'true');
  expect(question('Как поменять тип питания?')).toBeInTheDocument();
  expect(screen.queryByText('Как заморозить курс?')).not.toBeInTheDocument();
});

test('opening one item closes the other and scrolls it to the centre', async () => {
  const user = userEvent.setup();
  render(<FaqPage />);
  await user.click(await screen.findByRole('button', { name: 'Как заморозить курс?' }));
  expect(question('Как заморозить курс?')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Через карточку курса')).toBeVisible();
  expect(scrollIntoView).toHaveBeenLastCalledWith(expect.objectContaining({ block: 'center' }));

  await user.click(question('Как сменить место?'));
  expect(question('Как сменить место?')).toHaveAttribute('aria-expanded', 'true');
  expect(question('Как заморозить курс?')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Через карточку курса')).not.toBeInTheDocument();
  expect(screen.getByText('Один раз за курс')).toBeVisible();
});

test('changing category closes all items and scrolls the window to the top', async () => {
  const user = userEvent.setup();
  render(<FaqPage />);
  await user.click(await screen.findByRole('button', { name: 'Как заморозить курс?' }));
  expect(scrollTo).not.toHaveBeenCalled();

  await user.click(screen.getByRole('tab', { name: 'Питание' }));
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect(question('Как поменять тип питания?')).toHaveAttribute('aria-expanded', 'false');

  // back to the first category: everything is still closed
  await user.click(screen.getByRole('tab', { name: 'Курсы' }));
  expect(question('Как заморозить курс?')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Через карточку курса')).not.toBeInTheDocument();
});

test('answers are sanitised before they are rendered as HTML', async () => {
  const user = userEvent.setup();
  const { container } = render(<FaqPage />);
  await user.click(await screen.findByRole('tab', { name: 'Питание' }));
  await user.click(question('Как поменять тип питания?'));

  const region = screen.getByRole('region');
  expect(within(region).getByText('В разделе питания')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).not.toHaveAttribute('onerror');
});

test('uses the mobile tab variant below 992 px', async () => {
  const restoreMatchMedia = mockMatchMedia(true);
  try {
    render(<FaqPage />);
    expect(await screen.findByRole('tablist')).toHaveClass('mobile');
  } finally {
    restoreMatchMedia();
  }
});

test('a categories call the server refuses clears the session and the stored token', async () => {
  setSession({ token: 'secret' });
  localStorage.setItem('club.token', 'secret');
  sessionStorage.setItem('club.token', 'secret');
  mockCategories.mockResolvedValue({
    result: null,
    error: { message: 'Ошибка' },
    status: 403,
    headers: {},
  });

  render(<FaqPage />);

  await waitFor(() => expect(getSession().token).toBeNull());
  expect(localStorage.getItem('club.token')).toBeNull();
  expect(sessionStorage.getItem('club.token')).toBeNull();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});

test.each([
  ['no answer (the network)', 0],
  ['a server fault', 503],
])(
  'categories with %s: the failed state with "Повторить", the member stays signed in',
  async (_, status) => {
    setSession({ token: 'secret' });
    mockCategories.mockResolvedValueOnce({
      result: null,
      error: { message: 'Нет связи с сервером. Проверь подключение и попробуй еще раз.' },
      status,
      headers: {},
    });
    render(<FaqPage />);
    expect(await screen.findByText('Не удалось загрузить вопросы.')).toBeVisible();
    expect(getSession().token).toBe('secret');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('tab', { name: 'Курсы' })).toBeInTheDocument();
    expect(question('Как заморозить курс?')).toBeInTheDocument();
  },
);

test('questions that fail to load: the failed state, not an empty page', async () => {
  mockFaqs.mockResolvedValueOnce({
    result: null,
    error: { message: 'Нет связи с сервером. Проверь подключение и попробуй еще раз.' },
    status: 0,
    headers: {},
  });
  render(<FaqPage />);
  expect(await screen.findByText('Не удалось загрузить вопросы.')).toBeVisible();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('tab', { name: 'Курсы' })).toBeInTheDocument();
});

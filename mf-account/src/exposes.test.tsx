// The two exposed modules, as the shell sees them: the pages by route name and the widgets.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RemoteRoutes from './routes';
import widgets from './widgets';

jest.mock('./features/faq/api/getFaqCategories', () => ({
  getFaqCategories: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('./features/faq/api/getFaqs', () => ({
  getFaqs: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('./features/feedback/api/getFeedbackCategories', () => ({
  getFeedbackCategories: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('./features/feedback/api/sendFeedback', () => ({ sendFeedback: jest.fn() }));
jest.mock('./features/store/api/getStore', () => ({
  getStore: jest.fn(() => new Promise(() => undefined)),
}));

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

test('./routes maps the spec route names to lazily loaded pages', async () => {
  expect(Object.keys(RemoteRoutes).sort()).toEqual([
    'change-pass',
    'faq',
    'feedback',
    'payment',
    'profile',
    'store',
    'store-course',
  ]);
  const { faq: Faq, feedback: Feedback } = RemoteRoutes;
  render(
    <MemoryRouter future={future}>
      <Faq />
      <Feedback />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'FAQ', level: 1 })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Обратная связь', level: 1 }),
  ).toBeInTheDocument();
});

test('./routes renders the account pages by their route names', async () => {
  const { payment: Payment, 'change-pass': ChangePass, store: Store } = RemoteRoutes;
  render(
    <MemoryRouter future={future}>
      <Payment />
      <ChangePass />
      <Store />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Оплата', level: 1 })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Изменить пароль', level: 1 }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Магазин', level: 1 })).toBeInTheDocument();
});

test('./widgets renders the feedback modal body with onClose', async () => {
  const onClose = jest.fn();
  render(<widgets.FeedbackModal onClose={onClose} />);
  expect(await screen.findByRole('heading', { name: 'НАПИШИ НАМ' })).toBeInTheDocument();
  screen.getByRole('button', { name: 'Отмена' }).click();
  expect(onClose).toHaveBeenCalledTimes(1);
});

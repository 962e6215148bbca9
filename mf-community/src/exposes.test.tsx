// The two exposed modules, as the shell sees them: the pages by spec route name and the widgets.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RemoteRoutes from './routes';
import widgets from './widgets';

jest.mock('./api/getDynamicsList', () => ({
  getDynamicsList: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('./api/getContest', () => ({ getContest: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('highcharts', () => ({}));
jest.mock('highcharts-react-official', () => ({ __esModule: true, default: () => null }));

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

test('./routes maps the body-progress route names of the spec to lazily loaded pages', async () => {
  expect(Object.keys(RemoteRoutes)).toEqual(
    expect.arrayContaining([
      'dynamics',
      'dynamics-report',
      'report-image',
      'competition',
      'competition-rules',
      'competition-prize',
      'competition-report',
    ]),
  );
  const { dynamics: Dynamics } = RemoteRoutes;
  render(
    <MemoryRouter future={future}>
      <Dynamics />
    </MemoryRouter>,
  );
  expect(
    await screen.findByRole('heading', { name: 'Динамика', level: 1 }, { timeout: 3000 }),
  ).toBeInTheDocument();
});

test('./routes maps the spec route names of chats, notifications and articles to pages', () => {
  for (const name of ['chats', 'chat', 'articles', 'article-detail', 'notifications'])
    expect(typeof RemoteRoutes[name]).toBe('function');
});

test('./widgets has the notification list for the shell’s bell, and the whole bell for 1.1 shells', () => {
  expect(typeof widgets.NotificationPanel).toBe('function');
  expect(typeof widgets.NotificationDropdown).toBe('function');
});

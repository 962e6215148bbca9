import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishLive, setSession, userInfoReload$, type Contest } from '@club/shared';
import { memberProfile, mockMatchMedia } from '@club/shared/testing';
import { getContest } from '../../api/getContest';
import { refuseContest } from '../../api/refuseContest';
import { sendContestReport } from '../../api/sendContestReport';
import { captureBus, contestReport, failed, mockObjectUrls, ok, renderAt } from '../../test/utils';
import CompetitionPage from './CompetitionPage';
import CompetitionReportPage from './CompetitionReportPage';

jest.mock('../../api/getContest', () => ({ getContest: jest.fn() }));
jest.mock('../../api/refuseContest', () => ({ refuseContest: jest.fn() }));
jest.mock('../../api/sendContestReport', () => ({ sendContestReport: jest.fn() }));

const contest = (patch: Partial<Contest> = {}): Contest => ({
  id: 1,
  name: 'Марафон «До и после»',
  photo: 'data:image/svg+xml;base64,PHN2Zy8+',
  prizes: '<ul><li>1 место</li></ul><img src=x onerror="window.hacked=1">',
  rules_of_participation: '<h3>Кто участвует</h3><script>window.hacked=1</script>',
  nomination: 'Лучшая трансформация — женщины',
  report_before: null,
  report_after: null,
  has_warn_message: true,
  ...patch,
});
const answer = (c: Contest | null) => jest.mocked(getContest).mockResolvedValue(ok({ contest: c }));

let bus: ReturnType<typeof captureBus>;
let undoMedia: () => void;
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  mockObjectUrls();
  setSession({ profile: memberProfile({ gender: 0 }) });
  bus = captureBus();
  undoMedia = mockMatchMedia(false);
});
afterEach(() => {
  bus.stop();
  undoMedia();
});

const row = (title: string) => screen.getByRole('group', { name: title });

test('without a contest there is no contest page', async () => {
  answer(null);
  renderAt(<CompetitionPage />, '/competition/');
  expect(await screen.findByRole('heading', { name: 'Ты не участвуешь в конкурсе' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Конкурс' })).toBeNull();
});

test('a decision on a report arriving live updates the open page', async () => {
  answer(contest({ report_before: contestReport('before', 'not_viewed') }));
  renderAt(<CompetitionPage />, '/competition/');
  expect(await screen.findByText('before not_viewed')).toBeVisible();
  expect(within(row('Отчёт "После"')).getByRole('button', { name: 'Добавить' })).toBeDisabled();
  answer(contest({ report_before: contestReport('before', 'approve') }));
  act(() => publishLive({ type: 'contest_report_reviewed', report: 'before', status: 'approve' }));
  expect(await screen.findByText('before approve')).toBeVisible();
  expect(screen.queryByText('before not_viewed')).toBeNull();
  expect(within(row('Отчёт "После"')).getByRole('button', { name: 'Добавить' })).toBeEnabled();
  // a chat event is not the contest's
  act(() => publishLive({ type: 'chat_deleted', channel: 'coach', id: 0 }));
  expect(getContest).toHaveBeenCalledTimes(2);
});

test('shows the contest, both warnings, and the after report closed until the before is approved', async () => {
  answer(contest());
  renderAt(<CompetitionPage />, '/competition/');
  expect(await screen.findByRole('heading', { name: 'Конкурс', level: 1 })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Марафон «До и после»' })).toBeVisible();
  expect(screen.getByText('Лучшая трансформация — женщины')).toBeVisible();
  expect(
    screen.getByText('Перед добавлением конкурсного отчёта внимательно изучи правила конкурса!'),
  ).toBeVisible();
  expect(screen.getByText(/^Ты ещё не добавила отчёт "До"/)).toBeVisible();
  expect(within(row('Отчёт "До"')).getByRole('button', { name: 'Добавить' })).toBeEnabled();
  expect(within(row('Отчёт "После"')).getByRole('button', { name: 'Добавить' })).toBeDisabled();
});

test('alerts: not_viewed and reject look like errors with no close; approve is accepted and closes', async () => {
  const user = userEvent.setup();
  answer(
    contest({
      report_before: contestReport('before', 'approve'),
      report_after: contestReport('after', 'reject'),
      has_warn_message: false,
    }),
  );
  renderAt(<CompetitionPage />, '/competition/');
  const before = await screen.findByRole('status', { name: 'Отчёт "До"' });
  const after = screen.getByRole('status', { name: 'Отчёт "После"' });
  expect(before.className).toMatch(/accepted/);
  expect(after.className).toMatch(/error/);
  expect(within(after).queryByRole('button', { name: 'Закрыть уведомление' })).toBeNull();
  expect(within(row('Отчёт "После"')).getByRole('button', { name: 'Просмотреть' })).toBeEnabled();
  expect(screen.queryByText(/внимательно изучи правила/)).toBeNull();
  await user.click(within(before).getByRole('button', { name: 'Закрыть уведомление' }));
  expect(screen.queryByRole('status', { name: 'Отчёт "До"' })).toBeNull();
});

test('a rejected report: its alert says why, "Просмотреть" shows it, "Добавить" sends a new one', async () => {
  const user = userEvent.setup();
  answer(contest({ report_before: contestReport('before', 'reject'), has_warn_message: true }));
  renderAt(<CompetitionPage />, '/competition/');
  const alert = await screen.findByRole('status', { name: 'Отчёт "До"' });
  expect(alert).toHaveTextContent('before reject');
  expect(within(alert).queryByRole('button', { name: 'Закрыть уведомление' })).toBeNull();
  const before = row('Отчёт "До"');
  expect(within(before).getByRole('button', { name: 'Просмотреть' })).toBeEnabled();
  await user.click(within(before).getByRole('button', { name: 'Добавить' }));
  const dialog = screen.getByRole('dialog', { name: 'Создать отчет' });
  expect(within(dialog).getByRole('button', { name: 'Создать' })).toBeVisible();
  // the after report stays closed until a before one is approved
  expect(within(row('Отчёт "После"')).getByRole('button', { name: 'Добавить' })).toBeDisabled();
});

test('rules and prizes open as modals with sanitised HTML on a desktop', async () => {
  const user = userEvent.setup();
  answer(contest());
  renderAt(<CompetitionPage />, '/competition/');
  await user.click(await screen.findByRole('button', { name: 'Правила конкурса' }));
  const rules = screen.getByRole('dialog', { name: 'Правила участия в конкурсе' });
  expect(within(rules).getByRole('heading', { name: 'Кто участвует' })).toBeVisible();
  expect(rules.innerHTML).not.toContain('<script');
  await user.click(within(rules).getByRole('button', { name: 'Закрыть' }));
  await user.click(screen.getByRole('button', { name: 'Призы' }));
  const prizes = screen.getByRole('dialog', { name: 'Призы' });
  expect(within(prizes).getByText('1 место')).toBeVisible();
  expect(prizes.innerHTML).not.toContain('onerror');
  expect((window as { hacked?: number }).hacked).toBeUndefined();
});

test('refusing asks, posts, goes home and reloads the member', async () => {
  const user = userEvent.setup();
  answer(contest());
  jest.mocked(refuseContest).mockResolvedValue(ok({ message: 'ok' }));
  const reloads = jest.fn();
  const sub = userInfoReload$.subscribe(reloads);
  renderAt(<CompetitionPage />, '/competition/');
  await user.click(await screen.findByRole('button', { name: 'Отказаться от участия' }));
  await waitFor(() => expect(bus.confirms).toHaveLength(1));
  expect(bus.confirms[0]).toMatchObject({
    text: 'Вернуть конкурсное участие назад будет невозможно!',
  });
  bus.confirms[0].resolve(true);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(refuseContest).toHaveBeenCalledTimes(1);
  expect(reloads).toHaveBeenCalled();
  sub.unsubscribe();
});

test('the report form needs the three photos and every figure (point from 30)', async () => {
  const user = userEvent.setup();
  answer(contest());
  renderAt(<CompetitionPage />, '/competition/');
  await user.click(
    await within(await screen.findByRole('group', { name: 'Отчёт "До"' })).findByRole('button', {
      name: 'Добавить',
    }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Создать отчет' });
  expect(within(dialog).getByText('формат png/jpg, макс. размер 5 МБ')).toBeVisible();
  await user.type(within(dialog).getByLabelText('Твой вес, кг'), '25');
  expect(within(dialog).getByLabelText('Твой вес, кг')).toHaveValue('25');
  await user.type(within(dialog).getByLabelText('Обхват груди, см'), '35');
  expect(within(dialog).getByLabelText('Обхват груди, см')).toHaveValue('35.');
  await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
  expect(within(dialog).getByText('Необходимо загрузить 3 фотографии')).toBeVisible();
  expect(within(dialog).getAllByText('Поле не может быть пустым')).toHaveLength(2);
  expect(within(dialog).getByText('Вес не может быть менее 30кг и более 200кг')).toBeVisible();
  expect(sendContestReport).not.toHaveBeenCalled();
});

describe('mobile report routes', () => {
  beforeEach(() => {
    undoMedia();
    undoMedia = mockMatchMedia(true);
  });

  it('send the after report back to the page while the before one is not approved', async () => {
    answer(contest({ report_before: contestReport('before', 'not_viewed') }));
    renderAt(
      <CompetitionReportPage />,
      '/competition/report/create_after',
      '/competition/report/:type',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/competition/'));
  });

  it('show a sent report with the switcher set to it (the empty one inactive)', async () => {
    answer(contest({ report_before: contestReport('before', 'not_viewed') }));
    renderAt(
      <CompetitionReportPage />,
      '/competition/report/show_before',
      '/competition/report/:type',
    );
    expect(await screen.findByRole('heading', { name: 'Отчеты', level: 1 })).toBeVisible();
    expect(screen.getByText('Твои данные')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Отчет "До"' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Отчет "После"' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Следующий отчет' })).toBeDisabled();
    expect(screen.getAllByRole('img', { name: 'фото отчета' })).toHaveLength(3);
  });

  it('create a report that was rejected: the form, for a new one in its place', async () => {
    answer(contest({ report_before: contestReport('before', 'reject') }));
    renderAt(
      <CompetitionReportPage />,
      '/competition/report/create_before',
      '/competition/report/:type',
    );
    expect(await screen.findByRole('heading', { name: 'Создать отчет', level: 1 })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/competition/report/create_before');
  });

  it('create a report that exists: shows it instead', async () => {
    answer(contest({ report_before: contestReport('before', 'approve') }));
    renderAt(
      <CompetitionReportPage />,
      '/competition/report/create_before',
      '/competition/report/:type',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/competition/report/show_before'),
    );
  });
});

test('a failed load is the failed state, never "Ты не участвуешь в конкурсе"; "Повторить" loads it', async () => {
  answer(contest());
  jest.mocked(getContest).mockResolvedValueOnce(failed('Ошибка сервера', 500));
  renderAt(<CompetitionPage />, '/competition/');
  expect(await screen.findByText('Не удалось загрузить конкурс.')).toBeVisible();
  expect(screen.getByText('Ошибка сервера')).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Ты не участвуешь в конкурсе' })).toBeNull();
  expect(getContest).toHaveBeenCalledWith({ silent: true });
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('heading', { name: 'Марафон «До и после»' })).toBeVisible();
});

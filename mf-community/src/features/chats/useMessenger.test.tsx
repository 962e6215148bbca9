import { act, renderHook, waitFor } from '@testing-library/react';
import { banners$, publishLive, type ChatMessage } from '@club/shared';
import { getMessages } from './api/getMessages';
import { markRead } from './api/markRead';
import { sendMessage } from './api/sendMessage';
import { editMessage } from './api/editMessage';
import { useMessenger } from './useMessenger';

jest.mock('./api/getMessages', () => ({ getMessages: jest.fn() }));
jest.mock('./api/markRead', () => ({ markRead: jest.fn() }));
jest.mock('./api/sendMessage', () => ({ sendMessage: jest.fn() }));
jest.mock('./api/editMessage', () => ({ editMessage: jest.fn() }));

const mockGet = jest.mocked(getMessages);
const mockRead = jest.mocked(markRead);
const mockSend = jest.mocked(sendMessage);
const mockEdit = jest.mocked(editMessage);

const ok = <T,>(result: T) => ({ result, error: null, status: 200, headers: {} });
const failed = (status: number, message: string) => ({
  result: null,
  error: { message },
  status,
  headers: {},
});

const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  channel: 'coach',
  message: `Сообщение ${id}`,
  sender: 'ADMIN',
  admin: { name: 'Алексей', position: 'Тренер' },
  time: 1_700_000_000 + id,
  is_read: true,
  is_read_admin: true,
  is_rear_view: true,
  is_edited: false,
  edited_at: null,
  pictures: [],
  client_key: null,
  ...over,
});

const banners: string[] = [];
banners$.subscribe((b) => banners.push(b.text));

beforeEach(() => {
  jest.clearAllMocks();
  banners.length = 0;
  mockRead.mockResolvedValue(ok({ unread: 0 }));
});

async function opened(messages: ChatMessage[], hasMore = false) {
  mockGet.mockResolvedValueOnce(ok({ messages, has_more: hasMore }));
  const hook = renderHook(() => useMessenger('coach'));
  expect(hook.result.current.state.status).toBe('loading');
  await waitFor(() => expect(hook.result.current.state.status).toBe('ready'), { timeout: 2000 });
  return hook;
}

test('a channel opens with a loading state of at least 0.3 s', async () => {
  jest.useFakeTimers();
  mockGet.mockResolvedValueOnce(ok({ messages: [msg(1)], has_more: false }));
  const { result } = renderHook(() => useMessenger('coach'));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(250);
  });
  expect(result.current.state.status).toBe('loading');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60);
  });
  expect(result.current.state.status).toBe('ready');
  jest.useRealTimers();
});

test('places the divider before the first unread message and marks the channel read about 0.5 s later', async () => {
  const { result } = await opened([
    msg(1),
    msg(2, { is_rear_view: false, is_read: false }),
    msg(3, { is_rear_view: false }),
  ]);
  expect(result.current.state.unreadFromId).toBe(2);
  expect(mockRead).not.toHaveBeenCalled();
  await waitFor(() => expect(mockRead).toHaveBeenCalledWith('coach', 3), { timeout: 1500 });
  await waitFor(() =>
    expect(result.current.state.messages.every((m) => m.is_rear_view)).toBe(true),
  );
  // the divider stays where it was
  expect(result.current.state.unreadFromId).toBe(2);
});

test('loads older messages one request at a time', async () => {
  const { result } = await opened([msg(51), msg(52)], true);
  let resolve: (v: unknown) => void = () => undefined;
  mockGet.mockReturnValueOnce(new Promise((r) => (resolve = r)) as never);
  act(() => {
    void result.current.loadOlder();
    void result.current.loadOlder();
  });
  expect(mockGet).toHaveBeenCalledTimes(2);
  expect(mockGet).toHaveBeenLastCalledWith('coach', { lastId: 51 });
  await act(async () => resolve(ok({ messages: [msg(49), msg(50)], has_more: false })));
  expect(result.current.state.messages.map((m) => m.id)).toEqual([49, 50, 51, 52]);
  expect(result.current.state.hasMore).toBe(false);
});

test('a live message of the channel is added once; other channels are left alone', async () => {
  const { result } = await opened([msg(1)]);
  act(() => {
    publishLive({ type: 'chat_message', channel: 'coach', id: 2, message: msg(2) });
    publishLive({ type: 'chat_message', channel: 'coach', id: 2, message: msg(2) });
    publishLive({
      type: 'chat_message',
      channel: 'dietolog',
      id: 3,
      message: msg(3, { channel: 'dietolog' }),
    });
  });
  expect(result.current.state.messages.map((m) => m.id)).toEqual([1, 2]);
});

test('a lost send is retried with the same client key, stored once; the text stays on a refusal', async () => {
  jest.useFakeTimers();
  mockGet.mockResolvedValueOnce(ok({ messages: [msg(1)], has_more: false }));
  const { result } = renderHook(() => useMessenger('coach'));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(400);
  });
  mockSend
    .mockResolvedValueOnce(failed(0, 'Нет связи с сервером.') as never)
    .mockResolvedValueOnce(ok({ message: msg(2, { sender: 'USER', message: 'Привет' }) }) as never);
  let sent: Promise<boolean> = Promise.resolve(false);
  act(() => {
    sent = result.current.send('  Привет ', []);
  });
  // a second press while sending does nothing
  let second: Promise<boolean> = Promise.resolve(true);
  act(() => {
    second = result.current.send('Привет', []);
  });
  expect(await second).toBe(false);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1100);
  });
  expect(await sent).toBe(true);
  expect(mockSend).toHaveBeenCalledTimes(2);
  const [first, retry] = mockSend.mock.calls.map((c) => c[0]);
  expect(first.clientKey).toBe(retry.clientKey);
  expect(first.message).toBe('Привет');
  expect(result.current.state.messages.map((m) => m.id)).toEqual([1, 2]);
  expect(banners).toEqual([]);

  mockSend.mockResolvedValueOnce(
    failed(400, 'Ошибка! Ты можешь прикрепить не более 5 вложений') as never,
  );
  let refused: Promise<boolean> = Promise.resolve(true);
  act(() => {
    refused = result.current.send('Ещё', []);
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10);
  });
  expect(await refused).toBe(false);
  expect(banners).toEqual(['Ошибка! Ты можешь прикрепить не более 5 вложений']);
  expect(result.current.sending).toBe(false);
  jest.useRealTimers();
});

test('an edit says the spec’s texts: empty, and a failure without a message', async () => {
  const { result } = await opened([msg(1, { sender: 'USER' })]);
  expect(await act(() => result.current.edit(1, '   '))).toBe(false);
  expect(banners).toEqual(['Сообщение не может быть пустым']);
  mockEdit.mockResolvedValueOnce(failed(0, 'Нет связи с сервером.') as never);
  expect(await act(() => result.current.edit(1, 'Новый текст'))).toBe(false);
  expect(banners.at(-1)).toBe('Ошибка редактирования сообщения.');
  mockEdit.mockResolvedValueOnce(
    ok({ message: msg(1, { sender: 'USER', message: 'Новый текст', is_edited: true }) }) as never,
  );
  expect(await act(() => result.current.edit(1, 'Новый текст'))).toBe(true);
  expect(result.current.state.messages[0]).toMatchObject({
    message: 'Новый текст',
    is_edited: true,
  });
});

test('a message sent while the channel opens stays when the older first page arrives', async () => {
  // the first page was asked for before the send and answers after it
  let answerPage: (v: unknown) => void = () => undefined;
  mockGet.mockReturnValueOnce(new Promise((r) => (answerPage = r)) as never);
  const { result } = renderHook(() => useMessenger('coach'));
  const mine = msg(5, { sender: 'USER', message: 'Быстрый вопрос', client_key: 'key-5' });
  mockSend.mockResolvedValueOnce(ok({ message: mine }) as never);
  expect(await act(() => result.current.send('Быстрый вопрос', []))).toBe(true);
  // shown at once, while the page is still loading
  expect(result.current.state.status).toBe('loading');
  expect(result.current.state.messages.map((m) => m.id)).toEqual([5]);

  // a staff message stored between the page and the send is fetched after the page's newest
  mockGet.mockResolvedValueOnce(ok({ messages: [msg(4), mine], has_more: false }));
  await act(async () => answerPage(ok({ messages: [msg(1), msg(2), msg(3)], has_more: true })));
  await waitFor(() => expect(result.current.state.status).toBe('ready'), { timeout: 2000 });
  await waitFor(() =>
    expect(result.current.state.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]),
  );
  expect(mockGet).toHaveBeenLastCalledWith('coach', { afterId: 3, silent: true });
  expect(result.current.state.pageStarts).toEqual([1]);
  expect(result.current.state.hasMore).toBe(true);
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession, setSession, userInfoReload$, type Profile } from '@club/shared';
import { memberProfile } from '@club/shared/testing';
import { useSession } from '../../hooks/useSession';
import { AvatarBlock } from './AvatarBlock';
import { kindOfBytes } from './imageKind';
import { removeAvatar } from './api/removeAvatar';
import { uploadAvatar } from './api/uploadAvatar';

jest.mock('./api/uploadAvatar', () => ({ uploadAvatar: jest.fn() }));
jest.mock('./api/removeAvatar', () => ({ removeAvatar: jest.fn() }));

const mockUpload = jest.mocked(uploadAvatar);
const mockRemove = jest.mocked(removeAvatar);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];

const file = (bytes: number[], name: string, type: string, size?: number) => {
  const f = new File([new Uint8Array(bytes)], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

let reloads = 0;
let sub: { unsubscribe(): void };
beforeEach(() => {
  jest.clearAllMocks();
  reloads = 0;
  sub = userInfoReload$.subscribe(() => (reloads += 1));
});
afterEach(() => {
  sub.unsubscribe();
  clearSession();
});

/** The block as the profile page renders it: from the session's profile. */
function Block() {
  const { profile } = useSession();
  return profile ? <AvatarBlock profile={profile} /> : null;
}

function renderBlock(patch: Partial<Profile> = {}) {
  setSession({ token: 't', profile: memberProfile({ name: 'Мария Кузнецова', ...patch }) });
  const user = userEvent.setup({ applyAccept: false });
  render(<Block />);
  return user;
}

const chooseFile = (user: ReturnType<typeof userEvent.setup>, f: File) =>
  user.upload(screen.getByLabelText('Файл фото'), f);

test('png and jpeg are told by their first bytes', () => {
  expect(kindOfBytes(new Uint8Array(PNG))).toBe('png');
  expect(kindOfBytes(new Uint8Array(JPEG))).toBe('jpeg');
  expect(kindOfBytes(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  expect(kindOfBytes(new Uint8Array([]))).toBeNull();
});

test('without a picture: the first letter and "Загрузить фото", no removal', () => {
  renderBlock();
  expect(screen.getByText('М')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Загрузить фото' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Удалить фото' })).not.toBeInTheDocument();
});

test('a file named .png that is text inside is refused before any upload', async () => {
  const user = renderBlock();
  await chooseFile(
    user,
    file(Array.from(Buffer.from('hello, not a picture')), 'me.png', 'image/png'),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ошибка! Можно загружать файлы с расширением png или jpg.',
  );
  expect(mockUpload).not.toHaveBeenCalled();
});

test('a picture over 5 MB is refused before any upload; exactly 5 MB is not', async () => {
  const user = renderBlock();
  await chooseFile(user, file(PNG, 'big.png', 'image/png', 5242881));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка! Фото весит более 5 МБ.');
  expect(mockUpload).not.toHaveBeenCalled();

  mockUpload.mockResolvedValue({
    result: { avatar: '/uploads/a.png' },
    error: null,
    status: 200,
    headers: {},
  });
  await chooseFile(user, file(PNG, 'ok.png', 'image/png', 5242880));
  await waitFor(() => expect(mockUpload).toHaveBeenCalledTimes(1));
});

test('an upload shows its progress, then the new picture everywhere (session) and reloads the member', async () => {
  let finish: (v: Awaited<ReturnType<typeof uploadAvatar>>) => void = () => undefined;
  mockUpload.mockImplementation((_f, onProgress) => {
    onProgress(40);
    return new Promise((resolve) => (finish = resolve));
  });
  const user = renderBlock();
  // a jpeg with a misleading name is still a jpeg
  await chooseFile(user, file(JPEG, 'photo.txt', 'text/plain'));
  const bar = await screen.findByRole('progressbar', { name: 'Загрузка фото' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');

  await act(async () =>
    finish({
      result: { avatar: '/uploads/avatars/1/ab.jpg' },
      error: null,
      status: 200,
      headers: {},
    }),
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Фото профиля' })).toHaveAttribute(
    'src',
    '/uploads/avatars/1/ab.jpg',
  );
  expect(getSession().profile?.avatar).toBe('/uploads/avatars/1/ab.jpg');
  expect(reloads).toBe(1);
});

test("the server's refusal is shown under the picture", async () => {
  mockUpload.mockResolvedValue({
    result: null,
    error: { message: 'Ошибка! Можно загружать файлы с расширением png или jpg.' },
    status: 400,
    headers: {},
  });
  const user = renderBlock();
  await chooseFile(user, file(PNG, 'a.png', 'image/png'));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ошибка! Можно загружать файлы с расширением png или jpg.',
  );
  expect(getSession().profile?.avatar).toBeNull();
});

test('"Удалить фото" removes the picture', async () => {
  mockRemove.mockResolvedValue({ result: { avatar: null }, error: null, status: 200, headers: {} });
  const user = renderBlock({ avatar: '/uploads/avatars/1/old.png' });
  expect(screen.getByRole('img', { name: 'Фото профиля' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Удалить фото' }));
  await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument());
  expect(mockRemove).toHaveBeenCalledTimes(1);
  expect(getSession().profile?.avatar).toBeNull();
  expect(screen.getByRole('button', { name: 'Загрузить фото' })).toBeInTheDocument();
});

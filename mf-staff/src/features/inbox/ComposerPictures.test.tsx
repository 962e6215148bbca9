// The composer's pictures (issue 42, item 14): a file that is not a picture is refused when chosen,
// with a Russian reason (it was listed as "Фото: notes.txt" and refused only on send); each chosen
// picture shows its thumbnail and is removed alone; what is sent is what is shown.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { ADMIN, signInAs } from '../../test/fixtures';
import { sendAnswer } from './api';
import { Composer } from './Composer';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getSavedReplies: jest.fn(async () => ({ result: { replies: [] }, error: null })),
  sendAnswer: jest.fn(async () => ({
    result: { item: { id: 1, kind: 'message' } },
    error: null,
  })),
}));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

let undoMedia: () => void;
beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
  signInAs(ADMIN);
});
afterEach(() => {
  undoMedia();
  clearSession();
});

test('a text file is refused when chosen; pictures show thumbnails and are removed one by one', async () => {
  // the file input takes whatever is chosen (as "All files" in a browser's dialog lets it)
  const user = userEvent.setup({ applyAccept: false });
  const onSent = jest.fn();
  render(<Composer member={7} channel="coach" onSent={onSent} />);
  const input = screen.getByLabelText('Прикрепить фото');

  await user.upload(input, new File(['купить воду'], 'notes.txt', { type: 'text/plain' }));
  expect(
    await screen.findByText(
      'Файл «notes.txt» — не фото. Можно прикрепить только фото в формате png или jpg.',
    ),
  ).toBeVisible();
  expect(screen.queryByText(/Фото: /)).toBeNull();
  expect(screen.queryByRole('list', { name: 'Фото к ответу' })).toBeNull();

  await user.upload(input, [
    new File([PNG], 'спина.png', { type: 'image/png' }),
    new File([JPEG], 'бок.jpg', { type: 'image/jpeg' }),
  ]);
  const list = await screen.findByRole('list', { name: 'Фото к ответу' });
  // each with its thumbnail (beside its name: the picture itself is decorative)
  const thumbs = [...list.querySelectorAll('img')].map((i) => i.getAttribute('src'));
  expect(thumbs).toEqual(['blob:спина.png', 'blob:бок.jpg']);
  // one more, added to those chosen (not replacing them)
  await user.upload(input, new File([PNG], 'перед.png', { type: 'image/png' }));
  expect(await within(list).findByText('перед.png')).toBeVisible();

  await user.click(within(list).getByRole('button', { name: 'Убрать фото бок.jpg' }));
  expect(within(list).queryByText('бок.jpg')).toBeNull();
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Отправить' }));
  expect(sendAnswer).toHaveBeenCalledTimes(1);
  const sent = (sendAnswer as jest.Mock).mock.calls[0][3] as File[];
  expect(sent.map((f) => f.name)).toEqual(['спина.png', 'перед.png']);
  expect(onSent).toHaveBeenCalled();
  expect(screen.queryByRole('list', { name: 'Фото к ответу' })).toBeNull();
});

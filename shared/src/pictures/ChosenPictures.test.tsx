// The chosen pictures: a thumbnail of each, removed one at a time by keyboard, the focus kept; and
// the check on choosing that tells a text file from a picture by its bytes, whatever it is called.
import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChosenPictures, isPictureFile } from './index';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });
const jpeg = (name: string) => new File([JPEG_BYTES], name, { type: 'image/jpeg' });

let urls = 0;
const revoked: string[] = [];
beforeAll(() => {
  URL.createObjectURL = () => `blob:picture-${++urls}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

function Picker({ initial }: { initial: File[] }) {
  const [files, setFiles] = useState(initial);
  const attach = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={attach} type="button">
        Прикрепить фото
      </button>
      <ChosenPictures
        files={files}
        returnFocus={attach}
        onRemove={(f) => setFiles((all) => all.filter((x) => x !== f))}
      />
    </>
  );
}

test('each chosen picture shows its thumbnail and is removed alone, by keyboard', async () => {
  const user = userEvent.setup();
  render(<Picker initial={[png('спина.png'), jpeg('бок.jpg'), png('спина.png')]} />);
  const list = screen.getByRole('list', { name: 'Выбранные фото' });
  const thumbs = list.querySelectorAll('img');
  expect(thumbs).toHaveLength(3);
  expect(thumbs[0].getAttribute('src')).toMatch(/^blob:picture-/);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'спина.png×',
    'бок.jpg×',
    'спина.png×',
  ]);

  // Tab to the second picture's button and press Enter: only that one goes
  await user.tab(); // Прикрепить фото
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Убрать фото бок.jpg' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('button', { name: 'Убрать фото бок.jpg' })).toBeNull();
  expect(screen.getAllByRole('button', { name: 'Убрать фото спина.png' })).toHaveLength(2);
  // the focus is on the next picture's button, and the removed one's thumbnail is released
  expect(screen.getAllByRole('button', { name: 'Убрать фото спина.png' })[1]).toHaveFocus();
  expect(revoked.length).toBeGreaterThanOrEqual(1);

  await user.keyboard('{Enter}');
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('list', { name: 'Выбранные фото' })).toBeNull();
  // none left: back to the picker
  expect(screen.getByRole('button', { name: 'Прикрепить фото' })).toHaveFocus();
});

test('a picture is told by its bytes: a text file is not one, even named .png', async () => {
  expect(await isPictureFile(png('a.png'))).toBe(true);
  expect(await isPictureFile(jpeg('a.jpg'))).toBe(true);
  expect(await isPictureFile(new File(['заметки'], 'notes.txt', { type: 'text/plain' }))).toBe(
    false,
  );
  expect(await isPictureFile(new File(['заметки'], 'notes.png', { type: 'image/png' }))).toBe(
    false,
  );
  expect(await isPictureFile(new File([PNG_BYTES], 'a.gif', { type: 'image/gif' }))).toBe(false);
});

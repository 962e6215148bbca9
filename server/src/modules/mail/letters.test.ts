// The letters' own texts (issue 31): the club's colours are those of the app's theme, a member's
// name cannot inject markup, and the wording follows the member's gender as the app does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  emailVerificationLetter,
  LETTER_COLOURS,
  recoveryLetter,
  staffWelcomeLetter,
  welcomeLetter,
} from './letters';

const THEME = path.resolve(__dirname, '../../../../shared/src/ui/theme.css');

test('the colours of letters are the tokens of shared/src/ui/theme.css', () => {
  const css = readFileSync(THEME, 'utf8');
  for (const [token, value] of Object.entries(LETTER_COLOURS)) {
    const match = new RegExp(`${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
    expect({ token, value: match?.[1]?.toLowerCase() }).toEqual({ token, value });
  }
});

test('every letter has an HTML part and a plain part with the same link', () => {
  const link = 'https://club.example.ru/reset-pass/#token=abc_DEF-123';
  const letters = [
    recoveryLetter({ name: 'Анна Смирнова', email: 'a@example.ru', gender: 0 }, link),
    welcomeLetter({ name: 'Анна Смирнова', email: 'a@example.ru' }, link, {
      packName: 'Стройность',
      recoveryUrl: 'https://club.example.ru/reset-pass/',
    }),
    emailVerificationLetter({ name: 'Анна Смирнова', email: 'a@example.ru', gender: 0 }, link),
    staffWelcomeLetter({ name: 'Анна Смирнова', email: 'a@example.ru' }, link, {
      position: 'Тренер',
      roles: ['Тренер'],
      staffUrl: 'https://club.example.ru/staff/',
      recoveryUrl: 'https://club.example.ru/reset-pass/',
    }),
  ];
  // the welcome letter also links the recovery page, for a link that has expired
  expect(letters[1].html).toContain('href="https://club.example.ru/reset-pass/"');
  for (const letter of letters) {
    expect(letter.subject).toMatch(/[А-Яа-я]/);
    expect(letter.text).toContain('Привет, Анна!');
    expect(letter.text).toContain(link);
    expect(letter.html).toContain('<html lang="ru">');
    expect(letter.html).toContain(`href="${link}"`);
    expect(letter.html).toContain('Привет, Анна!');
  }
});

test('a name or a course name cannot put markup into the letter', () => {
  const letter = welcomeLetter(
    { name: '<img src=x onerror=alert(1)> Иван', email: 'i@example.ru' },
    'https://club.example.ru/reset-pass/#token=t',
    { packName: '"><script>alert(1)</script>', recoveryUrl: 'https://club.example.ru/reset-pass/' },
  );
  expect(letter.html).not.toContain('<img src=x');
  expect(letter.html).not.toContain('<script>');
  expect(letter.html).toContain('Привет, &lt;img!');
  expect(letter.html).toContain('&quot;&gt;&lt;script&gt;');
});

test('the wording follows the gender (unknown: both endings)', () => {
  const link = 'https://club.example.ru/reset-pass/#token=t';
  const to = (gender: 0 | 1 | null) => ({ name: 'Саша', email: 's@example.ru', gender });
  expect(recoveryLetter(to(0), link).text).toContain('Если ты не запрашивала восстановление');
  expect(recoveryLetter(to(1), link).text).toContain('Если ты не запрашивал восстановление');
  expect(recoveryLetter(to(null), link).text).toContain('Если ты не запрашивал(а) восстановление');
});

test('a staff member’s letter names the roles and the staff app; a position cannot put markup in', () => {
  const letter = staffWelcomeLetter(
    { name: 'Вера Котова', email: 'v@example.ru' },
    'https://club.example.ru/reset-pass/#token=t',
    {
      position: '<b>Редактор</b>',
      roles: ['Модератор', 'Редактор'],
      staffUrl: 'https://club.example.ru/staff/',
      recoveryUrl: 'https://club.example.ru/reset-pass/',
    },
  );
  expect(letter.text).toContain('Роли: Модератор, Редактор.');
  expect(letter.html).toContain('href="https://club.example.ru/staff/"');
  expect(letter.html).not.toContain('<b>Редактор</b>');
  expect(letter.html).toContain('&lt;b&gt;Редактор&lt;/b&gt;');
  expect(letter.html).toContain('обратись к администратору клуба');
  expect(letter.html).not.toContain('Обратная связь');
});

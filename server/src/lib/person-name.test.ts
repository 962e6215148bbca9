// Issue 42 item 8: a name is one line of visible text and never an address.
import {
  looksLikeAddress,
  personName,
  personNameProblem,
  PERSON_NAME_MESSAGES,
} from './person-name';

describe('personName', () => {
  it('makes one line of visible text of it', () => {
    expect(personName('Анна\r\nСмирнова')).toBe('Анна Смирнова');
    expect(personName('  Анна\t\tСмирнова \u0000 ')).toBe('Анна Смирнова');
    // a right-to-left override would show «авонримС» as «Смирнова» reversed, and isolates hide text
    expect(personName('Анна \u202eавонримС\u202c\u2066x\u2069')).toBe('Анна авонримСx');
    expect(personName('\u200bАнна\u200d \ufeffСмир\u00adнова')).toBe('Анна Смирнова');
    expect(personName('Анна\u2028Смирнова')).toBe('Анна Смирнова');
    // NFC: «й» written as и + combining breve is one letter
    expect(personName('Андреи\u0306')).toBe('Андрей');
    expect(personName(42)).toBe('');
  });

  it('keeps ordinary names as written', () => {
    for (const name of ['Анна-Мария Смирнова', 'Jean-Luc O’Neil', 'А. С. Пушкин', 'Ёлкина Алёна'])
      expect(personName(name)).toBe(name);
  });
});

describe('personNameProblem', () => {
  it.each([
    'https://evil.example/pay',
    'evil.example',
    'www.club-bonus',
    'Анна bit.ly/abc',
    'подарок.рф',
    'anna@mail.ru',
    'HTTP://X',
    'javascript:alert(1)',
  ])('refuses %s as an address', (name) => {
    expect(personNameProblem(personName(name))).toBe(PERSON_NAME_MESSAGES.url);
  });

  it('lets names with dots and hyphens through', () => {
    for (const name of ['А. С. Пушкин', 'Анна-Мария', 'Д.Иванов', 'Анна Смирнова', 'Mr. Smith'])
      expect(looksLikeAddress(name)).toBe(false);
  });
});

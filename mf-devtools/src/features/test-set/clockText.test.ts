import { formatClock, parseClock } from './clockText';

test('formats and parses dd.mm.yyyy HH:MM:ss in local time, both ways', () => {
  const unix = Math.floor(new Date(2026, 1, 3, 4, 5, 6).getTime() / 1000);
  expect(formatClock(unix)).toBe('03.02.2026 04:05:06');
  expect(parseClock('03.02.2026 04:05:06')).toBe(unix);
  expect(parseClock('  03.02.2026   04:05:06 ')).toBe(unix);
});

test('refuses malformed text and moments that do not exist', () => {
  for (const text of [
    '',
    '3.2.2026 4:05:06',
    '03.02.2026',
    '03/02/2026 04:05:06',
    '31.02.2026 10:00:00',
    '01.13.2026 10:00:00',
    '01.01.2026 24:00:00',
    '01.01.2026 10:60:00',
    '01.01.1999 10:00:00',
    '01.01.2100 10:00:00',
    'завтра',
  ])
    expect([text, parseClock(text)]).toEqual([text, null]);
});

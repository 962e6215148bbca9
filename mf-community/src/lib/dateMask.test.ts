import { maskDate, settleDate, todayText } from './dateMask';

test('masks dd.mm.yyyy as the member types or pastes', () => {
  expect(maskDate('2')).toBe('2');
  expect(maskDate('20')).toBe('20');
  expect(maskDate('200')).toBe('20.0');
  expect(maskDate('20.')).toBe('20.');
  expect(maskDate('2005')).toBe('20.05');
  expect(maskDate('20052025')).toBe('20.05.2025');
  expect(maskDate('20.05.2025999')).toBe('20.05.2025');
  expect(maskDate('2a0/05-2025')).toBe('20.05.2025');
});

test('clears an incomplete date on blur', () => {
  expect(settleDate('20.05.2025')).toBe('20.05.2025');
  expect(settleDate('20.05.202')).toBe('');
  expect(settleDate('')).toBe('');
});

test('today in the display zone (UTC+4)', () => {
  expect(todayText(Date.UTC(2025, 4, 20, 19, 59))).toBe('20.05.2025');
  expect(todayText(Date.UTC(2025, 4, 20, 20, 0))).toBe('21.05.2025');
});

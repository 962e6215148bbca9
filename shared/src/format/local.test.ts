// Moments are shown in the member's own time zone (issue 27, item 11): the jest preset pins the
// run's zone to Europe/Moscow (UTC+3), so "the member's zone" is Moscow here; other zones are
// passed explicitly.
import { formatDateTime } from './date';
import {
  formatLocalDate,
  formatLocalDateTime,
  formatLocalTime,
  localDayKey,
  previousDayKey,
} from './local';

const at = (iso: string) => Date.parse(iso) / 1000;

describe("moments in the member's time zone", () => {
  it('runs in Moscow (the preset), which is not the spec’s +4 h', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Moscow');
  });

  it('shows a message sent now at the time of the member’s clock, not an hour ahead', () => {
    // 12:05 in Moscow
    const sent = at('2024-05-20T09:05:00Z');
    expect(formatLocalTime(sent)).toBe('12:05');
    expect(formatLocalDateTime(sent)).toBe('20.05.2024 12:05');
    // what the fixed +4 h showed
    expect(formatDateTime(sent)).toBe('20.05.2024 13:05');
  });

  it('reads the same moment in Moscow and in Yekaterinburg', () => {
    const moment = at('2024-03-10T20:30:00Z');
    expect(formatLocalTime(moment, 'Europe/Moscow')).toBe('23:30');
    expect(formatLocalDate(moment, 'Europe/Moscow')).toBe('10.03.2024');
    expect(formatLocalTime(moment, 'Asia/Yekaterinburg')).toBe('01:30');
    expect(formatLocalDate(moment, 'Asia/Yekaterinburg')).toBe('11.03.2024');
    expect(formatLocalDateTime(moment, 'Asia/Yekaterinburg')).toBe('11.03.2024 01:30');
    expect(localDayKey(moment, 'Europe/Moscow')).toBe('2024-03-10');
    expect(localDayKey(moment, 'Asia/Yekaterinburg')).toBe('2024-03-11');
    // the browser's zone is the given one when they are the same
    expect(formatLocalDateTime(moment)).toBe(formatLocalDateTime(moment, 'Europe/Moscow'));
    expect(localDayKey(moment)).toBe('2024-03-10');
  });

  it('follows a zone’s daylight saving and midnight', () => {
    // Berlin moves to summer time on 31.03.2024 at 02:00 (01:00 UTC)
    expect(formatLocalTime(at('2024-03-31T00:59:00Z'), 'Europe/Berlin')).toBe('01:59');
    expect(formatLocalTime(at('2024-03-31T01:00:00Z'), 'Europe/Berlin')).toBe('03:00');
    expect(formatLocalTime(at('2024-03-10T21:00:00Z'), 'Europe/Moscow')).toBe('00:00');
  });

  it('names the day before, across months, years and leap days', () => {
    expect(previousDayKey('2024-03-01')).toBe('2024-02-29');
    expect(previousDayKey('2023-03-01')).toBe('2023-02-28');
    expect(previousDayKey('2025-01-01')).toBe('2024-12-31');
    expect(previousDayKey('2024-05-20')).toBe('2024-05-19');
  });
});

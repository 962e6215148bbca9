import type { Contest, ContestReport, ContestReportStatus } from '@club/shared';
import {
  afterEnabled,
  alertAccepted,
  alertClosable,
  canResend,
  canSwitchTo,
  noBeforeWarning,
  parseReportRoute,
  reportRows,
  resolveReportRoute,
} from './contestRules';

const report = (type: 'before' | 'after', status: ContestReportStatus): ContestReport => ({
  id: type === 'before' ? 1 : 2,
  type,
  status,
  message: '',
  created: 0,
  name: '01.05.2025',
  weight: 60,
  chest_girth: 90,
  waist_girth: 70,
  hip_girth: 95,
  photo_side: null,
  photo_front: null,
  photo_back: null,
});

const contest = (before: ContestReport | null, after: ContestReport | null = null): Contest => ({
  id: 1,
  name: 'Марафон',
  photo: '',
  prizes: '',
  rules_of_participation: '',
  nomination: '',
  report_before: before,
  report_after: after,
  has_warn_message: true,
});

describe('the after report', () => {
  it('is enabled only once the before report is approved', () => {
    expect(afterEnabled(contest(null))).toBe(false);
    expect(afterEnabled(contest(report('before', 'not_viewed')))).toBe(false);
    expect(afterEnabled(contest(report('before', 'reject')))).toBe(false);
    expect(afterEnabled(contest(report('before', 'approve')))).toBe(true);
  });

  it('makes the rows: "Добавить" when empty (after disabled until then), "Просмотреть" otherwise', () => {
    expect(reportRows(contest(null)).map((r) => [r.title, r.empty, r.disabled])).toEqual([
      ['Отчёт "До"', true, false],
      ['Отчёт "После"', true, true],
    ]);
    expect(reportRows(contest(report('before', 'approve')))[1]).toMatchObject({
      empty: true,
      disabled: false,
    });
    const both = reportRows(contest(report('before', 'approve'), report('after', 'reject')));
    expect(both.map((r) => [r.empty, r.resend, r.disabled])).toEqual([
      [false, false, false],
      [false, true, false],
    ]);
  });

  it('a rejected report offers "Добавить" again, for a new one in its place', () => {
    expect(canResend(report('before', 'reject'))).toBe(true);
    expect(canResend(report('before', 'not_viewed'))).toBe(false);
    expect(canResend(report('before', 'approve'))).toBe(false);
    expect(canResend(null)).toBe(false);
    expect(reportRows(contest(report('before', 'reject')))[0]).toMatchObject({
      empty: false,
      resend: true,
      disabled: false,
    });
  });
});

describe('alerts', () => {
  it('look accepted and can be closed only for approve', () => {
    expect(alertAccepted('approve')).toBe(true);
    expect(alertAccepted('not_viewed')).toBe(false);
    expect(alertAccepted('reject')).toBe(false);
    expect(alertClosable('approve')).toBe(true);
    expect(alertClosable('not_viewed')).toBe(false);
    expect(alertClosable('reject')).toBe(false);
  });
});

test('the viewer switches only to a report that is not empty', () => {
  const c = contest(report('before', 'approve'));
  expect(canSwitchTo(c, 'before')).toBe(true);
  expect(canSwitchTo(c, 'after')).toBe(false);
});

test('the no-before warning speaks to the member gender', () => {
  expect(noBeforeWarning(0)).toMatch(/^Ты ещё не добавила отчёт "До"/);
  expect(noBeforeWarning(1)).toMatch(/^Ты ещё не добавил отчёт "До"/);
});

describe('mobile report routes', () => {
  it('read the four types and nothing else', () => {
    expect(parseReportRoute('create_before')).toEqual({ mode: 'create', type: 'before' });
    expect(parseReportRoute('show_after')).toEqual({ mode: 'show', type: 'after' });
    expect(parseReportRoute('edit_before')).toBeNull();
    expect(parseReportRoute(undefined)).toBeNull();
  });

  it('show an existing report instead of creating it, and never create a locked after report', () => {
    const none = contest(null);
    expect(resolveReportRoute(none, { mode: 'create', type: 'before' })).toEqual({
      mode: 'create',
      type: 'before',
    });
    expect(resolveReportRoute(none, { mode: 'create', type: 'after' })).toBeNull();
    expect(resolveReportRoute(none, { mode: 'show', type: 'after' })).toBeNull();
    expect(resolveReportRoute(none, { mode: 'show', type: 'before' })).toEqual({
      mode: 'create',
      type: 'before',
    });
    const sent = contest(report('before', 'not_viewed'));
    expect(resolveReportRoute(sent, { mode: 'create', type: 'before' })).toEqual({
      mode: 'show',
      type: 'before',
    });
    const approved = contest(report('before', 'approve'));
    expect(resolveReportRoute(approved, { mode: 'create', type: 'after' })).toEqual({
      mode: 'create',
      type: 'after',
    });
    // a rejected one is created again (in its place), and still shown on request
    const rejected = contest(report('before', 'reject'));
    expect(resolveReportRoute(rejected, { mode: 'create', type: 'before' })).toEqual({
      mode: 'create',
      type: 'before',
    });
    expect(resolveReportRoute(rejected, { mode: 'show', type: 'before' })).toEqual({
      mode: 'show',
      type: 'before',
    });
    expect(resolveReportRoute(rejected, { mode: 'create', type: 'after' })).toBeNull();
  });
});

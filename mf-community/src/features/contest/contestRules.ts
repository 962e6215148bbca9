// The contest page's rules (spec part 2 §2.6, §4), pure so they are tested on their own: which
// report rows are enabled, what the alerts look like, where the report switcher may go, and what
// the mobile report route does with each type. A rejected report is no dead end (issue 42 item
// 11): its row keeps 'Просмотреть' and offers 'Добавить' again, for a new report in its place.
import type { Contest, ContestReport, ContestReportStatus, ContestReportType } from '@club/shared';
import { byGender, type Gender } from '../../lib/gender';

export const REPORT_TYPES: readonly ContestReportType[] = ['before', 'after'];

/** The rows of the page ('Отчёт "До"') and the switcher of the viewer ('Отчет "До"'), as the spec spells them. */
export const ROW_TITLES: Record<ContestReportType, string> = {
  before: 'Отчёт "До"',
  after: 'Отчёт "После"',
};
export const SWITCH_TITLES: Record<ContestReportType, string> = {
  before: 'Отчет "До"',
  after: 'Отчет "После"',
};

export const RULES_WARNING =
  'Перед добавлением конкурсного отчёта внимательно изучи правила конкурса!';
/** The contest warning shown while there is no before report (its text is ours: the spec names only the case). */
export const noBeforeWarning = (gender: Gender) =>
  `Ты ещё не ${byGender(gender, 'добавила', 'добавил', 'добавил(а)')} отчёт "До". Без него участие в конкурсе не засчитывается.`;
export const REFUSE_TEXT = 'Вернуть конкурсное участие назад будет невозможно!';

export const reportOf = (contest: Contest, type: ContestReportType): ContestReport | null =>
  type === 'before' ? contest.report_before : contest.report_after;

/** The after report opens only once the before report is approved. */
export const afterEnabled = (contest: Contest): boolean =>
  contest.report_before?.status === 'approve';

/** The club rejected the report: the member sends a new one in its place ('Добавить' again). */
export const canResend = (report: ContestReport | null): boolean => report?.status === 'reject';

export interface ReportRow {
  type: ContestReportType;
  title: string;
  report: ContestReport | null;
  /** no report yet: 'Добавить', otherwise 'Просмотреть' */
  empty: boolean;
  /** rejected: 'Просмотреть' and 'Добавить' (a new report in place of the rejected one) */
  resend: boolean;
  /** 'Добавить' cannot be pressed (the after report before the before one is approved) */
  disabled: boolean;
}

export function reportRows(contest: Contest): ReportRow[] {
  return REPORT_TYPES.map((type) => {
    const report = reportOf(contest, type);
    return {
      type,
      title: ROW_TITLES[type],
      report,
      empty: report === null,
      resend: canResend(report),
      disabled: report === null && type === 'after' && !afterEnabled(contest),
    };
  });
}

/** Alerts: styled as accepted only for approve, otherwise as an error. */
export const alertAccepted = (status: ContestReportStatus) => status === 'approve';
/** The alert's close button is hidden for not_viewed and reject. */
export const alertClosable = (status: ContestReportStatus) => status === 'approve';

/** The viewer switches (tab or arrow) only to a report that is not empty. */
export const canSwitchTo = (contest: Contest, type: ContestReportType) =>
  reportOf(contest, type) !== null;

export interface ReportRoute {
  mode: 'create' | 'show';
  type: ContestReportType;
}

/** /competition/report/{type}: create_before, create_after, show_before, show_after. */
export function parseReportRoute(param: string | undefined): ReportRoute | null {
  const m = /^(create|show)_(before|after)$/.exec(param ?? '');
  return m ? { mode: m[1] as ReportRoute['mode'], type: m[2] as ContestReportType } : null;
}

export const reportRoutePath = (route: ReportRoute) =>
  `/competition/report/${route.mode}_${route.type}`;

/**
 * What a report route can show for this contest: itself, the other mode (creating a report that
 * exists shows it, unless it was rejected: then a new one is created in its place; showing an
 * empty one creates it when allowed), or nothing (back to the page).
 */
export function resolveReportRoute(contest: Contest, route: ReportRoute): ReportRoute | null {
  const report = reportOf(contest, route.type);
  const exists = report !== null;
  const creatable = route.type === 'before' || afterEnabled(contest);
  if (route.mode === 'show')
    return exists ? route : creatable ? { ...route, mode: 'create' } : null;
  if (exists && !canResend(report)) return { ...route, mode: 'show' };
  return creatable ? route : null;
}

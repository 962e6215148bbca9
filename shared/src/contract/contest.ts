// Contract of the before/after contest (spec part 2 §2.6, §3, §4, §7).
import { Type, type Static } from '@sinclair/typebox';
import { ReportPhoto } from './dynamics';

export const ContestReportStatus = Type.Union([
  Type.Literal('approve'),
  Type.Literal('reject'),
  Type.Literal('not_viewed'),
]);
export type ContestReportStatus = Static<typeof ContestReportStatus>;

export const ContestReportType = Type.Union([Type.Literal('before'), Type.Literal('after')]);
export type ContestReportType = Static<typeof ContestReportType>;

const Measurement = Type.Union([Type.Number(), Type.Null()]);

export const ContestReport = Type.Object({
  id: Type.Integer(),
  type: ContestReportType,
  status: ContestReportStatus,
  /** what the club says about the report (shown in the status alert) */
  message: Type.String(),
  /** unix seconds of the report's day, and the day as dd.mm.yyyy */
  created: Type.Integer(),
  name: Type.String(),
  weight: Measurement,
  chest_girth: Measurement,
  waist_girth: Measurement,
  hip_girth: Measurement,
  photo_side: Type.Union([ReportPhoto, Type.Null()]),
  photo_front: Type.Union([ReportPhoto, Type.Null()]),
  photo_back: Type.Union([ReportPhoto, Type.Null()]),
});
export type ContestReport = Static<typeof ContestReport>;

/**
 * The stream's `live` event when the club decides a contest report (approved or rejected): an open
 * contest page loads the contest again. The decision also adds a notification (link CONTEST).
 */
export const ContestLiveEvent = Type.Object({
  type: Type.Literal('contest_report_reviewed'),
  report: ContestReportType,
  status: ContestReportStatus,
});
export type ContestLiveEvent = Static<typeof ContestLiveEvent>;

export const Contest = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** banner image URL */
  photo: Type.String(),
  /** HTML (sanitised again in the app) */
  prizes: Type.String(),
  rules_of_participation: Type.String(),
  nomination: Type.String(),
  report_before: Type.Union([ContestReport, Type.Null()]),
  report_after: Type.Union([ContestReport, Type.Null()]),
  /** "Перед добавлением конкурсного отчёта внимательно изучи правила конкурса!" is shown */
  has_warn_message: Type.Boolean(),
});
export type Contest = Static<typeof Contest>;

export const ContestResult = Type.Object({ contest: Type.Union([Contest, Type.Null()]) });
export type ContestResult = Static<typeof ContestResult>;

export const ContestReportResult = Type.Object({
  report: ContestReport,
  message: Type.String(),
});
export type ContestReportResult = Static<typeof ContestReportResult>;

export const ContestMessageResult = Type.Object({ message: Type.String() });
export type ContestMessageResult = Static<typeof ContestMessageResult>;

// Contract of the body-dynamics calls (spec part 2 §2.4, §3, §7): the member's reports with weight,
// three girths and three private photos (served by short-lived signed URLs only).
import { Type, type Static } from '@sinclair/typebox';

/** A stored report photo: signed URLs valid for a few minutes, never a public address. */
export const ReportPhoto = Type.Object({
  /** the full-size picture (longest side 2048 px) */
  path: Type.String(),
  /** a small copy (320 px) for lists and tabs */
  thumb: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** always true for photos the server sends (the form may not remove them) */
  isFromServer: Type.Literal(true),
});
export type ReportPhoto = Static<typeof ReportPhoto>;

const Measurement = Type.Union([Type.Number(), Type.Null()]);

export const ReportType = Type.Union([
  Type.Literal('dynamics'),
  Type.Literal('before'),
  Type.Literal('after'),
]);
export type ReportType = Static<typeof ReportType>;

export const DynamicsReport = Type.Object({
  id: Type.Integer(),
  /** dynamics, or the contest report it is (before / after) */
  type: ReportType,
  /** the report's date: unix seconds of its midnight in the display zone (UTC+4) */
  created: Type.Integer(),
  /** the report's date as dd.mm.yyyy */
  name: Type.String(),
  /** kg */
  weight: Measurement,
  /** cm */
  chest_girth: Measurement,
  waist_girth: Measurement,
  hip_girth: Measurement,
  /** a contest report: the member can neither edit nor delete it */
  contest: Type.Boolean(),
  photo_side: Type.Union([ReportPhoto, Type.Null()]),
  photo_front: Type.Union([ReportPhoto, Type.Null()]),
  photo_back: Type.Union([ReportPhoto, Type.Null()]),
});
export type DynamicsReport = Static<typeof DynamicsReport>;

export const DynamicsListQuery = Type.Object({
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
export type DynamicsListQuery = Static<typeof DynamicsListQuery>;

export const DynamicsListResult = Type.Object({
  reports: Type.Array(DynamicsReport),
  page: Type.Integer(),
  total_pages: Type.Integer(),
});
export type DynamicsListResult = Static<typeof DynamicsListResult>;

export const DynamicsReportParams = Type.Object({ id: Type.String({ maxLength: 20 }) });
export type DynamicsReportParams = Static<typeof DynamicsReportParams>;

export const DynamicsSaveResult = Type.Object({
  report: DynamicsReport,
  message: Type.String(),
});
export type DynamicsSaveResult = Static<typeof DynamicsSaveResult>;

export const DynamicsDeleteResult = Type.Object({ message: Type.String() });
export type DynamicsDeleteResult = Static<typeof DynamicsDeleteResult>;

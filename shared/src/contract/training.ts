// Contract of the training calls (TypeBox schemas: the server validates with them, apps use the types).
//
// Conventions of this module:
// - ids in paths are USER PACK ids (see paths-training.ts); the workout calls carry the user pack id
//   as the query parameter `user_pack_id`.
// - Times left are whole seconds counted on the member's own clock, null when they do not apply.
// - Refusals are 4xx answers with `error.message` in Russian (404 for anything that is not the
//   member's own: "Курс не найден", "Тренировка не найдена", "Результат тренировки не найден").
// - Form calls (activate, frost, unfrost, change place) accept multipart, urlencoded or JSON bodies;
//   numbers may come as strings.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { HomeCourse } from './index';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** An id sent by the client (a database integer). */
const Id = () => Type.Integer({ minimum: 1, maximum: 2147483647 });

// ---------- Shared pieces ----------
export const TrainingCourseStatus = Type.Union([
  Type.Literal('ACTIVATED'),
  Type.Literal('FROSTED'),
  Type.Literal('PURCHASED'),
  Type.Literal('ELAPSED'),
]);

/** { can_frost, message }: message says why freezing is refused (null when allowed). */
export const FrostAbility = Type.Object({
  can_frost: Type.Boolean(),
  message: Nullable(Type.String()),
});
export type FrostAbility = Static<typeof FrostAbility>;

/** Simple message answer of the form calls (activation adds more, see ActivationResult). */
export const TrainingMessageResult = Type.Object({ message: Type.String() });
export type TrainingMessageResult = Static<typeof TrainingMessageResult>;

export const UserPackParams = Type.Object({ userPackId: Id() });
export type UserPackParams = Static<typeof UserPackParams>;

// ---------- Courses list: GET /api/courses/main ----------
/**
 * A course card: the fields of HomeCourse (home shows the same cards) plus `shop_link`, the club
 * shop page of the pack (the ELAPSED card's "В магазин" button).
 * - course.course_name is the course's FULL name (cards, freeze messages, the activated overlay);
 * - coursesChoice.name is the diet target chosen at activation (null before activation), so the
 *   overlay text is `Курс "${course.course_name} : ${coursesChoice.name}" успешно активирован!`;
 * - rest_activated_course_time: seconds until the course ends (ACTIVATED and FROSTED);
 *   rest_frost_time: seconds until the running freeze ends (FROSTED); rest_time_for_activate:
 *   seconds left to activate (PURCHASED); each null otherwise. ELAPSED: all null.
 * - contest: a contest course (a contest pack, or the member takes part in the contest): the icon.
 *   Freezing and the place change follow the participation (see frost.can_frost, place.can_change).
 */
export const CourseCard = Type.Object({
  user_pack_id: Type.Integer(),
  pack: Type.Object({ id: Type.Integer(), name: Type.String() }),
  course: Type.Object({ course_name: Type.String() }),
  coursesChoice: Nullable(Type.Object({ name: Type.String() })),
  status: TrainingCourseStatus,
  block: Type.Object({ block_name: Type.String() }),
  rest_activated_course_time: Nullable(Type.Integer()),
  rest_frost_time: Nullable(Type.Integer()),
  rest_time_for_activate: Nullable(Type.Integer()),
  frost: FrostAbility,
  image: Nullable(Type.String()),
  contest: Type.Boolean(),
  shop_link: Type.String(),
});
export type CourseCard = Static<typeof CourseCard>;
// a course card is a HomeCourse (checked by the compiler, so the two never drift)
type Assert<T extends true> = T;
export type CourseCardIsHomeCourse = Assert<CourseCard extends HomeCourse ? true : false>;

export const CourseBlock = Type.Object({
  id: Type.Integer(),
  block_name: Type.String(),
  courses: Type.Array(CourseCard),
});
export type CourseBlock = Static<typeof CourseBlock>;

/** A category tab; only categories and blocks holding some of the member's courses are listed. */
export const CourseCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  blocks: Type.Array(CourseBlock),
});
export type CourseCategory = Static<typeof CourseCategory>;

export const CoursesMainResult = Type.Object({ categories: Type.Array(CourseCategory) });
export type CoursesMainResult = Static<typeof CoursesMainResult>;

// ---------- Activation: GET /api/main/profile/v2/{userPackId} ----------
export const ActivationActivity = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
});
export type ActivationActivity = Static<typeof ActivationActivity>;

export const ActivationPlace = Type.Object({ id: Type.Integer(), title: Type.String() });
export type ActivationPlace = Static<typeof ActivationPlace>;

export const DietaTypeOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
});
export type DietaTypeOption = Static<typeof DietaTypeOption>;

/**
 * A diet target with its options: dieta_types.eating_types[eating type ("0" five meals, "1" three
 * meals)].complexity[cooking type ("0" "Люблю готовить", "1" "Некогда готовить")] = diet types.
 * An empty list means that cooking type is not offered for that eating type. Contest targets are
 * offered only by contest packs.
 */
export const ActivationDietaTarget = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contest: Type.Boolean(),
  dieta_types: Type.Object({
    eating_types: Type.Record(
      Type.String(),
      Type.Object({ complexity: Type.Record(Type.String(), Type.Array(DietaTypeOption)) }),
    ),
  }),
});
export type ActivationDietaTarget = Static<typeof ActivationDietaTarget>;

/**
 * The questionnaire's prefill (the spec's "activation profile"): the pack's own values where set,
 * otherwise the member's profile (weight, height, birthday, country, country_mask). birthday is unix
 * seconds; weight kg; country and country_mask are ids.
 */
export const ActivationProfile = Type.Object({
  user_pack_id: Type.Integer(),
  weight: Nullable(Type.Number()),
  height: Nullable(Type.Integer()),
  birthday: Nullable(Type.Integer()),
  place: Nullable(Type.Integer()),
  country: Nullable(Type.Integer()),
  country_mask: Nullable(Type.Integer()),
  dieta_target: Nullable(Type.Integer()),
  dieta_eating_type: Nullable(Type.Integer()),
  is_simple: Nullable(Type.Integer()),
  dieta_type: Nullable(Type.Integer()),
  contest: Type.Boolean(),
  additional: Nullable(Type.Integer()),
});
export type ActivationProfile = Static<typeof ActivationProfile>;

/**
 * show_sequential_warning: true when the member already has another running course (ACTIVATED or
 * FROSTED); the second warning then asks before activating this one.
 * first_dieta_type: the course's first diet type (chosen whenever eating type 1 or cooking type 1).
 */
export const ActivationInfoResult = Type.Object({
  user_pack_id: Type.Integer(),
  course_name: Type.String(),
  activities: Type.Array(ActivationActivity),
  places: Type.Array(ActivationPlace),
  dieta_targets: Type.Array(ActivationDietaTarget),
  first_dieta_type: Nullable(DietaTypeOption),
  show_sequential_warning: Type.Boolean(),
  profile: ActivationProfile,
});
export type ActivationInfoResult = Static<typeof ActivationInfoResult>;

// ---------- Activation: POST /api/main/profile ----------
/**
 * Multipart/form fields (strings are accepted for numbers). weight "62.5" (with the point and one
 * decimal, up to 200), height 130-250, birthday unix seconds or "DD.MM.YYYY" (18+), place one of the course's places (with exactly one
 * place send its id), country id, country_mask id (optional), additional = activity id.
 * dieta_target optional: when omitted the first offered target with its first options is taken.
 * dieta_eating_type / is_simple default to 0. dieta_type: with eating type 1 or cooking type 1 the
 * server always sets the course's first diet type (whatever was sent); otherwise it must be one of
 * the target's diet types for eating 0 / cooking 0 (default: the first). contest: true/false/1/0,
 * allowed only with a contest target.
 */
export const ActivationBody = Type.Object({
  user_pack_id: Id(),
  weight: Type.Number(),
  height: Type.Integer(),
  birthday: Type.Integer(),
  place: Id(),
  country: Id(),
  country_mask: Type.Optional(Nullable(Id())),
  dieta_target: Type.Optional(Nullable(Id())),
  dieta_eating_type: Type.Optional(Nullable(Type.Integer())),
  is_simple: Type.Optional(Nullable(Type.Integer())),
  dieta_type: Type.Optional(Nullable(Id())),
  contest: Type.Optional(Type.Boolean()),
  additional: Id(),
});
export type ActivationBody = Static<typeof ActivationBody>;

/** message = 'Курс "{course_name} : {dieta_target}" успешно активирован!' */
export const ActivationResult = Type.Object({
  message: Type.String(),
  user_pack_id: Type.Integer(),
  course_name: Type.String(),
  dieta_target: Nullable(Type.String()),
  status: TrainingCourseStatus,
});
export type ActivationResult = Static<typeof ActivationResult>;

// ---------- Freeze ----------
/**
 * GET /api/main/profile/frost/{userPackId}. rest_time: seconds until the course ends (null before
 * activation); rest_frost_time: seconds until the running freeze ends (FROSTED, else null).
 */
export const FrostInfoResult = Type.Object({
  user_pack_id: Type.Integer(),
  course_name: Type.String(),
  status: TrainingCourseStatus,
  rest_time: Nullable(Type.Integer()),
  rest_frost_time: Nullable(Type.Integer()),
  frost: FrostAbility,
});
export type FrostInfoResult = Static<typeof FrostInfoResult>;

/** POST /api/main/profile/frost: days 1-14. Answer {message: "{course} успешно заморожен"}. */
export const FrostBody = Type.Object({
  user_pack_id: Id(),
  days: Type.Integer(),
});
export type FrostBody = Static<typeof FrostBody>;

/** POST /api/main/profile/unfrost. Answer {message: "{course} успешно разморожен"}. */
export const UnfrostBody = Type.Object({ user_pack_id: Id() });
export type UnfrostBody = Static<typeof UnfrostBody>;

// ---------- Course page: GET /api/courses/weeks/{userPackId} ----------
/**
 * stars 0..stars_max, percents 0..100 of the member's best result of the day: every attempt is
 * kept and the best one counts (highest percent, then stars, then the latest).
 */
export const DayResultSummary = Type.Object({ stars: Type.Integer(), percents: Type.Integer() });
export type DayResultSummary = Static<typeof DayResultSummary>;

export const CourseDay = Type.Object({
  id: Type.Integer(),
  sort: Type.Integer(),
  img: Nullable(Type.String()),
  name: Type.String(),
  result: Nullable(DayResultSummary),
});
export type CourseDay = Static<typeof CourseDay>;

export const CourseWeek = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sort: Type.Integer(),
  days: Type.Array(CourseDay),
});
export type CourseWeek = Static<typeof CourseWeek>;

/**
 * Only for ACTIVATED and FROSTED packs (others: 400 with a message; the page then goes home).
 * course.description is HTML with any leading <style> block stripped. target: the course's goal
 * text. place.can_change: false with contest participation, after the one change, or when the
 * course has a single place; place.refusal then says why, in Russian (null while it can change).
 * stars_max: how many stars a day can get. demo_day: only the first day can be done. status lets
 * the page show that a FROSTED course takes no results. A day's result is its best attempt.
 */
export const CourseWeeksResult = Type.Object({
  user_pack_id: Type.Integer(),
  status: TrainingCourseStatus,
  course: Type.Object({
    id: Type.Integer(),
    course_name: Type.String(),
    description: Type.String(),
  }),
  place: Type.Object({
    current_place: Nullable(ActivationPlace),
    available_places: Type.Array(ActivationPlace),
    can_change: Type.Boolean(),
    /** why the place cannot be changed (the change page says it instead of a form) */
    refusal: Type.Optional(Nullable(Type.String())),
  }),
  target: Type.String(),
  weeks: Type.Array(CourseWeek),
  demo_day: Type.Boolean(),
  stars_max: Type.Integer(),
});
export type CourseWeeksResult = Static<typeof CourseWeeksResult>;

/** POST /api/courses/change/{userPackId}: answer {message: "Место занятий успешно изменено."}. */
export const ChangePlaceBody = Type.Object({ place: Id() });
export type ChangePlaceBody = Static<typeof ChangePlaceBody>;

// ---------- Workout: GET /api/courses/drill_day/{dayId}?user_pack_id= ----------
export const DayQuery = Type.Object({ user_pack_id: Id() });
export type DayQuery = Static<typeof DayQuery>;
export const DayParams = Type.Object({ dayId: Id() });
export type DayParams = Static<typeof DayParams>;

export const WorkoutType = Type.Union([
  Type.Literal('GENERAL'),
  Type.Literal('SUPERSET'),
  Type.Literal('LAP'),
  Type.Literal('INTENSIVE'),
]);
export type WorkoutType = Static<typeof WorkoutType>;

/**
 * A planned set of one exercise (gymnastic_id). Each of count (repetitions), weight (kg) and
 * duration (seconds) is null when it is not planned. max: "as many as possible" (count is then
 * null; any reported value completes it).
 */
export const WorkoutSet = Type.Object({
  set_id: Type.Integer(),
  count: Nullable(Type.Integer()),
  weight: Nullable(Type.Number()),
  duration: Nullable(Type.Integer()),
  max: Type.Boolean(),
  gymnastic_id: Type.Integer(),
});
export type WorkoutSet = Static<typeof WorkoutSet>;

/** One lap of a superset: `drills` are its sets in order, one per exercise. */
export const SupersetLap = Type.Object({ lap: Type.Integer(), drills: Type.Array(WorkoutSet) });
export type SupersetLap = Static<typeof SupersetLap>;

export const Superset = Type.Object({
  superset_id: Type.Integer(),
  lapsCount: Type.Integer(),
  laps: Type.Array(SupersetLap),
});
export type Superset = Static<typeof Superset>;

/**
 * A drill (one page of the workout). type GENERAL: one exercise (drill_gym_id) with `sets`,
 * supersets null. type SUPERSET: several exercises done in laps, `supersets` holds them (one
 * object, named as in the spec), sets is [] and drill_gym_id is the first exercise.
 * is_warmup: warm-up drills come first and are not counted in "N из M", the percent or the report.
 */
export const WorkoutDrill = Type.Object({
  drill_id: Type.Integer(),
  sort: Type.Integer(),
  is_warmup: Type.Boolean(),
  type: Type.Union([Type.Literal('GENERAL'), Type.Literal('SUPERSET')]),
  drill_gym_id: Type.Integer(),
  sets: Type.Array(WorkoutSet),
  supersets: Nullable(Superset),
});
export type WorkoutDrill = Static<typeof WorkoutDrill>;

export const Gymnastic = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** technique ("Рекомендации по технике"), HTML */
  description: Type.String(),
  /** video-hosting id (YouTube-style), embed as https://www.youtube.com/embed/{video} */
  video: Nullable(Type.String()),
  image: Nullable(Type.String()),
  sort: Type.Integer(),
});
export type Gymnastic = Static<typeof Gymnastic>;

/**
 * The workout of a day. GENERAL and SUPERSET: `drills` holds every drill (warm-ups first),
 * lapsDrills is null, laps is 0. LAP and INTENSIVE (lap based): `drills` holds only the warm-ups
 * (done once before lap 1), `lapsDrills` holds the drills of each lap keyed by lap number
 * ("1".."laps", each lap has its own set ids), laps is the lap count and relax the rest in seconds
 * after each lap. gymnastics: every exercise the day uses. result: the member's best result of the
 * day (null when not done). status: the pack's status (FROSTED takes no result).
 */
export const WorkoutResult = Type.Object({
  id: Type.Integer(),
  user_pack_id: Type.Integer(),
  status: TrainingCourseStatus,
  course_name: Type.String(),
  /** the day's title ("День 3") */
  title: Type.String(),
  type: WorkoutType,
  name: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  laps: Type.Integer(),
  relax: Type.Integer(),
  drills: Type.Array(WorkoutDrill),
  lapsDrills: Nullable(Type.Record(Type.String(), Type.Array(WorkoutDrill))),
  gymnastics: Type.Array(Gymnastic),
  result: Nullable(DayResultSummary),
});
export type WorkoutResult = Static<typeof WorkoutResult>;

// ---------- Workout result: POST /api/courses/drill_day/{dayId}?user_pack_id= ----------
/**
 * A done set; values the set does not plan may be 0 or null. The server also checks each value
 * against the spec's limits for its set (SET_LIMITS of the validation module: weight 0..300 kg,
 * repetitions and seconds up to 300, up to 999 in a "max" set).
 */
// `type: ['number', 'null']` rather than a union: the server's ajv coerces types, and a union would
// turn a null into 0 in its number branch
const DoneValue = () =>
  Type.Optional(
    Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0, maximum: 9999 }),
  );
export const DoneSet = Type.Object({
  set_id: Id(),
  count: DoneValue(),
  duration: DoneValue(),
  weight: DoneValue(),
});
export type DoneSet = Static<typeof DoneSet>;

/**
 * JSON body. attempt_id: a client-generated key of this finish (e.g. crypto.randomUUID(), 8-64
 * characters of [A-Za-z0-9_-]), generated once when the workout is finished and reused on retries:
 * a repeated post with the same attempt_id stores nothing new and answers the same percent.
 * time: seconds the workout took. results: the ticked sets (unticked sets count as not done).
 */
export const WorkoutResultBody = Type.Object({
  attempt_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  time: Type.Integer({ minimum: 0, maximum: 86400 }),
  results: Type.Array(DoneSet, { maxItems: 500 }),
});
export type WorkoutResultBody = Static<typeof WorkoutResultBody>;

/**
 * percent 0..100: every planned non-warm-up set scores min(1, done/need) averaged over what it plans
 * (count, weight, duration; a max set scores 1 when reported), an unreported set scores 0; percent =
 * round(100 * sum of scores / number of sets). stars from percent: >=90 -> 3, >=60 -> 2, >0 -> 1,
 * capped by the course's stars_max.
 */
export const WorkoutPostResult = Type.Object({
  percent: Type.Integer(),
  stars: Type.Integer(),
  time: Type.Integer(),
  /** the day's best result after this post (a lower repeat leaves the better one in place) */
  best: Type.Optional(DayResultSummary),
});
export type WorkoutPostResult = Static<typeof WorkoutPostResult>;

// ---------- Report: GET /api/courses/result/{dayId}?user_pack_id= ----------
/** need_* null when not planned; done_* null when not reported. name: the exercise name. */
export const ReportSet = Type.Object({
  set_id: Type.Integer(),
  name: Type.String(),
  need_count: Nullable(Type.Integer()),
  done_count: Nullable(Type.Number()),
  need_weight: Nullable(Type.Number()),
  done_weight: Nullable(Type.Number()),
  need_duration: Nullable(Type.Integer()),
  done_duration: Nullable(Type.Number()),
  is_completed: Type.Boolean(),
  is_max: Type.Boolean(),
});
export type ReportSet = Static<typeof ReportSet>;

/**
 * A drill of the report (warm-ups left out). GENERAL: `sets`, laps []. SUPERSET: `laps` [{lap,
 * sets}] (one set per exercise), sets []; name joins the exercise names with " + ".
 */
export const ReportDrill = Type.Object({
  drill_id: Type.Integer(),
  sort: Type.Integer(),
  is_completed: Type.Boolean(),
  name: Type.String(),
  type: Type.Union([Type.Literal('GENERAL'), Type.Literal('SUPERSET')]),
  sets: Type.Array(ReportSet),
  laps: Type.Array(Type.Object({ lap: Type.Integer(), sets: Type.Array(ReportSet) })),
});
export type ReportDrill = Static<typeof ReportDrill>;

/**
 * GENERAL/SUPERSET workouts: `drills`, lapsDrills null. LAP/INTENSIVE: lapsDrills keyed by lap
 * number, drills []. time: seconds the workout took.
 */
export const WorkoutReportResult = Type.Object({
  id: Type.Integer(),
  user_pack_id: Type.Integer(),
  type: WorkoutType,
  title: Type.String(),
  name: Type.String(),
  time: Type.Integer(),
  percent: Type.Integer(),
  stars: Type.Integer(),
  drills: Type.Array(ReportDrill),
  lapsDrills: Nullable(Type.Record(Type.String(), Type.Array(ReportDrill))),
});
export type WorkoutReportResult = Static<typeof WorkoutReportResult>;

// The API contract, written once: the server validates requests with these schemas (TypeBox via
// Fastify's type provider) and the apps take their types from them (type-only imports, so no
// schema code reaches the browser bundles).
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Every answer is `{ result, error }`; `error` is null on success. */
export const ApiError = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.Integer()),
});
export type ApiError = Static<typeof ApiError>;

export const Envelope = <T extends TSchema>(result: T) =>
  Type.Object({
    result: Type.Union([result, Type.Null()]),
    error: Type.Union([ApiError, Type.Null()]),
  });
export interface Envelope<T> {
  result: T | null;
  error: ApiError | null;
}

export * from './paths';
export * from './paths-training';
export * from './paths-nutrition';
export * from './paths-account';
export * from './paths-dynamics';
export * from './paths-contest';
export * from './training';
export * from './nutrition';
export * from './account';
export * from './dynamics';
export * from './contest';
export * from './rules';
import { Int, Num, Text } from './rules';
export * from './paths-chats';
export * from './paths-notifications';
export * from './paths-articles';
export * from './chats';
export * from './notifications';
export * from './articles';
export * from './paths-testers';
export * from './testers';
export * from './members';
export * from './paths-staff';
export * from './staff';
export * from './paths-staff-inbox';
export * from './staff-inbox';
export * from './staff-review';
export * from './paths-staff-queues';
export * from './staff-queues';
export * from './paths-staff-articles';
export * from './staff-articles';

// ---------- Auth ----------
export const LoginBody = Type.Object({
  email: Text({ maxLength: 254 }),
  password: Text({ maxLength: 128 }),
  /** "remember me": the session lives longer when idle (see the server's session expiry) */
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginResult = Type.Object({ message: Type.String() });

export const PassRecoveryBody = Type.Object({ email: Text({ maxLength: 254 }) });
export type PassRecoveryBody = Static<typeof PassRecoveryBody>;
export const PassRecoveryResult = Type.Object({ message: Type.String() });
export type PassRecoveryResult = Static<typeof PassRecoveryResult>;

export const EmailVerificationResult = Type.Object({ message: Type.String() });

/** A password link's token (the part after `#token=` of /reset-pass/). */
export const ResetPassCheckBody = Type.Object({ token: Text({ minLength: 1, maxLength: 200 }) });
export type ResetPassCheckBody = Static<typeof ResetPassCheckBody>;
export const ResetPassCheckResult = Type.Object({
  /** the account's sign-in e-mail */
  email: Type.String(),
  /** recovery: a forgotten password; welcome: a new account's first password */
  purpose: Type.Union([Type.Literal('recovery'), Type.Literal('welcome')]),
});
export type ResetPassCheckResult = Static<typeof ResetPassCheckResult>;
export const ResetPassBody = Type.Object({
  token: Text({ minLength: 1, maxLength: 200 }),
  new_password: Text({ maxLength: 128 }),
});
export type ResetPassBody = Static<typeof ResetPassBody>;

export const PushTokenBody = Type.Object({
  firebase_token: Text({ minLength: 1, maxLength: 4096 }),
});
export type PushTokenBody = Static<typeof PushTokenBody>;

// ---------- Cabinet ----------
export const Country = Type.Object({
  id: Type.Integer(),
  flag: Type.String(),
  code: Type.String(),
  name: Type.String(),
  style: Type.String(),
});
export type Country = Static<typeof Country>;

export const CountryMask = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  mask: Type.String(),
  flag: Type.String(),
});
export type CountryMask = Static<typeof CountryMask>;

export const Profile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** unix seconds */
  birthday: Type.Union([Type.Integer(), Type.Null()]),
  phone: Type.String(),
  telegram: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
  country_mask: Type.Union([CountryMask, Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  weight: Type.Union([Type.Number(), Type.Null()]),
  is_active: Type.Boolean(),
  is_intensive: Type.Boolean(),
  is_fatsecret_auth: Type.Boolean(),
  need_email_verify: Type.Boolean(),
  newsletter: Type.Boolean(),
  firebaseId: Type.Union([Type.String(), Type.Null()]),
  firebasePass: Type.Union([Type.String(), Type.Null()]),
});
export type Profile = Static<typeof Profile>;

export const InitResult = Type.Object({
  profile: Profile,
  countries: Type.Array(Country),
  /** menu codes switched off for this member */
  not_active_options: Type.Array(Type.String()),
  /** seconds left on the member's current course, null without one */
  rest_time: Type.Union([Type.Integer(), Type.Null()]),
});
export type InitResult = Static<typeof InitResult>;

// ---------- Realtime (per-member stream: SSE, event name "counts") ----------
export const ChatChannelCount = Type.Object({
  channel: Type.String(),
  unread: Type.Integer(),
});
export const RealtimeCounts = Type.Object({
  rest_time: Type.Union([Type.Integer(), Type.Null()]),
  not_active_options: Type.Array(Type.String()),
  chats: Type.Object({ count: Type.Integer(), channels: Type.Array(ChatChannelCount) }),
  notifications: Type.Object({ count: Type.Integer() }),
});
export type RealtimeCounts = Static<typeof RealtimeCounts>;

// ---------- Feedback ----------
export const FeedbackCategory = Type.Object({ id: Type.Integer(), name: Type.String() });
export type FeedbackCategory = Static<typeof FeedbackCategory>;
export const FeedbackCategoriesResult = Type.Object({ categories: Type.Array(FeedbackCategory) });
export type FeedbackCategoriesResult = Static<typeof FeedbackCategoriesResult>;

export const FeedbackSendBody = Type.Object({
  name: Text({ maxLength: 200 }),
  email: Text({ maxLength: 254 }),
  category: Int(),
  message: Text({ maxLength: 5000 }),
});
export type FeedbackSendBody = Static<typeof FeedbackSendBody>;
export const FeedbackSendResult = Type.Object({ message: Type.String() });

// ---------- FAQ ----------
export const FaqCategory = Type.Object({ id: Type.Integer(), name: Type.String() });
export type FaqCategory = Static<typeof FaqCategory>;
export const FaqCategoriesResult = Type.Object({ categories: Type.Array(FaqCategory) });
export type FaqCategoriesResult = Static<typeof FaqCategoriesResult>;

export const Faq = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  question: Type.String(),
  /** HTML, sanitised on the server */
  answer: Type.String(),
});
export type Faq = Static<typeof Faq>;
export const FaqsResult = Type.Object({ faqs: Type.Array(Faq) });
export type FaqsResult = Static<typeof FaqsResult>;

// ---------- Home (/api/v2/main/index) ----------
export const CourseStatus = Type.Union([
  Type.Literal('ACTIVATED'),
  Type.Literal('FROSTED'),
  Type.Literal('PURCHASED'),
  Type.Literal('ELAPSED'),
]);
export type CourseStatus = Static<typeof CourseStatus>;

export const HomeCourse = Type.Object({
  user_pack_id: Type.Integer(),
  pack: Type.Object({ id: Type.Integer(), name: Type.String() }),
  course: Type.Object({ course_name: Type.String() }),
  coursesChoice: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
  status: CourseStatus,
  block: Type.Object({ block_name: Type.String() }),
  rest_activated_course_time: Type.Union([Type.Integer(), Type.Null()]),
  rest_frost_time: Type.Union([Type.Integer(), Type.Null()]),
  rest_time_for_activate: Type.Union([Type.Integer(), Type.Null()]),
  frost: Type.Object({
    can_frost: Type.Boolean(),
    message: Type.Union([Type.String(), Type.Null()]),
  }),
  image: Type.Union([Type.String(), Type.Null()]),
  contest: Type.Boolean(),
  /** the club shop page of the pack (an ELAPSED card's "В магазин" link) */
  shop_link: Type.String(),
});
export type HomeCourse = Static<typeof HomeCourse>;

export const NutritionDay = Type.Object({
  calories: Type.Number(),
  protein: Type.Number(),
  fat: Type.Number(),
  carbohydrate: Type.Number(),
  protein_percent: Type.Number(),
  fat_percent: Type.Number(),
  carbohydrate_percent: Type.Number(),
});
export type NutritionDay = Static<typeof NutritionDay>;

export const MainIndexResult = Type.Object({
  courses: Type.Array(HomeCourse),
  nutrition_day: Type.Union([NutritionDay, Type.Null()]),
  dieta: Type.Union([Type.Object({ target: Type.String() }), Type.Null()]),
});
export type MainIndexResult = Static<typeof MainIndexResult>;

// ---------- Tracking service ----------
export const TRACKING_EVENTS = [
  'app_opened',
  'app_closed',
  'activation',
  'training_start',
  'training_finish',
] as const;
/** Largest tracking request body (bytes) the service reads. */
export const TRACKING_BODY_LIMIT = 4096;
/** A payload value: short text, a number, a flag or null (no nesting). */
const TrackingValue = Type.Union([Text({ maxLength: 256 }), Num(), Type.Boolean(), Type.Null()]);
/**
 * user_id is what the browser claims (the member's e-mail); the service stores the member of the
 * X-AUTH-TOKEN header (or of `auth_token` in a sendBeacon body, which cannot carry headers)
 * instead, and stores an event without a valid token as anonymous. event_time (unix seconds) must
 * be within a day of the server's time.
 */
export const TrackingEventBody = Type.Object({
  event_time: Int({ minimum: 0 }),
  project_id: Text({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  event_name: Text({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
  user_id: Type.Optional(Text({ maxLength: 254 })),
  auth_token: Type.Optional(Text({ maxLength: 200 })),
  payload: Type.Object(
    { session_id: Text({ minLength: 1, maxLength: 128 }) },
    { additionalProperties: TrackingValue, maxProperties: 20 },
  ),
});
export type TrackingEventBody = Static<typeof TrackingEventBody>;

// ---------- Added for the server (additive) ----------
/** A result that only carries a human-readable message (logout, push token, ...). */
export const MessageResult = Type.Object({ message: Type.String() });
export type MessageResult = Static<typeof MessageResult>;

export const FatsecretOauthUrlResult = Type.Object({ oauth_url: Type.String() });
export type FatsecretOauthUrlResult = Static<typeof FatsecretOauthUrlResult>;

export const EmailVerificationParams = Type.Object({
  hash: Text({ minLength: 1, maxLength: 256 }),
});
export type EmailVerificationParams = Static<typeof EmailVerificationParams>;

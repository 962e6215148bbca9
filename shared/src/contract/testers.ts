// Tester console calls (spec part 2 §2.11, §7): what the console reads and what its calls answer.
import { Type, type Static } from '@sinclair/typebox';

export const TesterCourse = Type.Object({
  user_pack_id: Type.Integer(),
  block: Type.Object({ block_name: Type.String() }),
  /** the course's full name as the member's course list shows it */
  fullName: Type.String(),
  /** the course's status on the member's clock (PURCHASED, ACTIVATED, FROSTED, ELAPSED) */
  status: Type.String(),
});
export type TesterCourse = Static<typeof TesterCourse>;

export const TesterUserPackResult = Type.Object({
  courses: Type.Array(TesterCourse),
  /** the member's clock, unix seconds (the time machine shows it) */
  now: Type.Integer(),
  /** the push-service id (messaging token) the member's browser registered last, if any */
  push_id: Type.Union([Type.String(), Type.Null()]),
});
export type TesterUserPackResult = Static<typeof TesterUserPackResult>;

export const TesterPackParams = Type.Object({ id: Type.String({ maxLength: 20 }) });
export type TesterPackParams = Static<typeof TesterPackParams>;

/** form: now, unix seconds (a string in a form body; checked by the route for a clear message) */
export const TesterNowBody = Type.Object({ now: Type.Optional(Type.String({ maxLength: 20 })) });
export type TesterNowBody = Static<typeof TesterNowBody>;

export const TesterNowResult = Type.Object({ message: Type.String(), now: Type.Integer() });
export type TesterNowResult = Static<typeof TesterNowResult>;

/** ?email=: the letters to that address (the member's own without it; another's: mail:read:all) */
export const TesterMailQuery = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
});
export type TesterMailQuery = Static<typeof TesterMailQuery>;

export const TesterLetter = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  /** pending (waiting or being sent), sent, failed (given up) */
  status: Type.String(),
  /** unix seconds */
  created_at: Type.Integer(),
  sent_at: Type.Union([Type.Integer(), Type.Null()]),
  attempts: Type.Integer(),
  /** the last failed try's error, if any */
  error: Type.Union([Type.String(), Type.Null()]),
  /** the plain-text part, as the local mailbox holds it (null: sent by SMTP, or not yet written) */
  text: Type.Union([Type.String(), Type.Null()]),
  /** the links of the letter, in order, but those hidden from the caller */
  links: Type.Array(Type.String()),
  /**
   * one-use links left out of `links` and `text`: a password or confirmation link is shown only
   * to the account it opens, and a password link never on the production host (issue 42)
   */
  hidden_links: Type.Optional(Type.Integer()),
});
export type TesterLetter = Static<typeof TesterLetter>;

export const TesterMailResult = Type.Object({
  /** whose letters these are */
  email: Type.String(),
  /** mailbox: kept as .eml files here; smtp: handed to the mail server (their text is not kept) */
  delivery: Type.Union([Type.Literal('mailbox'), Type.Literal('smtp')]),
  letters: Type.Array(TesterLetter),
});
export type TesterMailResult = Static<typeof TesterMailResult>;

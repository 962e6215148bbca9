// Helpers for the training tests: a signed-in member's calls and their seeded user packs by course.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { courses, userPacks, users } from '../../db/schema';
import { loginAs } from '../../test/helpers';
import { setMemberClock } from '../../lib/clock';

export const ANNA = 'demo@club.local';
export const IVAN = 'demo2@club.local';

export interface Member {
  id: number;
  token: string;
  /** user pack id by course name */
  packs: Record<string, number>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** moves the member's clock (the tester console's time machine) */
  shiftClock(ms: number): Promise<void>;
}

export async function member(app: FastifyInstance, email: string): Promise<Member> {
  const token = await loginAs(app, email);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const rows = await app.db
    .select({ id: userPacks.id, name: courses.courseName })
    .from(userPacks)
    .innerJoin(courses, eq(courses.id, userPacks.courseId))
    .where(eq(userPacks.userId, user.id));
  return {
    id: user.id,
    token,
    packs: Object.fromEntries(rows.map((r) => [r.name, r.id])),
    get: (url) => app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } }),
    post: (url, payload, headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'x-auth-token': token, ...headers },
        ...(payload === undefined ? {} : { payload: payload as string }),
      }),
    shiftClock: async (ms) => {
      await setMemberClock(app.db, user.id, ms);
    },
  };
}

/** A multipart body (what the apps send with FormData) and its content type. */
export function multipart(fields: Record<string, string | number | boolean>) {
  const boundary = '----clubTrainingTest';
  const body =
    Object.entries(fields)
      .map(
        ([k, v]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const COURSE = {
  slim: 'Стройность за 30 дней',
  strong: 'Сильное тело: 4 недели',
  functional: 'Функциональный тренинг',
  transform: 'Преображение: конкурс «До и после»',
  back: 'Здоровая спина',
  abs: 'Пресс за 4 недели',
  demo: 'Пробная неделя',
  marathon: 'Марафон «До и после»',
} as const;

// Training e2e helpers: each project has its own member (desktop Анна, mobile Иван), so the two
// projects never touch the same user packs; packs and days are found through the API by name.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO, DEMO2, isMobile, signIn } from './helpers';

export const memberFor = (info: TestInfo) => (isMobile(info) ? DEMO2 : DEMO);

/** Signs the project's member in; returns the token for API look-ups. */
export const signInMember = (page: Page, request: APIRequestContext, info: TestInfo) =>
  signIn(page, request, memberFor(info));

interface Card {
  user_pack_id: number;
  status: string;
  course: { course_name: string };
}

/** The member's user pack of a course (by the course's full name). */
export async function packOf(
  request: APIRequestContext,
  token: string,
  courseName: string,
): Promise<Card> {
  const res = await request.get('/api/courses/main', { headers: { 'X-AUTH-TOKEN': token } });
  expect(res.ok()).toBeTruthy();
  const { result } = (await res.json()) as {
    result: { categories: { blocks: { courses: Card[] }[] }[] };
  };
  const card = result.categories
    .flatMap((c) => c.blocks.flatMap((b) => b.courses))
    .find((c) => c.course.course_name === courseName);
  expect(card, `pack of ${courseName}`).toBeTruthy();
  return card as Card;
}

/** The first day of a user pack whose workout has this type (LAP, GENERAL, ...). */
export async function dayOfType(
  request: APIRequestContext,
  token: string,
  userPackId: number,
  type: string,
): Promise<number> {
  const headers = { 'X-AUTH-TOKEN': token };
  const weeks = await request.get(`/api/courses/weeks/${userPackId}`, { headers });
  expect(weeks.ok()).toBeTruthy();
  const { result } = (await weeks.json()) as {
    result: { weeks: { days: { id: number }[] }[] };
  };
  for (const day of result.weeks.flatMap((w) => w.days)) {
    const res = await request.get(`/api/courses/drill_day/${day.id}?user_pack_id=${userPackId}`, {
      headers,
    });
    const body = (await res.json()) as { result: { type: string } | null };
    if (body.result?.type === type) return day.id;
  }
  throw new Error(`no ${type} day in pack ${userPackId}`);
}

/** The course card of the list by its full name. */
export const courseCard = (page: Page, fullName: string) =>
  page.getByRole('article', { name: fullName, exact: true });

/** Picks a value on the wheel picker modal and applies it. */
export async function pickOnWheel(page: Page, title: string, option: string) {
  const picker = page.getByRole('dialog', { name: title });
  await expect(picker).toBeVisible();
  await picker.getByRole('option', { name: option, exact: true }).click();
  await expect(picker.getByRole('option', { name: option, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await picker.getByRole('button', { name: 'Применить' }).click();
  await expect(picker).toBeHidden();
}

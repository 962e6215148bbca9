// The conversation's side panel: the member's active course and how far they are in it, their
// nutrition plan, and their latest dynamics report beside the one before (figures only: body
// photos are the progress review's, with its own audit). Read through the member modules' own
// queries, by the member's clock.
import { and, countDistinct, desc, eq } from 'drizzle-orm';
import type { ConversationContext, MemberFigures } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { dynamicsReports, workoutResults } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { displayDay, figuresOf, type ReportRow } from '../dynamics/reports';
import { homeNutritionOf } from '../nutrition/home';
import { findActivePack, typeAndTargetNames } from '../nutrition/plan';
import { memberCards, sortedCards } from '../training/packs';

const DAY = 86_400_000;

const figures = (row: ReportRow): MemberFigures => figuresOf(row);

export async function conversationContext(
  db: Db,
  clock: Clock,
  memberId: number,
): Promise<ConversationContext> {
  const now = await clock.now(memberId);
  const cards = await memberCards(db, memberId);
  const running = sortedCards(cards, now).find(
    (c) => c.status === 'ACTIVATED' || c.status === 'FROSTED',
  );
  let course: ConversationContext['course'] = null;
  if (running) {
    const row = cards.find((c) => c.up.id === running.user_pack_id)!;
    const [done] = await db
      .select({ days: countDistinct(workoutResults.dayId) })
      .from(workoutResults)
      .where(eq(workoutResults.userPackId, row.up.id));
    const started = row.up.activatedAt;
    const day = started ? Math.floor((now.getTime() - started.getTime()) / DAY) + 1 : null;
    course = {
      name: running.course.course_name,
      pack: running.pack.name,
      status: running.status,
      day: day !== null ? Math.max(1, Math.min(day, row.pack.durationDays)) : null,
      days: row.pack.durationDays,
      workouts_done: Number(done?.days ?? 0),
    };
  }

  const pack = await findActivePack(db, memberId, now);
  let nutrition: ConversationContext['nutrition'] = null;
  if (pack) {
    const [names, home] = await Promise.all([
      typeAndTargetNames(db, pack),
      homeNutritionOf(db, pack, now),
    ]);
    nutrition = {
      type: names.type,
      target: names.target,
      calories_today: home.nutrition_day?.calories ?? null,
    };
  }

  const reports = await db
    .select()
    .from(dynamicsReports)
    .where(and(eq(dynamicsReports.userId, memberId), eq(dynamicsReports.kind, 'dynamics')))
    .orderBy(desc(dynamicsReports.reportDate), desc(dynamicsReports.id))
    .limit(2);
  const [latest, previous] = reports;
  return {
    course,
    nutrition,
    dynamics: latest
      ? {
          date: displayDay(latest.reportDate),
          figures: figures(latest),
          previous: previous
            ? { date: displayDay(previous.reportDate), figures: figures(previous) }
            : null,
        }
      : null,
  };
}

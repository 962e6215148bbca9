import { asc, eq } from 'drizzle-orm';
import type { FeedbackCategory, FeedbackSendBody } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { feedbackCategories, feedbacks } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export async function listFeedbackCategories(db: Db): Promise<FeedbackCategory[]> {
  return db
    .select({ id: feedbackCategories.id, name: feedbackCategories.name })
    .from(feedbackCategories)
    .orderBy(asc(feedbackCategories.sort), asc(feedbackCategories.id));
}

/** false when the category does not exist. */
export async function sendFeedback(
  db: Db,
  clock: Clock,
  userId: number,
  body: FeedbackSendBody,
): Promise<boolean> {
  const [cat] = await db
    .select({ id: feedbackCategories.id })
    .from(feedbackCategories)
    .where(eq(feedbackCategories.id, body.category));
  if (!cat) return false;
  await db.insert(feedbacks).values({
    userId,
    categoryId: cat.id,
    name: body.name.trim(),
    email: body.email.trim(),
    message: body.message.trim(),
    createdAt: await clock.now(userId),
  });
  return true;
}

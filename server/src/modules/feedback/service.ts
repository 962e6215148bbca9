import { asc, eq } from 'drizzle-orm';
import type { FeedbackCategory, FeedbackSendBody } from '@club/shared/contract';
import { MESSAGES as FORM } from '@club/shared/validation';
import type { Db } from '../../db/client';
import { feedbackCategories, feedbacks } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { personName, personNameProblem } from '../../lib/person-name';

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
  // the sender's name as every name is stored: one line of visible text, never an address
  const name = personName(body.name);
  const nameProblem = name ? personNameProblem(name) : FORM.feedback.nameRequired;
  if (nameProblem) throw badRequest(nameProblem);
  await db.insert(feedbacks).values({
    userId,
    categoryId: cat.id,
    name,
    email: body.email.trim(),
    message: body.message.trim(),
    createdAt: await clock.now(userId),
  });
  return true;
}

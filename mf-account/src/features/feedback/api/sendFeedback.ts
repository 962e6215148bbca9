import { apiPost, paths, type FeedbackSendBody } from '@club/shared';

/** POST /api/feedback/send. A non-null error becomes a fail banner (the api client shows it). */
export const sendFeedback = (body: FeedbackSendBody) =>
  apiPost<{ message: string }>(paths.feedbackSend, body);

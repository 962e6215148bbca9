import { asc } from 'drizzle-orm';
import type { Faq, FaqCategory } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { faqCategories, faqs } from '../../db/schema';

export async function listFaqCategories(db: Db): Promise<FaqCategory[]> {
  return db
    .select({ id: faqCategories.id, name: faqCategories.name })
    .from(faqCategories)
    .orderBy(asc(faqCategories.sort), asc(faqCategories.id));
}

export async function listFaqs(db: Db): Promise<Faq[]> {
  return db
    .select({
      id: faqs.id,
      category_id: faqs.categoryId,
      question: faqs.question,
      answer: faqs.answer,
    })
    .from(faqs)
    .orderBy(asc(faqs.categoryId), asc(faqs.sort), asc(faqs.id));
}

// The store listing (spec part 2 §2.8): categories in order, each with its packs.
import { asc } from 'drizzle-orm';
import type { StoreBlock } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { storeCategories, storePacks } from '../../db/schema';

const LEADING_STYLE = /^\s*<style\b[^>]*>[\s\S]*?<\/style\s*>\s*/i;

/** A description without the style blocks in front of it (the shop's editor puts them there). */
export function stripLeadingStyle(html: string): string {
  let text = html;
  while (LEADING_STYLE.test(text)) text = text.replace(LEADING_STYLE, '');
  return text;
}

export async function listStore(db: Db): Promise<StoreBlock[]> {
  const [categories, packs] = await Promise.all([
    db.select().from(storeCategories).orderBy(asc(storeCategories.sort), asc(storeCategories.id)),
    db.select().from(storePacks).orderBy(asc(storePacks.sort), asc(storePacks.id)),
  ]);
  return categories.map((c) => ({
    id: c.id,
    block_name: c.name,
    packs: packs
      .filter((p) => p.categoryId === c.id)
      .map((p) => {
        const description = p.description === null ? null : stripLeadingStyle(p.description);
        return {
          id: p.id,
          name: p.name,
          price: p.price,
          description: description?.trim() ? description : null,
          link: p.link,
          image: p.image,
        };
      }),
  }));
}

// Week downloads: the menu ("receipts") or the product basket of a course week as a PDF in the
// file storage, generated once per plan, week and kind and reused afterwards.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { NUTRITION_MESSAGES } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { dietaFiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { renderBasketPdf, renderMenuPdf, type PdfFonts } from './pdf';
import { loadBaskets, typeAndTargetNames } from './plan';
import { dayMacros, demoRefused, findMemberPlan, noPlan } from './service';

export type DownloadKind = 'receipts' | 'products';

/** Bumped when the PDF layout changes, so files made by an older version are not reused. */
const LAYOUT_VERSION = 2;

const mealsText = (eatingType: number) =>
  eatingType === 1 ? '3 приёма пищи в день' : '5 приёмов пищи в день';

export async function downloadWeek(
  deps: { db: Db; storage: FileStorage; fonts: () => PdfFonts },
  userId: number,
  now: Date,
  weekNumber: number,
  kind: DownloadKind,
): Promise<string> {
  const { db, storage } = deps;
  const member = await findMemberPlan(db, userId, now);
  if (!member) throw noPlan();
  if (member.pack.demoDay) throw demoRefused();
  const week = member.calendar.weeks[weekNumber - 1];
  if (!week) throw new AppError(404, NUTRITION_MESSAGES.weekNotFound);
  const { plan, pack } = member;

  const storedKind = `${kind}@${LAYOUT_VERSION}`;
  const cacheKey = and(
    eq(dietaFiles.planId, plan.id),
    eq(dietaFiles.weekNumber, weekNumber),
    eq(dietaFiles.kind, storedKind),
  );
  const [cached] = await db.select().from(dietaFiles).where(cacheKey);
  if (cached && (await storage.read(cached.url))) return cached.url;

  const names = await typeAndTargetNames(db, pack);
  const subtitle = `Тип питания: ${names.type} · ${mealsText(pack.eatingType)}`;
  const pdf =
    kind === 'receipts'
      ? await renderMenuPdf(deps.fonts(), {
          title: `Меню на неделю ${weekNumber}`,
          subtitle,
          days: week.planWeek.days.map((day) => ({ ...day, totals: dayMacros(day) })),
        })
      : await renderBasketPdf(deps.fonts(), {
          title: `Список продуктов на неделю ${weekNumber}`,
          subtitle,
          categories: (await loadBaskets(db, plan)).get(week.planWeek.id) ?? [],
        });
  const digest = createHash('sha256').update(pdf).digest('hex').slice(0, 12);
  const name = kind === 'receipts' ? 'menu' : 'products';
  const url = await storage.put(
    `dieta/${plan.id}/${name}-week-${weekNumber}-${digest}.pdf`,
    pdf,
    'application/pdf',
  );
  await db
    .insert(dietaFiles)
    .values({ planId: plan.id, weekNumber, kind: storedKind, url, createdAt: now })
    .onConflictDoUpdate({
      target: [dietaFiles.planId, dietaFiles.weekNumber, dietaFiles.kind],
      set: { url, createdAt: now },
    });
  return url;
}

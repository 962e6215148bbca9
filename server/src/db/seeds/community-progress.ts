// Body-progress seed: the contests of the two contest packs (rules and prizes in HTML), Анна's year
// of monthly dynamics reports with photos, her and Иван's approved before reports in the marathon,
// Елена Соколова (demo5@club.local, the mobile e2e member of this area) with her own contest course
// and a few reports, and the two members of the contest decision's browser tests (demo11, demo12). Photos are drawn here (a silhouette per view, slimmer month by month) and go
// through the photo pipeline into private storage, like a member's upload; no binary files.
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PhotoView } from '@club/shared/contract';
import { hashPassword } from '../../lib/crypto';
import { processPhoto, storePrivatePhoto } from '../../lib/photos';
import type { FileStorage } from '../../lib/storage';
import { reviewMessage } from '../../modules/contest/messages';
import type { Db } from '../client';
import {
  activities,
  contests,
  countries,
  countryMasks,
  courses,
  dietaTargets,
  dietaTypes,
  dynamicsReportPhotos,
  dynamicsReports,
  packs,
  places,
  userPacks,
  users,
} from '../schema';
import { svgImage } from './training-content';
import type { SeedContext } from './types';

const DAY = 86_400_000;
export const DEMO5_EMAIL = 'demo5@club.local';

const RULES = `
<h3>Кто участвует</h3>
<p>Все участники марафона, которые при активации курса отметили участие в конкурсе.</p>
<h3>Как участвовать</h3>
<ol>
  <li>В первые 3 дня курса добавь отчёт «До»: вес, обхваты груди, талии и бёдер и три фото — сбоку, спереди и сзади.</li>
  <li>Выполняй тренировки и следуй меню все 30 дней.</li>
  <li>В последние 3 дня курса добавь отчёт «После» с теми же замерами и фото в той же одежде и позах.</li>
</ol>
<h3>Требования к фото</h3>
<ul>
  <li>Хорошее освещение, однотонный фон, фото в полный рост.</li>
  <li>Спортивная одежда, которая не скрывает фигуру.</li>
  <li>Без фильтров и редактирования — такие отчёты не принимаются.</li>
</ul>
<p><strong>Важно:</strong> отправленный отчёт изменить нельзя. Если ошибся — напиши тренеру в чат.</p>`;

const PRIZES = `
<p>Победителей выбирают тренеры клуба по изменениям в замерах и на фото.</p>
<ul>
  <li><strong>1 место</strong> — годовой доступ ко всем курсам клуба и фитнес-браслет.</li>
  <li><strong>2 место</strong> — полгода доступа ко всем курсам клуба.</li>
  <li><strong>3 место</strong> — три месяца доступа ко всем курсам клуба.</li>
</ul>
<p>Каждому, чей отчёт «После» принят, — скидка 30&nbsp;% на следующий курс.</p>`;

const CONTESTS = [
  {
    packName: 'Марафон «До и после»',
    name: 'Марафон «До и после»: весенний сезон',
    colors: ['#f59f3a', '#b8336a'] as const,
    female: 'Лучшая трансформация — женщины',
    male: 'Лучшая трансформация — мужчины',
  },
  {
    packName: 'Преображение',
    name: 'Преображение: 30 дней к лучшей версии себя',
    colors: ['#2bb673', '#138a8a'] as const,
    female: 'Стройность — женщины',
    male: 'Рельеф — мужчины',
  },
];

const TROPHY =
  '<path d="M200 90h80v40a40 40 0 0 1-80 0z"/><path d="M200 100h-25a25 25 0 0 0 25 35M280 100h25a25 25 0 0 1-25 35"/><path d="M240 170v40M215 215h50"/>';

// ---------- photos ----------

const VIEW_BG: Record<PhotoView, string> = { side: '#e9eef3', front: '#eef0e8', back: '#f1ebe8' };

/**
 * A 600x800 picture of a figure seen from one side; `slim` (0..1) narrows the waist and hips, so a
 * member's photos change from month to month like real progress photos.
 */
export function progressPhotoSvg(view: PhotoView, slim: number, skin = '#d9a98a'): string {
  const waist = 70 - 16 * slim;
  const hip = 96 - 14 * slim;
  const shirt = view === 'back' ? '#5a6f8f' : '#6b8fb8';
  const body =
    view === 'side'
      ? `<ellipse cx="300" cy="150" rx="42" ry="52" fill="${skin}"/>` +
        `<rect x="282" y="482" width="40" height="258" rx="16" fill="#3d4a5c"/>` +
        `<path d="M276 205C${318 + waist / 3} 250 ${326 + waist / 3} 420 ${300 + hip / 3} 492H270C${258 - hip / 12} 400 262 300 276 205z" fill="${shirt}"/>` +
        `<rect x="288" y="215" width="24" height="210" rx="12" fill="${skin}"/>`
      : `<circle cx="300" cy="150" r="50" fill="${skin}"/>` +
        (view === 'back'
          ? `<path d="M252 140a50 50 0 0 1 96 0v-20a48 48 0 0 0-96 0z" fill="#5b3a29"/>`
          : '') +
        `<path d="M${300 - 80} 210h160l-${80 - waist} 190 ${hip - waist} 90h-${2 * hip}l${hip - waist}-90z" fill="${shirt}"/>` +
        `<rect x="${300 - hip + 6}" y="490" width="${hip - 12}" height="250" rx="20" fill="#3d4a5c"/>` +
        `<rect x="306" y="490" width="${hip - 12}" height="250" rx="20" fill="#3d4a5c"/>` +
        `<rect x="188" y="215" width="26" height="230" rx="13" fill="${skin}"/>` +
        `<rect x="386" y="215" width="26" height="230" rx="13" fill="${skin}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">` +
    `<rect width="600" height="800" fill="${VIEW_BG[view]}"/>` +
    `<rect y="740" width="600" height="60" fill="#c9c2b8"/>${body}</svg>`
  );
}

const VIEWS: PhotoView[] = ['side', 'front', 'back'];

async function seedPhotos(
  db: Db,
  storage: FileStorage | undefined,
  userId: number,
  reportId: number,
  slim: number,
) {
  if (!storage) return;
  for (const view of VIEWS) {
    const jpeg = await sharp(Buffer.from(progressPhotoSvg(view, slim)))
      .jpeg({ quality: 85 })
      .toBuffer();
    const stored = await storePrivatePhoto(storage, `dynamics/${userId}`, await processPhoto(jpeg));
    await db.insert(dynamicsReportPhotos).values({ reportId, view, ...stored });
  }
}

// ---------- reports ----------

interface MonthlyReport {
  daysAgo: number;
  weight: number;
  chest: number;
  waist: number;
  hip: number;
}

/** A day `daysAgo` before `now` as the member's calendar reads it (display zone, UTC+4). */
const dayOf = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - daysAgo * DAY + 4 * 3600_000).toISOString().slice(0, 10);

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Monthly figures going from `from` to `to` with a little noise, oldest first. */
function monthly(
  months: number,
  lastDaysAgo: number,
  from: Omit<MonthlyReport, 'daysAgo'>,
  to: Omit<MonthlyReport, 'daysAgo'>,
): MonthlyReport[] {
  const wobble = [0, 0.4, -0.2, 0.3, -0.1, 0.2, 0, -0.3, 0.1, 0.2, -0.2, 0];
  return Array.from({ length: months }, (_, i) => {
    const t = months === 1 ? 1 : i / (months - 1);
    const mix = (a: number, b: number) => round1(a + (b - a) * t + wobble[i % wobble.length]);
    return {
      daysAgo: lastDaysAgo + (months - 1 - i) * 30,
      weight: mix(from.weight, to.weight),
      chest: mix(from.chest, to.chest),
      waist: mix(from.waist, to.waist),
      hip: mix(from.hip, to.hip),
    };
  });
}

async function seedReports(
  db: Db,
  storage: FileStorage | undefined,
  now: Date,
  userId: number,
  reports: MonthlyReport[],
  slimFrom: number,
  slimTo: number,
) {
  for (const [i, r] of reports.entries()) {
    const created = new Date(now.getTime() - r.daysAgo * DAY);
    const [row] = await db
      .insert(dynamicsReports)
      .values({
        userId,
        reportDate: dayOf(now, r.daysAgo),
        weight: r.weight,
        chestGirth: r.chest,
        waistGirth: r.waist,
        hipGirth: r.hip,
        kind: 'dynamics',
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    const t = reports.length === 1 ? 1 : i / (reports.length - 1);
    await seedPhotos(db, storage, userId, row.id, slimFrom + (slimTo - slimFrom) * t);
  }
}

// ---------- members ----------

export interface ContestMember {
  email: string;
  name: string;
  birthday: number;
  phone: string;
  telegram: string | null;
  height: number;
  weight: number;
}

const ELENA: ContestMember = {
  email: DEMO5_EMAIL,
  name: 'Елена Соколова',
  birthday: 694224000 + 86400 * 70, // 12.03.1992
  phone: '+7 (921) 555-12-34',
  telegram: 'elena_sokolova',
  height: 165,
  weight: 67.8,
};

/**
 * Members of the contest decision's browser tests (issue 27): desktop signs in as Светлана
 * (demo11), mobile as Наталья (demo12). Like Елена each takes part in the "Преображение" contest,
 * with no report yet; the tests send a before report and approve it through the tester calls,
 * which notifies the member, so no other suite reads their notifications or contest reports.
 */
export const CONTEST_E2E_MEMBERS: ContestMember[] = [
  {
    email: 'demo11@club.local',
    name: 'Светлана Белова',
    birthday: 725846400, // 01.01.1993
    phone: '+7 (916) 555-23-45',
    telegram: null,
    height: 168,
    weight: 64.2,
  },
  {
    email: 'demo12@club.local',
    name: 'Наталья Григорьева',
    birthday: 599616000, // 01.01.1989
    phone: '+7 (912) 555-34-56',
    telegram: null,
    height: 162,
    weight: 70.5,
  },
];

/** A woman from Russia taking part in the "Преображение" contest (activated three days ago). */
export async function seedContestMember(db: Db, now: Date, m: ContestMember) {
  const [ru] = await db
    .select({ countryId: countries.id, maskId: countryMasks.id })
    .from(countries)
    .innerJoin(countryMasks, eq(countryMasks.countryId, countries.id))
    .where(eq(countries.code, 'RU'));
  const [member] = await db
    .insert(users)
    .values({
      email: m.email,
      passwordHash: await hashPassword('demo12345'),
      name: m.name,
      gender: 0,
      birthday: m.birthday,
      phone: m.phone,
      telegram: m.telegram,
      countryId: ru?.countryId ?? null,
      countryMaskId: ru?.maskId ?? null,
      height: m.height,
      weight: m.weight,
      isActive: true,
      newsletter: true,
      notActiveOptions: [],
      createdAt: now,
    })
    .returning();

  // the contest course: "Преображение", activated three days ago with the contest
  const [course] = await db
    .select({ packId: packs.id, courseId: courses.id })
    .from(packs)
    .innerJoin(courses, eq(courses.packId, packs.id))
    .where(eq(packs.name, 'Преображение'));
  const [place] = await db.select().from(places).where(eq(places.title, 'Дома'));
  const [target] = await db
    .select()
    .from(dietaTargets)
    .where(and(eq(dietaTargets.contest, true)));
  const [type] = await db.select().from(dietaTypes).where(eq(dietaTypes.name, 'Классическое'));
  const [activity] = await db.select().from(activities).orderBy(asc(activities.sort)).limit(1);
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await db.insert(userPacks).values({
    userId: member.id,
    packId: course.packId,
    courseId: course.courseId,
    purchasedAt: at(-4),
    activateBefore: at(26),
    activatedAt: at(-3),
    expiresAt: at(27),
    placeId: place?.id ?? null,
    activityId: activity?.id ?? null,
    dietaTargetId: target?.id ?? null,
    eatingType: 0,
    isSimple: 0,
    dietaTypeId: type?.id ?? null,
    contest: true,
    weight: m.weight,
    height: m.height,
    birthday: member.birthday,
    sort: 0,
  });
  return member;
}

export async function seedCommunityProgress({
  db,
  now,
  anna,
  ivan,
  storage,
}: SeedContext): Promise<void> {
  // the contests of the contest packs
  const contestIds = new Map<string, number>();
  for (const c of CONTESTS) {
    const [pack] = await db.select().from(packs).where(eq(packs.name, c.packName));
    if (!pack) continue;
    const [row] = await db
      .insert(contests)
      .values({
        packId: pack.id,
        name: c.name,
        photo: svgImage(c.colors[0], c.colors[1], TROPHY),
        rules: RULES.trim(),
        prizes: PRIZES.trim(),
        nominationFemale: c.female,
        nominationMale: c.male,
        createdAt: now,
      })
      .returning();
    contestIds.set(c.packName, row.id);
  }

  // Анна: a year of monthly reports, then her before report in the marathon (approved)
  await seedReports(
    db,
    storage,
    now,
    anna.id,
    monthly(
      12,
      20,
      { weight: 68.4, chest: 94, waist: 77.5, hip: 103 },
      { weight: 62.9, chest: 90.5, waist: 69, hip: 97 },
    ),
    0,
    0.8,
  );
  // Анна's and Иван's before reports in the marathon (approved); Иван's contest photos are what
  // a member with Dynamics switched off opens from the contest (report-image of type contest)
  const contestId = contestIds.get('Марафон «До и после»');
  const beforeReports = [
    { member: anna, slim: 0.85, weight: 62.5, chest: 90, waist: 68.5, hip: 96.5 },
    { member: ivan, slim: 0.3, weight: 86.4, chest: 104, waist: 92.5, hip: 101 },
  ];
  for (const { member, slim, ...figures } of beforeReports) {
    const [marathon] = await db
      .select({ id: userPacks.id, activatedAt: userPacks.activatedAt })
      .from(userPacks)
      .innerJoin(packs, eq(packs.id, userPacks.packId))
      .where(and(eq(userPacks.userId, member.id), eq(userPacks.contest, true)));
    if (!marathon?.activatedAt || !contestId) continue;
    const created = marathon.activatedAt;
    const [before] = await db
      .insert(dynamicsReports)
      .values({
        userId: member.id,
        reportDate: dayOf(now, Math.round((now.getTime() - created.getTime()) / DAY)),
        weight: figures.weight,
        chestGirth: figures.chest,
        waistGirth: figures.waist,
        hipGirth: figures.hip,
        kind: 'before',
        contestId,
        userPackId: marathon.id,
        status: 'approve',
        message: reviewMessage('before', 'approve'),
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    await seedPhotos(db, storage, member.id, before.id, slim);
  }

  // Елена: her contest course and four monthly reports (no contest report yet)
  const elena = await seedContestMember(db, now, ELENA);
  await seedReports(
    db,
    storage,
    now,
    elena.id,
    monthly(
      4,
      10,
      { weight: 71.2, chest: 97, waist: 82, hip: 106 },
      { weight: 67.8, chest: 95, waist: 78.5, hip: 103.5 },
    ),
    0,
    0.4,
  );

  // the members of the contest decision's browser tests: the contest course, nothing else
  for (const m of CONTEST_E2E_MEMBERS) await seedContestMember(db, now, m);
}

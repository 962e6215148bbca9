// Demo content (Russian). Idempotent: runs only when the users table is empty.
import { sql } from 'drizzle-orm';
import { hashPassword, sha256 } from '../lib/crypto';
import type { FileStorage } from '../lib/storage';
import type { Db } from './client';
import { domainSeeds } from './seeds';
import {
  countries,
  countryMasks,
  emailVerifications,
  faqCategories,
  faqs,
  feedbackCategories,
  users,
} from './schema';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO2_VERIFY_HASH = 'demo2-verify-hash';

const COUNTRIES = [
  { name: 'Россия', code: 'RU', flag: '🇷🇺', dial: '+7', mask: '+7 (###) ###-##-##' },
  { name: 'Казахстан', code: 'KZ', flag: '🇰🇿', dial: '+7', mask: '+7 (###) ###-##-##' },
  { name: 'Беларусь', code: 'BY', flag: '🇧🇾', dial: '+375', mask: '+375 (##) ###-##-##' },
  { name: 'Украина', code: 'UA', flag: '🇺🇦', dial: '+380', mask: '+380 (##) ###-##-##' },
  { name: 'Узбекистан', code: 'UZ', flag: '🇺🇿', dial: '+998', mask: '+998 (##) ###-##-##' },
  { name: 'Армения', code: 'AM', flag: '🇦🇲', dial: '+374', mask: '+374 (##) ###-###' },
  { name: 'Грузия', code: 'GE', flag: '🇬🇪', dial: '+995', mask: '+995 (###) ###-###' },
];

const FAQ: { category: string; items: [string, string][] }[] = [
  {
    category: 'Тренировки',
    items: [
      [
        'Как часто нужно тренироваться?',
        '<p>Программа рассчитана на 3–4 тренировки в неделю. Между силовыми тренировками оставляй хотя бы один день отдыха.</p>',
      ],
      [
        'Что делать, если не получается выполнить упражнение?',
        '<p>Отметь столько повторений, сколько удалось сделать. Если упражнение не подходит по состоянию здоровья, напиши тренеру в чат — он предложит замену.</p>',
      ],
      [
        'Можно ли заниматься дома, а не в зале?',
        '<p>Да. При активации курса выбери место занятий «Дом». Один раз за курс место занятий можно изменить на странице курса.</p>',
      ],
      [
        'Зачем нужна разминка?',
        '<p>Разминка разогревает мышцы и суставы и снижает риск травм. Не пропускай её, даже если времени мало.</p>',
      ],
    ],
  },
  {
    category: 'Питание',
    items: [
      [
        'Как рассчитывается мой рацион?',
        '<p>Рацион подбирается по твоему весу, росту, возрасту, уровню активности и выбранной цели. Пересчёт происходит при активации курса.</p>',
      ],
      [
        'Можно ли заменить продукт в меню?',
        '<p>Да, продукты заменяются на аналогичные по калорийности и содержанию белков, жиров и углеводов. Подробности — в разделе «Питание».</p>',
      ],
      [
        'Сколько воды нужно пить?',
        '<p>В среднем 30 мл на 1 кг веса в день. В дни тренировок пей немного больше.</p>',
      ],
    ],
  },
  {
    category: 'Оплата и доступ',
    items: [
      [
        'Как активировать купленный курс?',
        '<p>На главной странице нажми «Активировать» у нужного курса и заполни анкету. После подтверждения курс станет доступен.</p>',
      ],
      [
        'Можно ли заморозить курс?',
        '<p>Да, курс можно заморозить на срок от 1 до 14 дней. Срок действия курса продлится на время заморозки.</p>',
      ],
      [
        'Что будет, когда срок курса истечёт?',
        '<p>Тренировки станут недоступны, а в карточке курса появится кнопка «В магазин», где можно продлить доступ.</p>',
      ],
    ],
  },
  {
    category: 'Аккаунт',
    items: [
      [
        'Как изменить пароль?',
        '<p>Открой «Профиль» и в блоке смены пароля введи старый и новый пароль. Новый пароль — не короче 8 символов.</p>',
      ],
      [
        'Я не помню пароль. Что делать?',
        '<p>На экране входа нажми «Забыли пароль?» и укажи e-mail. Мы отправим письмо со ссылкой для восстановления.</p>',
      ],
      [
        'Зачем подтверждать e-mail?',
        '<p>Подтверждённый e-mail нужен, чтобы мы могли присылать важные уведомления и восстановить доступ к аккаунту.</p>',
      ],
    ],
  },
];

const FEEDBACK_THEMES = ['Тренировки', 'Питание', 'Технический вопрос', 'Оплата', 'Другое'];

export interface SeedOptions {
  /** where seeded photos go (private files); without it reports are seeded without photos */
  storage?: FileStorage;
}

/** Seeds demo content when the users table is empty; returns true when it seeded. */
export async function seed(
  db: Db,
  now: Date = new Date(),
  opts: SeedOptions = {},
): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (Number(count) > 0) return false;

  const insertedCountries = await db
    .insert(countries)
    .values(COUNTRIES.map((c, i) => ({ flag: c.flag, code: c.code, name: c.name, sort: i })))
    .returning();
  const masks = await db
    .insert(countryMasks)
    .values(
      COUNTRIES.map((c, i) => ({
        countryId: insertedCountries[i].id,
        code: c.dial,
        mask: c.mask,
        flag: c.flag,
      })),
    )
    .returning();

  const hash1 = await hashPassword(DEMO_PASSWORD);
  const hash2 = await hashPassword(DEMO_PASSWORD);
  const [anna, ivan] = await db
    .insert(users)
    .values([
      {
        email: 'demo@club.local',
        passwordHash: hash1,
        name: 'Анна Смирнова',
        gender: 0,
        birthday: 631152000 + 86400 * 137, // 18.05.1990
        phone: '+7 (916) 123-45-67',
        telegram: 'anna_smirnova',
        countryId: insertedCountries[0].id,
        countryMaskId: masks[0].id,
        height: 168,
        weight: 62.5,
        isActive: true,
        newsletter: true,
        notActiveOptions: [],
        createdAt: now,
      },
      {
        email: 'demo2@club.local',
        passwordHash: hash2,
        name: 'Иван Петров',
        gender: 1,
        birthday: 536457600 + 86400 * 40, // 10.02.1987
        phone: '+7 (903) 765-43-21',
        countryId: insertedCountries[0].id,
        countryMaskId: masks[0].id,
        height: 182,
        weight: 84.3,
        isActive: true,
        needEmailVerify: true,
        notActiveOptions: ['DYNAMICS', 'CHATS'],
        createdAt: now,
      },
    ])
    .returning();

  await db.insert(emailVerifications).values({
    userId: ivan.id,
    hashDigest: sha256(DEMO2_VERIFY_HASH),
    expiresAt: new Date(now.getTime() + 365 * 86400_000),
    createdAt: now,
  });

  await db.insert(feedbackCategories).values(FEEDBACK_THEMES.map((name, i) => ({ name, sort: i })));

  for (const [i, group] of FAQ.entries()) {
    const [cat] = await db
      .insert(faqCategories)
      .values({ name: group.category, sort: i })
      .returning();
    await db.insert(faqs).values(
      group.items.map(([question, answer], j) => ({
        categoryId: cat.id,
        question,
        answer,
        sort: j,
      })),
    );
  }

  // notifications and chat messages: seeds/community-messaging.ts
  for (const seedDomain of domainSeeds)
    await seedDomain({ db, now, anna, ivan, storage: opts.storage });
  return true;
}

// The store's categories and packs (spec part 2 §2.8), and two members kept for the account
// browser tests only (they change their own profile and password, so no other test signs in as them).
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/crypto';
import { countries, countryMasks, storeCategories, storePacks, users } from '../schema';
import type { SeedContext } from './types';

/** The club's external shop: "Купить курс" and "Оплатить" open these pages in a new tab. */
export const SHOP_URL = 'https://shop.club-fitness.ru/packs';

/** A pack image as an inline SVG (renders offline, no file to serve). */
function packImage(from: string, to: string, glyph: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="360" viewBox="0 0 600 360">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="600" height="360" fill="url(#g)"/>` +
    `<circle cx="480" cy="70" r="120" fill="#fff" opacity=".12"/>` +
    `<circle cx="90" cy="330" r="90" fill="#fff" opacity=".1"/>` +
    `<g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" opacity=".92">${glyph}</g>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const DUMBBELL =
  '<path d="M200 180h200"/><path d="M185 130v100M155 145v70M415 130v100M445 145v70"/>';
const HEART =
  '<path d="M300 260s-110-62-110-130a55 55 0 0 1 110-20 55 55 0 0 1 110 20c0 68-110 130-110 130z"/>';
const BOWL =
  '<path d="M190 175h220a110 80 0 0 1-220 0z"/><path d="M250 140c0-25 20-25 20-50M310 140c0-25 20-25 20-50"/>';
const LEAF =
  '<path d="M210 250c0-110 80-150 190-150 0 110-40 190-150 190-20 0-40-15-40-40z"/><path d="M210 250l110-100"/>';
const STAR = '<path d="M300 95l30 62 68 9-50 47 13 67-61-33-61 33 13-67-50-47 68-9z"/>';
const SUN =
  '<circle cx="300" cy="180" r="55"/><path d="M300 85v-25M300 300v-25M205 180h-25M420 180h-25M233 113l-18-18M385 265l-18-18M233 247l-18 18M385 95l-18 18"/>';

interface PackSeed {
  name: string;
  price: number;
  slug: string;
  image: string;
  description: string | null;
}

const STORE: { category: string; packs: PackSeed[] }[] = [
  {
    category: 'Тренировки',
    packs: [
      {
        name: 'Стройность за 8 недель',
        price: 2990,
        slug: 'slim-8',
        image: packImage('#2bb673', '#138a8a', DUMBBELL),
        // The description comes from the shop's editor with its own styles in front.
        description:
          '<style>.promo{color:#e5484d;font-weight:700}</style>' +
          '<p class="promo">Старт каждый понедельник!</p>' +
          '<p>Восемь недель тренировок для всего тела: 3 занятия в неделю по 40–50 минут, дома или в зале.</p>' +
          '<ul><li>видео каждого упражнения с рекомендациями по технике;</li>' +
          '<li>нагрузка растёт от недели к неделе;</li>' +
          '<li>тренер отвечает в чате.</li></ul>',
      },
      {
        name: 'Сильная спина',
        price: 1990,
        slug: 'strong-back',
        image: packImage('#3a7bd5', '#00d2ff', HEART),
        description:
          '<p>Курс для тех, кто много сидит: укрепляем мышцы спины и кора, улучшаем осанку.</p>' +
          '<p>4 недели, 3 тренировки в неделю по 30 минут. Нужен только коврик и резинка-эспандер.</p>',
      },
      {
        name: 'Домашний фитнес',
        price: 1490,
        slug: 'home-fitness',
        image: packImage('#f7971e', '#ffd200', STAR),
        description: null,
      },
    ],
  },
  {
    category: 'Питание',
    packs: [
      {
        name: 'Меню на месяц: классическое',
        price: 990,
        slug: 'menu-classic',
        image: packImage('#56ab2f', '#a8e063', BOWL),
        description:
          '<p>План питания на 4 недели из привычных продуктов: мясо, рыба, крупы, овощи.</p>' +
          '<p>Калорийность рассчитывается по твоей анкете, к каждой неделе — список покупок.</p>',
      },
      {
        name: 'Вегетарианское меню',
        price: 990,
        slug: 'menu-veggie',
        image: packImage('#11998e', '#38ef7d', LEAF),
        description:
          '<p>Меню без мяса и рыбы: белок из яиц, молочных продуктов и бобовых.</p>' +
          '<p>Пять или три приёма пищи в день — на выбор.</p>',
      },
    ],
  },
  {
    category: 'Комплексные программы',
    packs: [
      {
        name: 'Тренировки + питание',
        price: 3490,
        slug: 'complex',
        image: packImage('#8e2de2', '#4a00e0', DUMBBELL),
        description:
          '<p>Всё вместе: программа тренировок на месяц и план питания под твою цель.</p>' +
          '<p>Поддержка тренера и диетолога в чатах.</p>',
      },
      {
        name: 'Летний марафон',
        price: 4990,
        slug: 'summer-marathon',
        image: packImage('#ff512f', '#f09819', SUN),
        description:
          '<p>30 дней интенсивных тренировок и питания с участием в конкурсе «До и после».</p>' +
          '<p><strong>Призы</strong> — победителям по итогам марафона.</p>',
      },
    ],
  },
];

export async function seedStore({ db }: SeedContext): Promise<void> {
  for (const [i, group] of STORE.entries()) {
    const [category] = await db
      .insert(storeCategories)
      .values({ name: group.category, sort: i })
      .returning();
    await db.insert(storePacks).values(
      group.packs.map((p, j) => ({
        categoryId: category.id,
        name: p.name,
        price: p.price,
        description: p.description,
        link: `${SHOP_URL}/${p.slug}`,
        image: p.image,
        sort: j,
      })),
    );
  }
}

/** Members of the account browser tests: desktop signs in as demo3, mobile as demo4. */
export const ACCOUNT_E2E_MEMBERS = [
  {
    email: 'demo3@club.local',
    name: 'Мария Кузнецова',
    gender: 0,
    birthday: 700012800, // 08.03.1992
    country: 'RU',
    phone: '+7 (925) 555-12-34',
    telegram: 'maria_kuz',
    height: 165,
    weight: 58.5,
  },
  {
    email: 'demo4@club.local',
    name: 'Ольга Васильева',
    gender: 0,
    birthday: 614822400, // 26.06.1989
    country: 'BY',
    phone: '+375 (29) 123-45-67',
    telegram: 'olga_vas',
    height: 172,
    weight: 64,
  },
] as const;

export async function seedAccountMembers({ db, now }: SeedContext): Promise<void> {
  for (const m of ACCOUNT_E2E_MEMBERS) {
    const [row] = await db
      .select({ countryId: countries.id, maskId: countryMasks.id })
      .from(countries)
      .innerJoin(countryMasks, eq(countryMasks.countryId, countries.id))
      .where(eq(countries.code, m.country));
    await db.insert(users).values({
      email: m.email,
      passwordHash: await hashPassword('demo12345'),
      name: m.name,
      gender: m.gender,
      birthday: m.birthday,
      phone: m.phone,
      telegram: m.telegram,
      countryId: row?.countryId ?? null,
      countryMaskId: row?.maskId ?? null,
      height: m.height,
      weight: m.weight,
      isActive: true,
      newsletter: false,
      notActiveOptions: [],
      createdAt: now,
    });
  }
}

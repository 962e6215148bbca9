// Chats, notifications and articles (spec part 2 §2.5, §2.7, §2.10): Анна's three channels with a
// history, unread staff messages and pictures; Иван's coach channel; the telegram groups; 44
// articles in five categories plus the special one; notifications with a link of each kind; and
// Дмитрий (demo6), the member of the mobile browser tests of these sections, with his own channels
// and notifications (desktop tests act as Анна, so the two projects never touch the same data).
import { hashPassword } from '../../lib/crypto';
import { CHANNELS } from '../../modules/chats/channels';
import {
  renderSeedPicture,
  seedPictureKeys,
  type SeedPictureName,
} from '../../modules/chats/seed-pictures';
import type { Db } from '../client';
import {
  articleCategories,
  articleFavorites,
  articles,
  chatAttachments,
  chatMessages,
  chatReadPointers,
  notifications,
  telegramChats,
  users,
} from '../schema';
import {
  CATEGORIES,
  SPECIAL_ARTICLE,
  articleHtml,
  articleImage,
  plainText,
} from './articles-content';
import type { Member, SeedContext } from './types';

/** The member of the mobile browser tests of chats, notifications and articles. */
export const MESSAGING_E2E_MEMBER = {
  email: 'demo6@club.local',
  name: 'Дмитрий Орлов',
  gender: 1,
} as const;

const MINUTE = 60_000;

type Channel = keyof typeof CHANNELS;

interface SeedMessage {
  channel: Channel;
  from: 'USER' | 'ADMIN';
  text: string;
  minutesAgo: number;
  picture?: { name: SeedPictureName; file: string };
  /** staff messages only: still unread by the member */
  unread?: boolean;
}

async function seedChannels(db: Db, member: Member, now: Date, list: SeedMessage[]) {
  const pictures = new Map<SeedPictureName, Awaited<ReturnType<typeof renderSeedPicture>>>();
  const lastRead = new Map<Channel, number>();
  const lastOwn = new Map<Channel, number>();
  // in time order, so ids follow the dates (pages are by id)
  for (const m of [...list].sort((a, b) => b.minutesAgo - a.minutesAgo)) {
    const staff = CHANNELS[m.channel].staff;
    const createdAt = new Date(now.getTime() - m.minutesAgo * MINUTE);
    const [row] = await db
      .insert(chatMessages)
      .values({
        userId: member.id,
        channel: m.channel,
        sender: m.from,
        message: m.text,
        isRead: m.from === 'USER',
        createdAt,
        adminName: m.from === 'ADMIN' ? staff.name : null,
        adminPosition: m.from === 'ADMIN' ? staff.position : null,
      })
      .returning({ id: chatMessages.id });
    if (m.from === 'ADMIN' && !m.unread) lastRead.set(m.channel, row.id);
    if (m.from === 'USER') lastOwn.set(m.channel, row.id);
    if (m.picture) {
      const photo = pictures.get(m.picture.name) ?? (await renderSeedPicture(m.picture.name));
      pictures.set(m.picture.name, photo);
      await db.insert(chatAttachments).values({
        messageId: row.id,
        userId: member.id,
        name: m.picture.file,
        size: photo.image.length,
        ...seedPictureKeys(m.picture.name),
        width: photo.width,
        height: photo.height,
        createdAt,
      });
    }
  }
  const channels = new Set(list.map((m) => m.channel));
  for (const channel of channels) {
    await db.insert(chatReadPointers).values({
      userId: member.id,
      channel,
      lastReadId: lastRead.get(channel) ?? 0,
      // staff has read the member's messages they answered
      adminLastReadId: list.some((m) => m.channel === channel && m.from === 'ADMIN')
        ? (lastOwn.get(channel) ?? 0)
        : 0,
      updatedAt: now,
    });
  }
}

const ANNA_CHATS: SeedMessage[] = [
  // coach: a question two days ago answered with a sketch, today two unread answers
  {
    channel: 'coach',
    from: 'USER',
    text: 'Добрый день! Я начала курс «Стройность за 8 недель». Сколько отдыхать между подходами?',
    minutesAgo: 60 * 50,
  },
  {
    channel: 'coach',
    from: 'ADMIN',
    text: 'Здравствуйте, Анна! Между подходами — 60–90 секунд, между упражнениями — до двух минут.',
    minutesAgo: 60 * 49,
  },
  {
    channel: 'coach',
    from: 'ADMIN',
    text: 'Вот как выглядит ягодичный мостик — пригодится на следующей неделе.',
    minutesAgo: 60 * 49 - 2,
    picture: { name: 'glute-bridge', file: 'yagodichnyj-mostik.jpg' },
  },
  { channel: 'coach', from: 'USER', text: 'Спасибо, всё понятно!', minutesAgo: 60 * 48 },
  {
    channel: 'coach',
    from: 'USER',
    text: 'Здравствуйте! Можно заменить выпады на что-то другое? Болит колено.',
    minutesAgo: 90,
  },
  {
    channel: 'coach',
    from: 'ADMIN',
    text: 'Здравствуйте, Анна! Замените выпады на ягодичный мостик, 3 подхода по 15 раз.',
    minutesAgo: 20,
    unread: true,
  },
  {
    channel: 'coach',
    from: 'ADMIN',
    text: 'И обязательно расскажите, как прошла тренировка.',
    minutesAgo: 19,
    unread: true,
  },
  // dietolog: yesterday's plate, one unread reminder today
  {
    channel: 'dietolog',
    from: 'USER',
    text: 'Подскажите, как собрать обед, если я ем в столовой на работе?',
    minutesAgo: 60 * 26,
  },
  {
    channel: 'dietolog',
    from: 'ADMIN',
    text: 'Собирайте тарелку так: половина — овощи, четверть — белок, четверть — гарнир.',
    minutesAgo: 60 * 25,
    picture: { name: 'plate', file: 'tarelka.png' },
  },
  {
    channel: 'dietolog',
    from: 'ADMIN',
    text: 'Анна, добрый день! Напоминаю: на этой неделе пробуем меню с тремя приёмами пищи.',
    minutesAgo: 240,
    unread: true,
  },
  // psyhologist: all read, a few days ago
  {
    channel: 'psyhologist',
    from: 'ADMIN',
    text: 'Анна, здравствуйте! Как настроение в начале курса? Если будет трудно — пишите, обсудим.',
    minutesAgo: 60 * 24 * 4,
  },
  {
    channel: 'psyhologist',
    from: 'USER',
    text: 'Спасибо! Пока всё нравится, но вечером тянет на сладкое.',
    minutesAgo: 60 * 24 * 4 - 30,
  },
  {
    channel: 'psyhologist',
    from: 'ADMIN',
    text: 'Это нормально. Попробуйте заранее планировать вечерний перекус и ложиться спать пораньше.',
    minutesAgo: 60 * 24 * 3,
  },
];

const IVAN_CHATS: SeedMessage[] = [
  {
    channel: 'coach',
    from: 'ADMIN',
    text: 'Иван, привет! Как самочувствие после первой недели?',
    minutesAgo: 45,
    unread: true,
  },
];

const DMITRY_CHATS: SeedMessage[] = [
  {
    channel: 'coach',
    from: 'USER',
    text: 'Здравствуйте! Занимаюсь дома, гантели есть только по 5 кг. Этого хватит?',
    minutesAgo: 60 * 30,
  },
  {
    channel: 'coach',
    from: 'ADMIN',
    text: 'Дмитрий, здравствуйте! Для начала хватит: увеличим число повторений и замедлим темп.',
    minutesAgo: 60 * 29,
    picture: { name: 'glute-bridge', file: 'tehnika.jpg' },
  },
  {
    channel: 'coach',
    from: 'ADMIN',
    text: 'Как прошла вчерашняя тренировка?',
    minutesAgo: 35,
    unread: true,
  },
  {
    channel: 'dietolog',
    from: 'ADMIN',
    text: 'Дмитрий, добрый день! Не забывайте про воду: около 2,5 литров в день.',
    minutesAgo: 60 * 5,
    unread: true,
  },
  {
    channel: 'psyhologist',
    from: 'ADMIN',
    text: 'Здравствуйте! Если захотите обсудить мотивацию или режим — я на связи.',
    minutesAgo: 60 * 24 * 2,
  },
];

const TELEGRAM = [
  {
    name: 'Клуб: общий чат',
    link: 'https://t.me/club_fitness_chat',
    message: 'Общение участников, ответы на вопросы и новости клуба.',
    colors: ['#2bb673', '#138a8a'],
    letter: 'К',
  },
  {
    name: 'Марафон «До и после»',
    link: 'https://t.me/club_fitness_contest',
    message: 'Чат участников конкурса: правила, отчёты и поддержка.',
    colors: ['#ff512f', '#f09819'],
    letter: 'М',
  },
  {
    name: 'Рецепты клуба',
    link: 'https://t.me/club_fitness_recipes',
    message: 'Рецепты из меню курсов и идеи полезных перекусов.',
    colors: ['#56ab2f', '#a8e063'],
    letter: 'Р',
  },
];

function groupPhoto([from, to]: string[], letter: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="96" height="96" rx="24" fill="url(#g)"/>` +
    `<text x="48" y="62" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Articles: one every two days back from now, the special one newest; returns ids by title. */
async function seedArticles(db: Db, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const rows: (typeof articles.$inferInsert & { category: string })[] = [];
  let n = 0;
  // interleave the categories so every page of "Все" mixes them
  const longest = Math.max(...CATEGORIES.map((c) => c.articles.length));
  for (let i = longest - 1; i >= 0; i--) {
    for (const category of CATEGORIES) {
      const article = category.articles[i];
      if (!article) continue;
      const html = articleHtml(category, article, i);
      rows.push({
        category: category.name,
        categoryId: 0,
        title: article.title,
        content: html,
        contentText: plainText(html),
        mainImage: articleImage(category.colors[0], category.colors[1], category.glyph, n),
        view: 40 + ((n * 37) % 400),
        createdAt: now,
        updatedAt: now,
      });
      n++;
    }
  }
  // the first of each category's list is the newest: two days apart, back from two days ago
  rows.forEach((row, index) => {
    row.createdAt = new Date(now.getTime() - (2 + 2 * (rows.length - 1 - index)) * 86_400_000);
    row.updatedAt = row.createdAt;
  });
  const categoryIds = new Map<string, number>();
  for (const [i, category] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(articleCategories)
      .values({ name: category.name, sort: i })
      .returning({ id: articleCategories.id });
    categoryIds.set(category.name, row.id);
  }
  // oldest first, so ids follow the dates
  rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  for (const { category, ...row } of rows) {
    const [inserted] = await db
      .insert(articles)
      .values({ ...row, categoryId: categoryIds.get(category) as number })
      .returning({ id: articles.id });
    ids.set(row.title, inserted.id);
  }
  const special = SPECIAL_ARTICLE;
  const specialCategory = CATEGORIES.find((c) => c.name === special.category) ?? CATEGORIES[0];
  const specialAt = new Date(now.getTime() - 86_400_000);
  const [inserted] = await db
    .insert(articles)
    .values({
      categoryId: categoryIds.get(specialCategory.name) as number,
      title: special.title,
      content: special.html,
      contentText: plainText(special.html),
      mainImage: articleImage('#e5484d', '#f7971e', specialCategory.glyph, 99),
      isSpecial: true,
      view: 512,
      createdAt: specialAt,
      updatedAt: specialAt,
    })
    .returning({ id: articles.id });
  ids.set(special.title, inserted.id);
  return ids;
}

async function seedDmitry(db: Db, now: Date): Promise<Member> {
  const [member] = await db
    .insert(users)
    .values({
      email: MESSAGING_E2E_MEMBER.email,
      passwordHash: await hashPassword('demo12345'),
      name: MESSAGING_E2E_MEMBER.name,
      gender: MESSAGING_E2E_MEMBER.gender,
      birthday: 567993600, // 01.01.1988
      phone: '+7 (926) 222-33-44',
      height: 180,
      weight: 88.5,
      isActive: true,
      notActiveOptions: [],
      createdAt: now,
    })
    .returning();
  return member;
}

export async function seedCommunityMessaging({ db, now, anna, ivan }: SeedContext): Promise<void> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  const dmitry = await seedDmitry(db, now);

  await seedChannels(db, anna, now, ANNA_CHATS);
  await seedChannels(db, ivan, now, IVAN_CHATS);
  await seedChannels(db, dmitry, now, DMITRY_CHATS);

  await db.insert(telegramChats).values(
    TELEGRAM.map((t, i) => ({
      name: t.name,
      link: t.link,
      photo: groupPhoto(t.colors, t.letter),
      message: t.message,
      sort: i,
    })),
  );

  const articleIds = await seedArticles(db, now);
  const id = (title: string) => articleIds.get(title) ?? null;
  await db.insert(articleFavorites).values(
    ['Как правильно делать приседания', 'Сон и похудение: в чём связь']
      .map((title) => id(title))
      .filter((v): v is number => v !== null)
      .map((articleId) => ({ userId: anna.id, articleId, createdAt: now })),
  );

  // a link of each kind: a menu code, a section, a section with an id, a full path, none
  const forMember = (userId: number) => [
    {
      userId,
      content: '<p>Тренер ответил на твой вопрос в чате.</p>',
      link: 'CHATS',
      createdAt: ago(15),
    },
    {
      userId,
      content: `<p>Новая статья: <strong>«Как не сорваться с питания в выходные»</strong>.</p>`,
      link: 'articles',
      linkId: id('Как не сорваться с питания в выходные'),
      createdAt: ago(60 * 3),
    },
    {
      userId,
      content: '<p>Добро пожаловать в клуб! Начни с активации курса на главной странице.</p>',
      link: 'COURSES',
      fullLink: '/courses/',
      createdAt: ago(60 * 26),
      isRead: true,
    },
    {
      userId,
      content: '<p>Меню на следующую неделю уже готово — загляни в раздел «Питание».</p>',
      link: 'nutrition',
      createdAt: ago(60 * 24 * 3),
      isRead: true,
    },
    {
      userId,
      content: '<p>Клуб обновил правила безопасности на тренировках. Пожалуйста, прочитай их.</p>',
      link: 'ARTICLES',
      createdAt: ago(60 * 24 * 10),
      isRead: true,
    },
  ];
  await db.insert(notifications).values([
    ...forMember(anna.id),
    ...forMember(dmitry.id),
    {
      userId: ivan.id,
      content: '<p>Подтверди свой e-mail, чтобы не пропустить важные новости.</p>',
      createdAt: ago(30),
    },
  ]);
}

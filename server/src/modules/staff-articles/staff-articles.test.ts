// Issue 28, item 8: the editors' articles and the staff's notifications.
// - drafts (and unpublished articles) never reach members: the list, the search, the special
//   article, favourites, the page and likes; a published one does, found by the Russian search;
// - HTML with script, handlers or script addresses is refused in Russian and nothing is saved;
// - the main picture goes through the photo pipeline (not an image, too big: the pipeline's texts);
// - permissions: a member's token and a staff member without the permission are refused;
// - a notification to one member, a course's members or everyone reaches exactly those members,
//   live (their stream's count), with the history and the audit entries.
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  STAFF_ARTICLE_MESSAGES as AM,
  STAFF_MESSAGES,
  STAFF_NOTIFICATION_MESSAGES as NM,
  type ArticlesResult,
  type StaffArticle,
} from '@club/shared/contract';
import {
  articleCategories,
  auditLog,
  notifications,
  pushTokens,
  userPacks,
  users,
} from '../../db/schema';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../db/seeds/staff';
import { ARTICLE_E2E_MEMBERS } from '../../db/seeds/staff-articles';
import { FORBIDDEN_MESSAGE } from '../../plugins/permissions';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { caller, multipartParts, picture } from '../chats/testing';
import { openStream } from '../realtime/testing';
import { staffIdentity } from '../staff/identity';
import { viewerFor } from '../staff/visibility';
import { articleText } from './html';
import { pushSent } from './notifications';

let ctx: TestContext;
type Caller = ReturnType<typeof caller>;
let editor: Caller;
let coach: Caller;
let admin: Caller;
let anna: Caller;
let daria: Caller;
let dariaToken: string;
let olegToken: string;
let categoryId: number;
const ids: Record<string, number> = {};

const tokens = new Map<Caller, string>();
const tokenOf = (who: Caller) => tokens.get(who)!;
async function signIn(email: string, password?: string): Promise<Caller> {
  const token = await loginAs(ctx.app, email, password);
  const who = caller(ctx.app, token);
  tokens.set(who, token);
  return who;
}

beforeAll(async () => {
  ctx = await setup();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  editor = await signIn(DEMO_STAFF.moderator.email, STAFF_PASSWORD);
  coach = await signIn(DEMO_STAFF.coach.email, STAFF_PASSWORD);
  admin = await signIn(ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  anna = await signIn('demo@club.local');
  daria = await signIn(ARTICLE_E2E_MEMBERS[0].email);
  dariaToken = tokenOf(daria);
  olegToken = await loginAs(ctx.app, ARTICLE_E2E_MEMBERS[1].email);
  const people = await ctx.app.db.select({ id: users.id, email: users.email }).from(users);
  for (const p of people) ids[p.email] = p.id;
  const [category] = await ctx.app.db.select().from(articleCategories).limit(1);
  categoryId = category.id;
}, 120_000);
afterAll(() => ctx.close());

/** A JSON call caller() does not make (PATCH, PUT, a JSON body). */
const json = (method: 'POST' | 'PATCH' | 'PUT', who: Caller, url: string, payload: object) =>
  ctx.app.inject({ method, url, payload, headers: { 'x-auth-token': tokenOf(who) } });

/** The number a `select count(*)::int as n …` answers. */
const countOf = async (query: ReturnType<typeof sql>) =>
  Number(((await ctx.app.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);

const message = (res: { json(): { error?: { message?: string } | null } }) =>
  res.json().error?.message;

const draft = (title: string, content: string, extra: object = {}) =>
  json('POST', editor, '/api/staff/articles', {
    title,
    category_id: categoryId,
    content,
    is_special: false,
    ...extra,
  });

const memberList = async (query = '') => {
  const res = await daria.get(`/api/articles/articles${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().result as ArticlesResult;
};

const auditOf = async (action: string) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(sql`${auditLog.id} desc`);

describe('articles: who may', () => {
  it('refuses a member’s token and a staff member without articles:publish', async () => {
    const member = await anna.get('/api/staff/articles');
    expect(member.statusCode).toBe(403);
    expect(message(member)).toBe(STAFF_MESSAGES.staffOnly);
    const staff = await coach.get('/api/staff/articles');
    expect(staff.statusCode).toBe(403);
    expect(message(staff)).toBe(FORBIDDEN_MESSAGE);
    const create = await json('POST', coach, '/api/staff/articles', {
      title: 'Нельзя',
      category_id: categoryId,
      content: '<p>Текст</p>',
      is_special: false,
    });
    expect(create.statusCode).toBe(403);
    expect((await editor.get('/api/staff/articles')).statusCode).toBe(200);
  });
});

describe('articles: drafts never reach members', () => {
  let id: number;
  it('a draft is in the editors’ list but nowhere for members', async () => {
    const res = await draft(
      'Черновик о ламинарии',
      '<p>Ламинария и спирулина — водоросли, богатые йодом.</p>',
      { is_special: true },
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().result.article as StaffArticle;
    id = saved.id;
    expect(saved.status).toBe('draft');
    expect(res.json().result.message).toBe(AM.created);

    const staffList = (await editor.get('/api/staff/articles?q=ламинар')).json().result;
    expect(staffList.articles.map((a: { id: number }) => a.id)).toEqual([id]);

    const all = await memberList();
    expect(all.items.map((i) => i.id)).not.toContain(id);
    // a special draft is not the members' special article ("home" of the articles)
    expect(all.special?.id).not.toBe(id);
    expect((await memberList(`?category=${categoryId}`)).items.map((i) => i.id)).not.toContain(id);
    expect((await memberList('?q=ламинария')).items).toEqual([]);
    const page = await daria.get(`/api/articles/detail/${id}`);
    expect(page.statusCode).toBe(404);
    expect(message(page)).toBe('Статья не найдена');
    expect((await daria.post(`/api/articles/like/${id}`)).statusCode).toBe(404);
  });

  it('published, it is listed first, found by the Russian search and opens; then unpublished, gone', async () => {
    const res = await editor.post(`/api/staff/articles/${id}/publish`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.article.status).toBe('published');
    expect(res.json().result.article.published_at).toEqual(expect.any(Number));

    const all = await memberList();
    expect(all.special?.id).toBe(id);
    // another inflection of a word of the text, as the seeded articles are found
    expect((await memberList('?q=водорослями')).items.map((i) => i.id)).toEqual([id]);
    const page = await daria.get(`/api/articles/detail/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().result.article.content).toContain('Ламинария');
    expect((await daria.post(`/api/articles/like/${id}`)).statusCode).toBe(200);

    // an edit of a published article is what members read at once, and searched as such
    const edit = await json('PATCH', editor, `/api/staff/articles/${id}`, {
      content: '<p>Ламинария и фукус: морская капуста.</p>',
      is_special: false,
    });
    expect(edit.statusCode).toBe(200);
    expect((await memberList('?q=фукус')).items.map((i) => i.id)).toEqual([id]);
    expect((await memberList('?q=спирулина')).items).toEqual([]);

    const off = await editor.post(`/api/staff/articles/${id}/unpublish`);
    expect(off.statusCode).toBe(200);
    expect(off.json().result.article.status).toBe('unpublished');
    expect((await memberList('?q=фукус')).items).toEqual([]);
    expect((await daria.get(`/api/articles/detail/${id}`)).statusCode).toBe(404);
    const favorites = (await daria.get('/api/articles/favorites')).json().result;
    expect(favorites.items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect((await memberList('?category=favorites')).items.map((i) => i.id)).not.toContain(id);
    // unpublishing twice is said, not done twice
    const again = await editor.post(`/api/staff/articles/${id}/unpublish`);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(AM.notPublished);
  });

  it('records creating, editing, publishing and unpublishing in the audit log', async () => {
    for (const action of [
      'article.create',
      'article.update',
      'article.publish',
      'article.unpublish',
    ]) {
      const [entry] = await auditOf(action);
      expect(entry).toBeDefined();
      expect(entry.actorId).toBe(ids[DEMO_STAFF.moderator.email]);
      expect(entry.actorRoles).toEqual(expect.arrayContaining(['editor']));
      expect((entry.details as { article: { id: number } }).article.id).toBe(id);
    }
  });
});

describe('articles: the audit of an edit', () => {
  it('names only the fields that changed: a title-only edit is the title’s, no change no entry', async () => {
    const body = { category_id: categoryId, content: '<p>Текст</p>', is_special: false };
    const created = await draft('Заголовок до правки', body.content);
    const id = created.json().result.article.id as number;
    const entriesOf = async () =>
      (await auditOf('article.update')).filter(
        (e) => (e.details as { article: { id: number } }).article.id === id,
      );
    // the editor sends every field; only the title differs
    const edit = await json('PATCH', editor, `/api/staff/articles/${id}`, {
      ...body,
      title: 'Заголовок после правки',
    });
    expect(edit.statusCode).toBe(200);
    const [entry] = await entriesOf();
    expect(entry.details).toEqual({
      article: { id, title: 'Заголовок после правки' },
      fields: ['title'],
      status: 'draft',
    });
    // the same fields again: nothing changed, nothing logged
    const same = await json('PATCH', editor, `/api/staff/articles/${id}`, {
      ...body,
      title: 'Заголовок после правки',
    });
    expect(same.statusCode).toBe(200);
    expect(await entriesOf()).toHaveLength(1);
    // the text and the flag: those two
    await json('PATCH', editor, `/api/staff/articles/${id}`, {
      ...body,
      title: 'Заголовок после правки',
      content: '<p>Новый текст</p>',
      is_special: true,
    });
    const [latest] = await entriesOf();
    expect((latest.details as { fields: string[] }).fields.sort()).toEqual([
      'content',
      'isSpecial',
    ]);
  });
});

describe('articles: bad input', () => {
  const countArticles = async () => await countOf(sql`select count(*)::int as n from articles`);

  it.each([
    ['<p>Привет</p><script>alert(1)</script>', '<script>'],
    ['<p>Привет</p><img src="x.png" onerror="alert(1)">', 'onerror'],
    ['<a href="javascript:alert(1)">ссылка</a>', 'href'],
    ['<a href="java&#115;cript:alert(1)">ссылка</a>', 'href'],
    ['<a href=" JAVA\tSCRIPT:alert(1)">ссылка</a>', 'href'],
    ['<img alt=">" onload=alert(1) src="a.png">', 'onload'],
    ['<iframe src="https://example.com"></iframe>', '<iframe>'],
    ['<svg><a xlink:href="javascript:alert(1)">x</a></svg>', 'xlink:href'],
  ])('refuses %s with a Russian message naming it; nothing is saved', async (content, named) => {
    const before = await countArticles();
    const res = await draft('Статья со скриптом', content);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toContain(named);
    expect(message(res)).toMatch(/запрещены\. Убери/);
    expect(await countArticles()).toBe(before);
  });

  it('keeps safe HTML as written, with inline pictures, and its text for the search', async () => {
    const html =
      '<h2>Заголовок</h2><p style="color:red">Текст&nbsp;с &laquo;кавычками&raquo;</p><img src="data:image/png;base64,AAAA" alt="">';
    const res = await draft('Безопасная статья', html);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.article.content).toBe(html);
    expect(articleText(html)).toBe('Заголовок Текст с «кавычками»');
  });

  it('refuses an empty or too long title, too long HTML, an unknown category', async () => {
    expect(message(await draft('   ', '<p>x</p>'))).toBe(AM.titleRequired);
    expect(message(await draft('я'.repeat(201), '<p>x</p>'))).toBe(AM.titleTooLong);
    expect(message(await draft('Длинная', `<p>${'я'.repeat(100_001)}</p>`))).toBe(
      AM.contentTooLong,
    );
    const unknown = await json('POST', editor, '/api/staff/articles', {
      title: 'Без категории',
      category_id: 999_999,
      content: '<p>x</p>',
      is_special: false,
    });
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toBe(AM.categoryNotFound);
  });

  it('refuses to publish a draft without text, and an unknown article', async () => {
    const res = await draft('Пустой черновик', '');
    const id = res.json().result.article.id as number;
    const publish = await editor.post(`/api/staff/articles/${id}/publish`);
    expect(publish.statusCode).toBe(400);
    expect(message(publish)).toBe(AM.contentRequired);
    expect((await editor.get(`/api/staff/articles/${id}`)).json().result.status).toBe('draft');
    const missing = await editor.post('/api/staff/articles/999999/publish');
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe(AM.notFound);
  });
});

describe('articles: the main picture', () => {
  let id: number;
  const upload = (data: Buffer, filename = 'cover.png', contentType = 'image/png') => {
    const { payload, headers } = multipartParts([['image', { filename, contentType, data }]]);
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/articles/${id}/image`,
      payload,
      headers: { ...headers, 'x-auth-token': tokenOf(editor) },
    });
  };
  beforeAll(async () => {
    id = (await draft('Статья с картинкой', '<p>Картинка</p>')).json().result.article.id;
  });

  it('stores a picture through the pipeline as a public JPEG, and replaces it', async () => {
    const res = await upload(await picture(900, 500));
    expect(res.statusCode).toBe(200);
    const first = res.json().result.article.main_image as string;
    expect(first).toMatch(/^\/uploads\/articles\/\d+\/[0-9a-f]+\.jpg$/);
    const served = await ctx.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const second = (await upload(await picture(300, 200, 'jpeg'), 'b.jpg', 'image/jpeg')).json()
      .result.article.main_image as string;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('takes a phone’s 63-megapixel photo (a 9000x7000 JPEG), bounded to 1600 px', async () => {
    const phone = await sharp({
      create: { width: 9000, height: 7000, channels: 3, background: '#8ab' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(phone, 'IMG_0001.jpg', 'image/jpeg');
    expect(message(res)).toBeUndefined();
    expect(res.statusCode).toBe(200);
    const served = await ctx.app.inject({
      method: 'GET',
      url: res.json().result.article.main_image,
    });
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([1600, 1244]);
  });

  it('refuses a file that is not a picture or is too big, with the pipeline’s texts', async () => {
    const before = (await editor.get(`/api/staff/articles/${id}`)).json().result.main_image;
    const text = await upload(Buffer.from('not a picture'), 'a.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(message(text)).toBe(AM.imageType);
    const big = await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(message(big)).toBe(AM.imageSize);
    expect((await editor.get(`/api/staff/articles/${id}`)).json().result.main_image).toBe(before);
  });
});

describe('notifications', () => {
  const send = (who: Caller, body: object) => json('POST', who, '/api/staff/notifications', body);
  const unreadOf = async (userId: number) =>
    await countOf(
      sql`select count(*)::int as n from notifications where user_id = ${userId} and is_read = false`,
    );
  const withText = async (text: string) =>
    ctx.app.db
      .select({ userId: notifications.userId, fullLink: notifications.fullLink })
      .from(notifications)
      .where(sql`${notifications.content} like ${`%${text}%`}`);

  it('refuses a member’s token and a staff member without notifications:send', async () => {
    const member = await send(anna, { audience: 'all', text: 'x' });
    expect(member.statusCode).toBe(403);
    expect(message(member)).toBe(STAFF_MESSAGES.staffOnly);
    const staff = await send(coach, { audience: 'all', text: 'x' });
    expect(staff.statusCode).toBe(403);
    expect(message(staff)).toBe(FORBIDDEN_MESSAGE);
  });

  it('to one member: only them, live on their stream; a member the sender does not see is not found', async () => {
    const dariaId = ids[ARTICLE_E2E_MEMBERS[0].email];
    const olegId = ids[ARTICLE_E2E_MEMBERS[1].email];
    const stream = await openStream(ctx.app, dariaToken);
    const olegStream = await openStream(ctx.app, olegToken);
    try {
      const start = await stream.counts(() => true);
      await olegStream.counts(() => true);
      const before = start.notifications.count;
      const olegBefore = await unreadOf(olegId);
      const res = await send(admin, {
        audience: 'member',
        member_id: dariaId,
        text: 'Дарья, загляни в новую статью',
        link: '/articles/',
        expected_count: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.message).toBe(NM.sent(1));
      expect(res.json().result.sent).toMatchObject({
        audience: 'member',
        member: { id: dariaId, name: ARTICLE_E2E_MEMBERS[0].name },
        recipients: 1,
        sender: { name: 'Наталья Белова' },
        link: '/articles/',
      });
      await stream.counts((c) => c.notifications.count === before + 1);
      expect(await withText('Дарья, загляни')).toEqual([
        { userId: dariaId, fullLink: '/articles/' },
      ]);
      expect(await unreadOf(olegId)).toBe(olegBefore);
      // the member's list shows it, as every notification
      const list = (await daria.get('/api/cabinet/profile/notifications')).json().result;
      expect(list.notifications[0].content).toBe('<p>Дарья, загляни в новую статью</p>');
      expect(list.notifications[0].fullLink).toBe('/articles/');
      // the editor sees no member: one member is "not found" to her (the visibility rule)
      const hidden = await send(editor, { audience: 'member', member_id: dariaId, text: 'x' });
      expect(hidden.statusCode).toBe(404);
      expect(message(hidden)).toBe(NM.memberNotFound);
      // nor may a staff account be a recipient
      const staff = await send(admin, {
        audience: 'member',
        member_id: ids[DEMO_STAFF.coach.email],
        text: 'x',
      });
      expect(staff.statusCode).toBe(404);
      expect(olegStream.received.filter((e) => e.event === 'counts').length).toBe(1);
    } finally {
      stream.close();
      olegStream.close();
    }
  });

  it('to a course’s members: exactly those who hold it now', async () => {
    const courses = (await editor.get('/api/staff/notifications/courses')).json().result
      .courses as { id: number; name: string; members: number }[];
    const course = courses.find((c) => c.members > 0)!;
    const count = (
      await editor.get(`/api/staff/notifications/recipients?audience=course&course_id=${course.id}`)
    ).json().result.count;
    expect(count).toBe(course.members);
    const res = await send(editor, {
      audience: 'course',
      course_id: course.id,
      text: 'Новая неделя курса открыта',
      expected_count: count,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.sent).toMatchObject({
      audience: 'course',
      course: { id: course.id, name: course.name },
      recipients: count,
    });
    const now = new Date();
    const holders = await ctx.app.db
      .selectDistinct({ userId: userPacks.userId })
      .from(userPacks)
      .where(
        and(
          eq(userPacks.courseId, course.id),
          sql`((${userPacks.activatedAt} is null and ${userPacks.activateBefore} > ${now.toISOString()}::timestamptz) or ${userPacks.expiresAt} > ${now.toISOString()}::timestamptz)`,
          sql`not exists (select 1 from user_roles r where r.user_id = ${userPacks.userId})`,
        ),
      );
    const got = (await withText('Новая неделя курса')).map((r) => r.userId).sort();
    expect(got).toEqual(holders.map((h) => h.userId).sort());
  });

  it('to every member: each member account once, no staff; history and audit say who, to whom, how many', async () => {
    const members = await countOf(
      sql`select count(*)::int as n from users u where not exists (select 1 from user_roles r where r.user_id = u.id)`,
    );
    const count = (await editor.get('/api/staff/notifications/recipients?audience=all')).json()
      .result.count;
    expect(count).toBe(members);
    // the confirmed number no longer holds: refused, nothing sent
    const stale = await send(editor, { audience: 'all', text: 'Клуб открыт', expected_count: 1 });
    expect(stale.statusCode).toBe(409);
    expect(message(stale)).toBe(NM.countChanged(members));
    expect(await withText('Клуб открыт')).toEqual([]);

    const res = await send(editor, {
      audience: 'all',
      text: 'Клуб открыт в праздники',
      expected_count: members,
    });
    expect(res.statusCode).toBe(200);
    const rows = await withText('Клуб открыт в праздники');
    expect(rows).toHaveLength(members);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(members);
    expect(rows.map((r) => r.userId)).not.toContain(ids[DEMO_STAFF.coach.email]);

    const history = (await editor.get('/api/staff/notifications')).json().result;
    expect(history.sent[0]).toMatchObject({
      audience: 'all',
      recipients: members,
      sender: { name: DEMO_STAFF.moderator.name },
      text: 'Клуб открыт в праздники',
    });
    // the one-member send of the admin: the editor does not see that member, so no name
    const toOne = history.sent.find((s: { audience: string }) => s.audience === 'member');
    expect(toOne.member).toBeNull();

    const [entry] = await auditOf('notification.send');
    expect(entry.actorId).toBe(ids[DEMO_STAFF.moderator.email]);
    expect(entry.details).toMatchObject({ audience: 'all', recipients: members });
  });

  it('bad input: empty or too long text, a link out of the app, an unknown course or member', async () => {
    const before = await countOf(sql`select count(*)::int as n from notification_sends`);
    expect(message(await send(editor, { audience: 'all', text: '   ' }))).toBe(NM.textRequired);
    expect(message(await send(editor, { audience: 'all', text: 'я'.repeat(2001) }))).toBe(
      NM.textTooLong,
    );
    for (const link of ['https://evil.example', '//evil.example', 'javascript:alert(1)', 'article'])
      expect(message(await send(editor, { audience: 'all', text: 'x', link }))).toBe(
        NM.linkInvalid,
      );
    const course = await send(editor, { audience: 'course', course_id: 999_999, text: 'x' });
    expect(course.statusCode).toBe(404);
    expect(message(course)).toBe(NM.courseNotFound);
    expect(message(await send(editor, { audience: 'course', text: 'x' }))).toBe(NM.courseRequired);
    const member = await send(admin, { audience: 'member', member_id: 999_999, text: 'x' });
    expect(member.statusCode).toBe(404);
    expect(await countOf(sql`select count(*)::int as n from notification_sends`)).toBe(before);
  });

  it('pushes to the recipients’ registered devices only, and forgets tokens FCM no longer knows', async () => {
    const dariaId = ids[ARTICLE_E2E_MEMBERS[0].email];
    const olegId = ids[ARTICLE_E2E_MEMBERS[1].email];
    const at = new Date();
    await ctx.app.db.insert(pushTokens).values([
      { userId: dariaId, token: 'daria-phone', createdAt: at, updatedAt: at },
      { userId: dariaId, token: 'daria-old', createdAt: at, updatedAt: at },
      { userId: olegId, token: 'oleg-phone', createdAt: at, updatedAt: at },
    ]);
    const pushed: { tokens: string[]; body: string; link: unknown }[] = [];
    const push = {
      send: async (tokens: string[], m: { body: string; link?: unknown }) => {
        pushed.push({ tokens, body: m.body, link: m.link });
        return { sent: tokens.length - 1, stale: ['daria-old'], failed: 0 };
      },
    };
    const viewer = await viewerFor(
      ctx.app.db,
      (await staffIdentity(ctx.app.db, ids[ADMIN_ACCOUNT.email]))!,
      at,
    );
    await pushSent(
      { db: ctx.app.db, push },
      viewer,
      { audience: 'member', memberId: dariaId },
      { text: 'Новая статья', link: '/articles/' },
      at,
    );
    expect(pushed).toEqual([
      {
        tokens: ['daria-phone', 'daria-old'],
        body: 'Новая статья',
        link: { fullLink: '/articles/' },
      },
    ]);
    const left = await ctx.app.db
      .select({ token: pushTokens.token })
      .from(pushTokens)
      .where(sql`${pushTokens.userId} in (${dariaId}, ${olegId})`);
    expect(left.map((t) => t.token).sort()).toEqual(['daria-phone', 'oleg-phone']);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../db/schema';
import { photoWithGps } from '../../lib/photos.testing';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { JPEG_HEAD, multipart, TINY_PNG, type FilePart } from './testing';

let ctx: TestContext;
let anna: string;
let ivan: string;
beforeAll(async () => {
  ctx = await setup();
  anna = await loginAs(ctx.app, 'demo@club.local');
  ivan = await loginAs(ctx.app, 'demo2@club.local');
});
afterAll(() => ctx.close());

const TYPE_ERROR = 'Ошибка! Можно загружать файлы с расширением png или jpg.';
const SIZE_ERROR = 'Ошибка! Фото весит более 5 МБ.';

const upload = (token: string, parts: Record<string, string | FilePart>) => {
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/cabinet/profile/avatar',
    headers: { ...headers, 'x-auth-token': token },
    payload,
  });
};
const png = (data: Buffer = TINY_PNG, filename = 'me.png'): FilePart => ({
  filename,
  contentType: 'image/png',
  data,
});
const avatarOf = async (email: string) =>
  (await ctx.app.db.select({ avatar: users.avatar }).from(users).where(eq(users.email, email)))[0]
    .avatar;
const fileOf = (url: string) => path.join(ctx.app.config.uploadsDir, url.replace('/uploads/', ''));

describe('avatar upload', () => {
  it('stores a png re-encoded and answers its public URL, served under /uploads', async () => {
    const res = await upload(anna, { avatar: png() });
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json().result;
    expect(avatar).toMatch(/^\/uploads\/avatars\/\d+\/[0-9a-f]+\.jpg$/);
    expect(await avatarOf('demo@club.local')).toBe(avatar);
    const served = await ctx.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    // the other member is untouched
    expect(await avatarOf('demo2@club.local')).toBeNull();
  });

  it('takes a phone jpeg (by its bytes, whatever its name says): upright, no GPS; the previous file goes', async () => {
    const before = (await avatarOf('demo@club.local')) as string;
    const phone = await photoWithGps(600, 800, 6);
    const res = await upload(anna, {
      avatar: { filename: 'photo.bin', contentType: 'application/octet-stream', data: phone },
    });
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json().result;
    expect(avatar).toMatch(/\.jpg$/);
    expect(existsSync(fileOf(before))).toBe(false);
    const served = (await ctx.app.inject({ method: 'GET', url: avatar })).rawPayload;
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height]).toEqual([512, 384]);
    expect(meta.exif).toBeUndefined();
    expect(served.includes('PhoneMaker')).toBe(false);
  });

  it('refuses a cut-off jpeg and a picture followed by a web page is stored as pixels only', async () => {
    const before = await avatarOf('demo@club.local');
    const cut = await upload(anna, {
      avatar: { filename: 'a.jpg', contentType: 'image/jpeg', data: JPEG_HEAD },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.message).toBe(TYPE_ERROR);
    expect(await avatarOf('demo@club.local')).toBe(before);

    const polyglot = Buffer.concat([TINY_PNG, Buffer.from('<html><script>alert(1)</script>')]);
    const res = await upload(anna, { avatar: png(polyglot) });
    expect(res.statusCode).toBe(200);
    const served = (await ctx.app.inject({ method: 'GET', url: res.json().result.avatar }))
      .rawPayload;
    expect(served.includes('<script>')).toBe(false);
  });

  it('refuses a file that only claims to be a png', async () => {
    const before = await avatarOf('demo@club.local');
    const liar = png(Buffer.from('this is plain text, not a picture'), 'avatar.png');
    const res = await upload(anna, { avatar: liar });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: null, error: { message: TYPE_ERROR } });
    // a gif is a picture, but not one the club accepts
    const gif = await upload(anna, {
      avatar: png(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 'a.gif'),
    });
    expect(gif.json().error.message).toBe(TYPE_ERROR);
    // a text field named avatar is no picture either
    expect((await upload(anna, { avatar: 'iVBORw0KGgo=' })).json().error.message).toBe(TYPE_ERROR);
    expect(await avatarOf('demo@club.local')).toBe(before);
  });

  it('refuses a file over 5 MB and takes one of exactly 5 MB', async () => {
    const big = Buffer.alloc(5242880 + 1);
    TINY_PNG.copy(big);
    const res = await upload(anna, { avatar: png(big) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ result: null, error: { message: SIZE_ERROR } });

    const limit = Buffer.alloc(5242880);
    TINY_PNG.copy(limit);
    const okRes = await upload(ivan, { avatar: png(limit) });
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().result.avatar).toMatch(/\.jpg$/);
  });

  it('asks for a file when none is sent', async () => {
    const res = await upload(anna, { other: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Выбери фото для загрузки');
  });

  it('needs a signed-in member', async () => {
    const { payload, headers } = multipart({ avatar: png() });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cabinet/profile/avatar',
      headers,
      payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('avatar removal', () => {
  it("removes the caller's file and sets the avatar to null, nobody else's", async () => {
    const ivanAvatar = (await avatarOf('demo2@club.local')) as string;
    const annaAvatar = (await avatarOf('demo@club.local')) as string;
    expect(existsSync(fileOf(annaAvatar))).toBe(true);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/profile/avatar',
      headers: { 'x-auth-token': anna },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { avatar: null }, error: null });
    expect(await avatarOf('demo@club.local')).toBeNull();
    expect(existsSync(fileOf(annaAvatar))).toBe(false);
    expect(await avatarOf('demo2@club.local')).toBe(ivanAvatar);
    expect(existsSync(fileOf(ivanAvatar))).toBe(true);
  });
});

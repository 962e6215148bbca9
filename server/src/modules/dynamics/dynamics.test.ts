import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { REPORT_MESSAGES as R } from '@club/shared/validation';
import { dynamicsReportPhotos, dynamicsReports } from '../../db/schema';
import { photoWithGps, pngWithDeclaredSize } from '../../lib/photos.testing';
import { setup, type TestContext } from '../../test/helpers';
import { listening, privatePathForms, rawRequest } from '../../test/raw-http';
import { DYNAMICS_MESSAGES as M } from './messages';
import {
  ANNA,
  asFile,
  caller,
  displayDay,
  ELENA,
  KSENIA,
  jpeg,
  storedFiles,
  type Caller,
} from './testing';

let ctx: TestContext;
let anna: Caller;
let ksenia: Caller;
let elena: Caller;
beforeAll(async () => {
  // the seeded members' photos too: Анна's year of reports comes with its pictures
  ctx = await setup({}, { seedPhotos: true });
  [anna, ksenia, elena] = await Promise.all([ANNA, KSENIA, ELENA].map((e) => caller(ctx.app, e)));
}, 120_000);
afterAll(() => ctx.close());

const files = () => storedFiles(ctx.app.config.uploadsDir);
const rowsOf = async (userId: number) =>
  ctx.app.db.select().from(dynamicsReports).where(eq(dynamicsReports.userId, userId));

interface Photo {
  path: string;
  thumb: string;
  width: number;
  height: number;
  isFromServer: boolean;
}
interface Report {
  id: number;
  type: string;
  name: string;
  created: number;
  weight: number | null;
  chest_girth: number | null;
  waist_girth: number | null;
  hip_girth: number | null;
  contest: boolean;
  photo_side: Photo | null;
  photo_front: Photo | null;
  photo_back: Photo | null;
}

const list = async (who: Caller, query = '?sort=asc&page=1') => {
  const res = await who.get(`/api/dynamics/list${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().result.reports as Report[];
};

const fetchFile = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the seeded reports', () => {
  it('gives Анна a year of monthly reports with photos and her contest report, sorted by date', async () => {
    const reports = await list(anna);
    expect(reports).toHaveLength(13);
    const days = reports.map((r) => r.created);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(reports.filter((r) => r.contest).map((r) => r.type)).toEqual(['before']);
    for (const r of reports) {
      expect(r.name).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(r.weight).toBeGreaterThanOrEqual(30);
      for (const p of [r.photo_side, r.photo_front, r.photo_back]) {
        expect(p?.isFromServer).toBe(true);
        expect(p?.path).toMatch(
          new RegExp(`^/files/private/dynamics/${anna.id}/[0-9a-f]+\\.jpg\\?e=\\d+&s=`),
        );
      }
    }
    const desc = await list(anna, '?sort=desc&page=1');
    expect(desc.map((r) => r.id)).toEqual(reports.map((r) => r.id).reverse());
    // one decimal exactly (numeric, not a float that answers 62.29999)
    expect(reports.every((r) => r.weight === Math.round((r.weight as number) * 10) / 10)).toBe(
      true,
    );
  });

  it('answers an empty list to a member without reports', async () => {
    expect(await list(ksenia)).toEqual([]);
    const res = await ksenia.get('/api/dynamics/list');
    expect(res.json().result).toEqual({ reports: [], page: 1, total_pages: 1 });
  });
});

describe('private photos', () => {
  it('are served only by a valid signed URL, as JPEG with nosniff', async () => {
    const [first] = await list(anna);
    const photo = first.photo_front as Photo;
    const ok = await fetchFile(photo.path);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(ok.rawPayload).metadata()).format).toBe('jpeg');
    const thumb = await fetchFile(photo.thumb);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);

    const [bare] = photo.path.split('?');
    expect((await fetchFile(bare)).statusCode).toBe(404);
    const forged = photo.path.replace(/s=[^&]+/, 's=AAAA');
    expect((await fetchFile(forged)).statusCode).toBe(403);
    // another photo's signature does not open this one (URL guessing)
    const other = (first.photo_side as Photo).path;
    const mixed = `${bare}?${other.split('?')[1]}`;
    expect((await fetchFile(mixed)).statusCode).toBe(403);
    // never from the public folder
    expect((await fetchFile(bare.replace('/files/', '/uploads/'))).statusCode).toBe(404);
  });

  it('never come from the public folder, whatever the path form, even with a valid signature', async () => {
    const [first] = await list(anna);
    const photo = first.photo_front as Photo;
    const stored = (await fetchFile(photo.path)).rawPayload;
    const [bare, query] = photo.path.split('?');
    const port = await listening(ctx.app);
    for (const url of privatePathForms(bare.slice('/files/'.length), `?${query}`)) {
      const res = await rawRequest(port, 'GET', url);
      expect([url, res.status === 200 || res.body.equals(stored)]).toEqual([url, false]);
    }
  });

  it('expire: a copied URL stops working within minutes', async () => {
    const [first] = await list(anna);
    const url = (first.photo_back as Photo).path;
    const expires = Number(new URL(url, 'http://x').searchParams.get('e'));
    const now = Date.now() / 1000;
    expect(expires - now).toBeGreaterThan(4 * 60);
    expect(expires - now).toBeLessThanOrEqual(10 * 60);
  });
});

describe('creating a report', () => {
  it('stores the figures and three photos; a phone photo comes back upright without GPS', async () => {
    const phone = await photoWithGps(600, 800, 6);
    const res = await elena.post('/api/dynamics/create', {
      created: displayDay(-1),
      weight: '67.4',
      chest_girth: '95',
      waist_girth: '78.0',
      hip_girth: '',
      photo_side: asFile(phone),
      photo_front: await jpeg(),
      photo_back: await jpeg(400, 300, '#a88'),
    });
    expect(res.statusCode).toBe(200);
    const { report, message } = res.json().result as { report: Report; message: string };
    expect(message).toBe('Отчет успешно отправлен');
    expect(report).toMatchObject({
      type: 'dynamics',
      contest: false,
      name: displayDay(-1),
      weight: 67.4,
      chest_girth: 95,
      waist_girth: 78,
      hip_girth: null,
    });
    const side = report.photo_side as Photo;
    expect([side.width, side.height]).toEqual([800, 600]);
    const served = await fetchFile(side.path);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
    // what is on disk has no GPS either
    const onDisk = files().filter((f) => f.startsWith(`private/dynamics/${elena.id}/`));
    expect(onDisk.length).toBeGreaterThanOrEqual(6);
    expect(await list(elena)).toContainEqual(expect.objectContaining({ id: report.id }));
  });

  it('dates the report on the member clock: today by default, never after today', async () => {
    const shift = 20 * 86_400_000;
    await elena.shiftClock(shift);
    try {
      const res = await elena.post('/api/dynamics/create', { weight: '66.9' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.report.name).toBe(displayDay(20));
      const future = await elena.post('/api/dynamics/create', {
        created: displayDay(21),
        weight: '66.9',
      });
      expect(future.json().error.message).toBe(R.date);
    } finally {
      await elena.shiftClock(0);
    }
  });

  it('refuses an empty report and figures out of bounds with the spec texts', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ created: displayDay() }, R.reportEmpty],
      [{ created: displayDay(), weight: '', chest_girth: '' }, R.reportEmpty],
      [{ weight: '29.9' }, R.bounds.weight],
      [{ chest_girth: '200.1' }, R.bounds.chest_girth],
      [{ waist_girth: 'abc' }, R.bounds.waist_girth],
      [{ hip_girth: '80.55' }, R.bounds.hip_girth],
      [{ created: '31.02.2024', weight: '60' }, R.date],
      [{ created: 'вчера', weight: '60' }, R.date],
    ];
    const before = (await rowsOf(ksenia.id)).length;
    for (const [fields, text] of cases) {
      const res = await ksenia.post('/api/dynamics/create', fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ result: null, error: { message: text } });
    }
    expect(await rowsOf(ksenia.id)).toHaveLength(before);
  });

  it('refuses a photo that is not one, too big, truncated or a bomb, and stores nothing', async () => {
    const before = files();
    const rows = (await rowsOf(ksenia.id)).length;
    const good = await jpeg();
    const truncated = good.data.subarray(0, Math.floor(good.data.length / 2));
    const bomb = pngWithDeclaredSize(20000, 20000, Buffer.alloc(64));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ photo_front: asFile(Buffer.from('just text'), 'photo.jpg') }, 400, R.photoType],
      [{ photo_front: asFile(truncated) }, 400, R.photoName],
      [{ photo_front: asFile(bomb, 'bomb.png', 'image/png') }, 400, R.photoName],
      [{ photo_front: asFile(Buffer.alloc(5242881, 0xff)) }, 413, R.photoSize],
      [{ photo_front: 'not a file' }, 400, R.photoType],
    ];
    for (const [parts, status, text] of cases) {
      // a good photo beside the bad one is not kept either
      const res = await ksenia.post('/api/dynamics/create', {
        weight: '80',
        photo_side: good,
        ...(parts as Record<string, string>),
      });
      expect([res.statusCode, res.json().error?.message]).toEqual([status, text]);
    }
    expect(files()).toEqual(before);
    expect(await rowsOf(ksenia.id)).toHaveLength(rows);
  });

  it('stores one report per send key, also when the retry comes while the first still runs', async () => {
    const key = 'send-0001-abcdef';
    const body = async () => ({ weight: '81.5', photo_front: await jpeg() });
    const first = await ksenia.post('/api/dynamics/create', await body(), key);
    const again = await ksenia.post('/api/dynamics/create', await body(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().result.report.id).toBe(first.json().result.report.id);

    const raceKey = 'send-0002-abcdef';
    const [a, b] = await Promise.all([
      ksenia.post('/api/dynamics/create', await body(), raceKey),
      ksenia.post('/api/dynamics/create', await body(), raceKey),
    ]);
    expect(a.json().result.report.id).toBe(b.json().result.report.id);
    const rows = await ctx.app.db
      .select()
      .from(dynamicsReports)
      .where(eq(dynamicsReports.idempotencyKey, raceKey));
    expect(rows).toHaveLength(1);
    const photoRows = await ctx.app.db
      .select()
      .from(dynamicsReportPhotos)
      .where(eq(dynamicsReportPhotos.reportId, rows[0].id));
    // the losing send's picture was removed: exactly one picture and its thumbnail on disk
    const names = new Set(photoRows.flatMap((p) => [p.key, p.thumbKey]));
    const kseniaFiles = files().filter((f) => f.startsWith(`private/dynamics/${ksenia.id}/`));
    expect(kseniaFiles.filter((f) => !names.has(f))).toHaveLength(
      // the first key's report has one photo too
      2,
    );
  });

  it('answers 400 to a malformed send key and a malformed list query', async () => {
    const bad = await ksenia.post('/api/dynamics/create', { weight: '80' }, 'x y');
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, M.badKey]);
    const sort = await ksenia.get('/api/dynamics/list?sort=sideways');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error.message).toMatch(/^Некорректный запрос/);
    const page = await ksenia.get('/api/dynamics/list?page=0');
    expect(page.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/dynamics/create',
      headers: { 'x-auth-token': ksenia.token, 'content-type': 'application/json' },
      payload: '{"weight": ',
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('updating and deleting', () => {
  let id: number;
  beforeAll(async () => {
    const res = await elena.post('/api/dynamics/create', {
      created: displayDay(-2),
      weight: '68.0',
      waist_girth: '79.5',
      photo_side: await jpeg(),
      photo_front: await jpeg(),
    });
    id = res.json().result.report.id;
  });

  it('changes the figures, keeps what is left out, replaces and removes photos', async () => {
    const before = (await list(elena)).find((r) => r.id === id) as Report;
    const oldFront = (before.photo_front as Photo).path.split('?')[0].replace('/files/', '');
    const res = await elena.post(`/api/dynamics/update/${id}`, {
      weight: '67.5',
      chest_girth: '96',
      photo_front: await jpeg(500, 500),
      photo_side: 'null',
      photo_back: await jpeg(),
    });
    expect(res.statusCode).toBe(200);
    const report = res.json().result.report as Report;
    expect(report).toMatchObject({ weight: 67.5, chest_girth: 96, waist_girth: 79.5 });
    expect(report.name).toBe(displayDay(-2));
    expect(report.photo_side).toBeNull();
    expect(report.photo_front?.width).toBe(500);
    expect(report.photo_back).not.toBeNull();
    // the replaced and the removed files are gone
    expect(files()).not.toContain(oldFront);
    expect(files()).not.toContain((before.photo_side as Photo).path.split('?')[0].slice(7));
  });

  it('refuses clearing a stored figure with its bound text', async () => {
    const res = await elena.post(`/api/dynamics/update/${id}`, { waist_girth: '' });
    expect(res.json().error.message).toBe(R.bounds.waist_girth);
  });

  it('never reaches another member report (404), nor a contest report (403)', async () => {
    const annaReports = await list(anna);
    const own = annaReports.find((r) => !r.contest) as Report;
    const contest = annaReports.find((r) => r.contest) as Report;
    for (const res of [
      await ksenia.post(`/api/dynamics/update/${own.id}`, { weight: '90' }),
      await ksenia.del(`/api/dynamics/delete/${own.id}`),
      await ksenia.del('/api/dynamics/delete/abc'),
      await ksenia.del('/api/dynamics/delete/99999999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(M.notFound);
    }
    for (const res of [
      await anna.post(`/api/dynamics/update/${contest.id}`, { weight: '60' }),
      await anna.del(`/api/dynamics/delete/${contest.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(M.contestLocked);
    }
    expect((await list(anna)).map((r) => r.weight)).toEqual(annaReports.map((r) => r.weight));
  });

  it('deletes the report with its photos', async () => {
    const report = (await list(elena)).find((r) => r.id === id) as Report;
    const keys = [report.photo_front, report.photo_back].map((p) =>
      (p as Photo).path.split('?')[0].slice('/files/'.length),
    );
    const res = await elena.del(`/api/dynamics/delete/${id}`);
    expect(res.json()).toEqual({ result: { message: M.deleted }, error: null });
    expect((await list(elena)).some((r) => r.id === id)).toBe(false);
    for (const key of keys) expect(files()).not.toContain(key);
    expect((await elena.del(`/api/dynamics/delete/${id}`)).statusCode).toBe(404);
  });
});

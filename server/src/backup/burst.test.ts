// A backup taken while members keep writing (issue 32): the real API (a child process on an
// embedded-database folder) takes workout results, chat messages with pictures and dynamics
// reports with photos, some reports are edited and deleted, all through HTTP, while the real
// backup command runs. A first backup killed half-way leaves nothing that looks like an archive.
// The archive restored into a fresh folder holds every write acknowledged before the backup
// began, every photo its rows name, and the app starts on it and serves the photos.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { chatPaths, dynamicsPaths, trainingPaths } from '@club/shared/contract';
import {
  chatAttachments,
  chatMessages,
  courses,
  dynamicsReportPhotos,
  dynamicsReports,
  userPacks,
  users,
  workoutResults,
} from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { multipartParts, type FilePart } from '../test/multipart';
import { onPostgres, pgliteAt, preparedDataFolder } from '../test/helpers';
import { controlSocketPath } from './control';
import { listArchives } from './create';
import { backupCommand, getResult, signIn, startServer, type Server } from './testing';

const ANNA = 'demo@club.local';
const ELENA = 'demo5@club.local';
const SLIM = 'Стройность за 30 дней';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One acknowledged write: what identifies it in the database, and when its answer came. */
interface Ack {
  key: string;
  at: number;
}

(onPostgres ? describe.skip : describe)('a backup during a burst of writes', () => {
  let base: string;
  let server: Server | undefined;
  let restoredServer: Server | undefined;
  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), 'club-backup-burst-'));
  });
  afterAll(async () => {
    await server?.stop();
    await restoredServer?.stop();
    rmSync(base, { recursive: true, force: true });
  });

  it('restores every acknowledged write and every photo; the app starts on the copy', async () => {
    const dataDir = path.join(base, 'data');
    const backupDir = path.join(base, 'backups');
    await preparedDataFolder(dataDir);
    // Анна's course for the workouts
    const seeded = await pgliteAt(path.join(dataDir, 'pglite'));
    const [slim] = await seeded.db
      .select({ id: userPacks.id })
      .from(userPacks)
      .innerJoin(courses, eq(courses.id, userPacks.courseId))
      .innerJoin(users, eq(users.id, userPacks.userId))
      .where(and(eq(users.email, ANNA), eq(courses.courseName, SLIM)));
    await seeded.close();

    const limits = { CHAT_SEND_RATE_MAX: '100000', REPORT_RATE_MAX: '100000' };
    server = await startServer(dataDir, limits);
    const api = server.base;
    // the control channel: a socket only this user can open, in the data folder
    expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);

    const anna = await signIn(api, ANNA, DEMO_PASSWORD);
    const elena = await signIn(api, ELENA, DEMO_PASSWORD);
    const weeks = await getResult(`${api}${trainingPaths.courseWeeks(slim.id)}`, anna);
    const dayId = (weeks.weeks as { days: { id: number }[] }[])[0].days[0].id as number;
    const picture: FilePart = {
      filename: 'burst.png',
      contentType: 'image/png',
      data: await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c53' } })
        .png()
        .toBuffer(),
    };
    const photo = async (color: string): Promise<FilePart> => ({
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: await sharp({ create: { width: 300, height: 400, channels: 3, background: color } })
        .jpeg()
        .toBuffer(),
    });
    const today = (() => {
      const d = new Date(Date.now() + 4 * 3600_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
    })();
    const send = async (
      url: string,
      token: string,
      body: { json?: unknown; parts?: [string, string | FilePart][]; method?: string },
      headers: Record<string, string> = {},
    ) => {
      const multipart = body.parts ? multipartParts(body.parts) : null;
      const res = await fetch(`${api}${url}`, {
        method: body.method ?? 'POST',
        headers: {
          'x-auth-token': token,
          ...(multipart ? multipart.headers : {}),
          ...(body.json ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: multipart ? multipart.payload : body.json ? JSON.stringify(body.json) : undefined,
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text}`);
      return JSON.parse(text) as { result: Record<string, unknown> };
    };

    const workouts: Ack[] = [];
    const messages: Ack[] = [];
    const reports: (Ack & { id: number })[] = [];
    const deleted = new Set<string>();
    let edits = 0;
    let stop = false;
    const run = randomBytes(3).toString('hex');
    const writers = [
      (async () => {
        for (let n = 0; !stop; n++) {
          const key = `burst-${run}-w${n}`;
          await send(trainingPaths.drillDay(dayId, slim.id), anna, {
            json: { attempt_id: key, time: 600 + n, results: [] },
          });
          workouts.push({ key, at: Date.now() });
        }
      })(),
      (async () => {
        for (let n = 0; !stop; n++) {
          const key = `burst-${run}-m${n}`;
          await send(chatPaths.send, anna, {
            parts: [
              ['channel', 'coach'],
              ['message', `Сообщение ${n} во время копии`],
              ['client_key', key],
              ['attach[]', picture],
            ],
          });
          messages.push({ key, at: Date.now() });
        }
      })(),
      (async () => {
        for (let n = 0; !stop; n++) {
          const key = `burst-${run}-r${n}`;
          const answer = await send(
            dynamicsPaths.create,
            elena,
            {
              parts: [
                ['created', today],
                ['weight', String(60 + (n % 10))],
                ['photo_front', await photo(n % 2 ? '#8aa' : '#a88')],
              ],
            },
            { 'Idempotency-Key': key },
          );
          reports.push({ key, at: Date.now(), id: (answer.result.report as { id: number }).id });
        }
      })(),
      // rows changing under the backup: photos replaced and reports deleted (their files go)
      (async () => {
        for (let n = 0; !stop; n++) {
          const victim = reports[reports.length - 2];
          if (!victim || deleted.has(victim.key)) {
            await sleep(50);
            continue;
          }
          deleted.add(victim.key);
          if (n % 2) {
            await send(dynamicsPaths.update(victim.id), elena, {
              parts: [
                ['created', today],
                ['weight', '59'],
                ['photo_front', await photo('#5a5')],
              ],
            });
            edits++;
          } else {
            await send(dynamicsPaths.remove(victim.id), elena, { method: 'DELETE' });
          }
        }
      })(),
    ];
    const failure = Promise.all(writers).then(() => undefined);
    const settle = async (ms: number) => {
      await Promise.race([sleep(ms), failure]);
    };

    await settle(3000);
    // a backup killed half-way (once it has begun its copy) leaves no archive
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
    const killed = backupCommand([], env);
    for (let i = 0; i < 600 && !existsSync(backupDir); i++) await sleep(25);
    for (let i = 0; i < 600; i++) {
      if (existsSync(backupDir) && readdirSync(backupDir).some((n) => n.startsWith('.staging-')))
        break;
      await sleep(25);
    }
    killed.proc.kill('SIGKILL');
    await killed.done;
    expect(listArchives(backupDir)).toEqual([]);

    await settle(1000);
    const began = Date.now();
    const backup = await Promise.race([
      backupCommand([], env).done,
      failure.then(() => {
        throw new Error('a writer stopped');
      }),
    ]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/снимок получен от работающего API/);
    await settle(1000);
    stop = true;
    await failure;
    await server.stop();
    server = undefined;

    // one archive, nothing half-made beside it (the killed run's leftovers are gone)
    const archives = listArchives(backupDir);
    expect(archives).toHaveLength(1);
    expect(readdirSync(backupDir).filter((n) => n !== '.backup.lock')).toEqual(archives);
    const before = (acks: Ack[]) => acks.filter((a) => a.at < began).map((a) => a.key);
    expect(before(workouts).length).toBeGreaterThan(3);
    expect(before(messages).length).toBeGreaterThan(3);
    expect(before(reports).length).toBeGreaterThan(3);
    expect(deleted.size).toBeGreaterThan(1);
    expect(edits).toBeGreaterThan(0);

    const restoredDir = path.join(base, 'restored');
    const restore = await backupCommand([
      'restore',
      path.join(backupDir, archives[0]),
      '--to',
      restoredDir,
    ]).done;
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const copy = await pgliteAt(path.join(restoredDir, 'pglite'));
    try {
      const db = copy.db;
      // every write acknowledged before the backup began
      const foundWorkouts = await db
        .select({ key: workoutResults.attemptId })
        .from(workoutResults)
        .where(inArray(workoutResults.attemptId, before(workouts)));
      expect(foundWorkouts.map((r) => r.key).sort()).toEqual(before(workouts).sort());
      const foundMessages = await db
        .select({ key: chatMessages.clientKey, id: chatMessages.id })
        .from(chatMessages)
        .where(inArray(chatMessages.clientKey, before(messages)));
      expect(foundMessages.map((r) => r.key).sort()).toEqual(before(messages).sort());
      const pictures = await db
        .select({ id: chatAttachments.id })
        .from(chatAttachments)
        .where(
          inArray(
            chatAttachments.messageId,
            foundMessages.map((m) => m.id),
          ),
        );
      expect(pictures).toHaveLength(foundMessages.length);
      const kept = before(reports).filter((k) => !deleted.has(k));
      const foundReports = await db
        .select({ key: dynamicsReports.idempotencyKey })
        .from(dynamicsReports)
        .where(inArray(dynamicsReports.idempotencyKey, kept));
      expect(foundReports.map((r) => r.key).sort()).toEqual(kept.sort());

      // every file a row of the copy names is in the copy (photos replaced or deleted during
      // the backup included: their deletion waited for the copy)
      const keys = [
        ...(await db
          .select({ a: dynamicsReportPhotos.key, b: dynamicsReportPhotos.thumbKey })
          .from(dynamicsReportPhotos)),
        ...(await db
          .select({ a: chatAttachments.key, b: chatAttachments.thumbKey })
          .from(chatAttachments)),
      ].flatMap((r) => [r.a, r.b]);
      expect(keys.length).toBeGreaterThan(20);
      const missing = keys.filter((k) => !existsSync(path.join(restoredDir, 'uploads', k)));
      expect(missing).toEqual([]);
    } finally {
      await copy.close();
    }

    // the app on the copy: members sign in, the burst's photos load through their signed URLs
    restoredServer = await startServer(restoredDir);
    const copyApi = restoredServer.base;
    const annaAgain = await signIn(copyApi, ANNA, DEMO_PASSWORD);
    const chat = await getResult(`${copyApi}${chatPaths.messages('coach')}`, annaAgain);
    const burstMessage = (
      chat.messages as { client_key: string | null; pictures: { image: string }[] }[]
    ).find((m) => m.client_key?.startsWith(`burst-${run}`));
    expect(burstMessage?.pictures).toHaveLength(1);
    const elenaAgain = await signIn(copyApi, ELENA, DEMO_PASSWORD);
    const list = await getResult(`${copyApi}${dynamicsPaths.list('desc', 1)}`, elenaAgain);
    const report = (list.reports as { photo_front: { path: string } | null }[]).find(
      (r) => r.photo_front,
    );
    for (const url of [burstMessage!.pictures[0].image, report!.photo_front!.path]) {
      const res = await fetch(`${copyApi}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBeGreaterThan(0);
    }
  }, 400_000);
});

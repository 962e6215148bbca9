// Proving an archive restores: it is restored into a throwaway place (a temporary folder, and for
// PostgreSQL a temporary database), the rows are counted against the manifest, the database is
// migrated by this code, the API is started on it on a free loopback port, and members sign in
// and their data answers: the cabinet, a course page, a chat, and photos through their signed
// URLs (compared byte for byte with the archived files). Then everything throwaway is removed.
//
// Signing in without anyone's password: the throwaway copy gives each sampled member a random
// password of its own (their stored hash is first checked to be a well-formed scrypt hash), and
// the member signs in through the real POST /api/auth/login. The copy is deleted afterwards, so
// nothing of it reaches a real account. The copy's API runs without SMTP, pushes or production
// settings: letters due in the restored outbox land in the throwaway mailbox, nobody gets one.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, notExists, sql, type AnyColumn } from 'drizzle-orm';
import pg from 'pg';
import { chatPaths, dynamicsPaths, paths, trainingPaths } from '@club/shared/contract';
import { pgliteDatabase, postgresDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../db/migrate';
import {
  chatAttachments,
  chatMessages,
  dynamicsReportPhotos,
  dynamicsReports,
  sessions,
  userPacks,
  userRoles,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { storageKey } from '../lib/storage';
import { openPgliteFolder, type PgliteOpener } from './create';
import { plural } from './files';
import { BackupError, PGLITE_PART, readManifest, type Manifest } from './format';
import { countDifferences, pgliteQuery, pgQuery, tableCounts } from './inspect';
import { restoreArchive } from './restore';

export interface VerifyOptions {
  archive: string;
  migrationsFolder: string;
  /** how to start the API: [node, …args] (dist/main.js, or src/main.ts through tsx) */
  apiCommand: string[];
  /** the parent of the throwaway folder (VERIFY_DIR; the system's temporary folder by default) */
  workDir?: string;
  /** PostgreSQL archives: a server where a throwaway database may be created and dropped */
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
  print?: (line: string) => void;
  pglite?: PgliteOpener;
  /** members signed in at most */
  members?: number;
  startTimeoutMs?: number;
}

export interface VerifyResult {
  ok: boolean;
  passed: string[];
  failed: string[];
}

interface Sample {
  id: number;
  /** why this member was picked (said in the report) */
  why: string;
  email: string;
  packIds: number[];
  channel: string | null;
  password: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * The members to sign in: whoever owns the newest report photo, chat picture, session; else the
 * first member. Members only: a staff account (any row of user_roles: admin, coach…) is answered
 * 403 by the member calls, and staff sign in every working day, so the newest session is often
 * theirs. Each sample says why it was picked.
 */
async function sampleMembers(database: Database, max: number): Promise<Sample[]> {
  const db = database.db;
  const picked: { id: number; why: string }[] = [];
  const add = (id: number | undefined, why: string) => {
    if (id !== undefined && !picked.some((p) => p.id === id) && picked.length < max)
      picked.push({ id, why });
  };
  const memberOnly = (userId: AnyColumn) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .where(eq(userRoles.userId, sql`${userId}`)),
    );
  add(
    (
      await db
        .select({ id: dynamicsReports.userId })
        .from(dynamicsReportPhotos)
        .innerJoin(dynamicsReports, eq(dynamicsReports.id, dynamicsReportPhotos.reportId))
        .where(memberOnly(dynamicsReports.userId))
        .orderBy(desc(dynamicsReportPhotos.id))
        .limit(1)
    )[0]?.id,
    'последнее фото отчёта',
  );
  add(
    (
      await db
        .select({ id: chatAttachments.userId })
        .from(chatAttachments)
        .where(memberOnly(chatAttachments.userId))
        .orderBy(desc(chatAttachments.id))
        .limit(1)
    )[0]?.id,
    'последняя картинка чата',
  );
  add(
    (
      await db
        .select({ id: sessions.userId })
        .from(sessions)
        .where(memberOnly(sessions.userId))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(1)
    )[0]?.id,
    'последний вход',
  );
  add(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(memberOnly(users.id))
        .orderBy(users.id)
        .limit(1)
    )[0]?.id,
    'первый участник',
  );
  const out: Sample[] = [];
  for (const { id, why } of picked) {
    const [user] = await db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    const packs = await db
      .select({ id: userPacks.id })
      .from(userPacks)
      .where(eq(userPacks.userId, id))
      .orderBy(desc(userPacks.id));
    const [message] = await db
      .select({ channel: chatMessages.channel })
      .from(chatMessages)
      .where(eq(chatMessages.userId, id))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    if (!/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/.test(user.hash))
      throw new BackupError(`У участника №${id} в копии испорчен хэш пароля.`);
    // the throwaway copy's own password for this member: the real one is never needed
    const password = randomBytes(18).toString('base64url');
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, id));
    out.push({
      id,
      why,
      email: user.email,
      packIds: packs.map((p) => p.id),
      channel: message?.channel ?? null,
      password,
    });
  }
  return out;
}

/** The environment of the throwaway API: nothing that reaches people or production. */
function apiEnv(
  base: NodeJS.ProcessEnv,
  manifest: Manifest,
  vars: Record<string, string>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const drop =
    /^(SMTP_|MAIL_|FCM_|SHELL_|PRODUCTION_HOST$|TESTER_EMAILS$|PUBLIC_URL$|SHOP_WEBHOOK_SECRET$|TRUST_PROXY$|API_WORKERS$|DATABASE_URL$|DATA_DIR$|UPLOADS_DIR$|PORT$|TRACKING_PORT$|HOST$|FILE_URL_SECRET$|LOG_LEVEL$)/;
  // an archive with its files in the folder is checked on that folder, never a bucket
  const dropStorage = manifest.uploads.storage === 'local' ? /^(STORAGE$|S3_)/ : /^$/;
  for (const [k, v] of Object.entries(base))
    if (!drop.test(k) && !dropStorage.test(k) && v !== undefined) env[k] = v;
  return { ...env, ...vars };
}

interface Api {
  child: ChildProcess;
  base: string;
  output(): string;
  stop(): Promise<void>;
}

async function startApi(
  command: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  timeoutMs: number,
): Promise<Api> {
  const child = spawn(command[0], command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const collect = (c: Buffer) => {
    out = (out + c.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const api: Api = {
    child,
    base,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new BackupError(
        `API на копии не запустился (код ${child.exitCode}):\n${out.slice(-3000)}`,
      );
    if (Date.now() > until) {
      await api.stop();
      throw new BackupError(
        `API на копии не ответил за ${Math.round(timeoutMs / 1000)} с:\n${out.slice(-3000)}`,
      );
    }
    try {
      const res = await fetch(`${base}${paths.init}`);
      if (res.status < 500) return api;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Creates an empty throwaway database on the server of `adminUrl`; returns its URL and a drop. */
async function throwawayDatabase(adminUrl: string) {
  const name = `club_verify_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      a.on('error', () => undefined);
      await a.connect();
      try {
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.end();
      }
    },
  };
}

/** The throwaway folder under VERIFY_DIR (or the system's temporary folder), said in Russian. */
function throwawayFolder(workDir: string | undefined): string {
  const parent = path.resolve(workDir ?? tmpdir());
  try {
    return mkdtempSync(path.join(parent, 'club-verify-'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const where = workDir
      ? `Папка для временной копии VERIFY_DIR=${parent}`
      : `Временная папка ${parent}`;
    const why =
      code === 'ENOENT'
        ? 'не существует: создай её (mkdir -p) или укажи другую (VERIFY_DIR или --work-dir)'
        : code === 'ENOTDIR'
          ? 'не папка: укажи папку (VERIFY_DIR или --work-dir)'
          : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
            ? 'недоступна для записи этому пользователю: укажи другую (VERIFY_DIR или --work-dir)'
            : `не подходит (${code ?? (err as Error).message}): укажи другую (VERIFY_DIR или --work-dir)`;
    throw new BackupError(`${where} ${why}. Архив не проверен.`, 2);
  }
}

/** What a verification under way must undo if the process is told to stop. */
const underWay = new Set<() => void>();

/** Stops every throwaway API and removes every throwaway folder (from a signal handler). */
export function abandonVerifications(): void {
  for (const undo of underWay) undo();
  underWay.clear();
}

export async function verifyArchive(opts: VerifyOptions): Promise<VerifyResult> {
  const print = opts.print ?? (() => undefined);
  const passed: string[] = [];
  const failed: string[] = [];
  const pass = (line: string) => {
    passed.push(line);
    print(`  ✓ ${line}`);
  };
  const fail = (line: string) => {
    failed.push(line);
    print(`  ✗ ${line}`);
  };
  const archive = path.resolve(opts.archive);
  const work = throwawayFolder(opts.workDir);
  const dataDir = path.join(work, 'data');
  let api: Api | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  print(`Проверка архива ${archive}`);
  const undo = () => {
    api?.child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  };
  underWay.add(undo);
  try {
    const head = await readManifest(archive);
    let databaseUrl: string | undefined;
    if (head.database.kind === 'postgres') {
      if (!opts.databaseUrl)
        throw new BackupError(
          'Это архив PostgreSQL: для проверки нужен сервер, где можно создать и удалить временную базу (--database-url, VERIFY_DATABASE_URL или DATABASE_URL).',
          2,
        );
      const db = await throwawayDatabase(opts.databaseUrl);
      databaseUrl = db.url;
      dropDatabase = db.drop;
    }
    const restored = await restoreArchive({
      archive,
      dataDir,
      databaseUrl,
      migrationsFolder: opts.migrationsFolder,
    });
    const manifest = restored.manifest;
    pass(
      `архив цел и восстановлен во временное место: ${plural(manifest.checksums.files, 'файл', 'файла', 'файлов')}, контрольные суммы совпали`,
    );

    // rows as archived, then this code's migrations, then the sampled members
    let database: Database;
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        checkCounts(manifest, await tableCounts(pgQuery(client)), pass, fail);
      } finally {
        await client.end();
      }
      database = postgresDatabase(databaseUrl);
    } else {
      const client = await (opts.pglite ?? openPgliteFolder)(path.join(dataDir, PGLITE_PART));
      database = pgliteDatabase(client);
      checkCounts(manifest, await tableCounts(pgliteQuery(client)), pass, fail);
    }
    let samples: Sample[];
    try {
      await prepareDatabase(database, opts.migrationsFolder);
      pass(
        restored.pendingMigrations
          ? `база обновлена этой версией: ${plural(restored.pendingMigrations, 'миграция', 'миграции', 'миграций')}`
          : 'схема базы — этой версии (миграции не нужны)',
      );
      samples = await sampleMembers(database, opts.members ?? 3);
    } finally {
      await database.close();
    }
    if (samples.length === 0)
      throw new BackupError('В копии нет ни одного участника (сотрудники не в счёт).');
    print(
      `  Проверяю участников (не сотрудников): ${samples.map((m) => `№${m.id} (${m.why})`).join(', ')}`,
    );

    const [port, trackingPort] = [await freePort(), await freePort()];
    const started = Date.now();
    api = await startApi(
      opts.apiCommand,
      apiEnv(opts.env ?? process.env, manifest, {
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        TRACKING_PORT: String(trackingPort),
        LOG_LEVEL: 'warn',
        API_WORKERS: '1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
      port,
      opts.startTimeoutMs ?? 180_000,
    );
    pass(
      `API запустился на копии (127.0.0.1:${port}) за ${((Date.now() - started) / 1000).toFixed(1)} с`,
    );

    for (const member of samples)
      await checkMember(api.base, dataDir, manifest, member, pass, fail);
  } catch (err) {
    if (err instanceof BackupError) fail(err.message);
    else fail(`проверка прервалась: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    underWay.delete(undo);
    await api?.stop().catch(() => undefined);
    await dropDatabase?.().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
  const ok = failed.length === 0;
  print(
    ok
      ? `Итог: архив восстанавливается, API на нём работает, участники входят и их данные отвечают (${plural(passed.length, 'проверка', 'проверки', 'проверок')}).`
      : `Итог: проверка НЕ пройдена (не прошли ${failed.length} из ${plural(passed.length + failed.length, 'проверки', 'проверок', 'проверок')}).`,
  );
  return { ok, passed, failed };
}

function checkCounts(
  manifest: Manifest,
  found: Record<string, number>,
  pass: (l: string) => void,
  fail: (l: string) => void,
) {
  const diff = countDifferences(manifest.database.tables, found);
  const tables = Object.keys(manifest.database.tables).length;
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  if (diff.length === 0)
    pass(
      `строки всех таблиц как в архиве: ${plural(tables, 'таблица', 'таблицы', 'таблиц')}, ${plural(rows, 'строка', 'строки', 'строк')}`,
    );
  else fail(`строки таблиц не совпадают с архивом: ${diff.slice(0, 5).join('; ')}`);
}

type Json = Record<string, unknown>;

async function checkMember(
  base: string,
  dataDir: string,
  manifest: Manifest,
  member: Sample,
  pass: (l: string) => void,
  fail: (l: string) => void,
) {
  const who = `участник №${member.id}`;
  const login = await fetch(`${base}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  const token = login.headers.get('x-auth-token');
  if (login.status !== 200 || !token) {
    fail(`${who}: вход не удался (${login.status})`);
    return;
  }
  pass(`${who}: вход через /api/auth/login`);
  const get = async (url: string) => {
    const res = await fetch(url.startsWith('http') ? url : `${base}${url}`, {
      headers: url.startsWith('http') && !url.startsWith(base) ? {} : { 'x-auth-token': token },
    });
    return res;
  };
  const json = async (url: string) => {
    const res = await get(url);
    const body = (await res.json().catch(() => null)) as { result?: Json; error?: Json } | null;
    return { status: res.status, result: body?.result ?? null };
  };
  /** a switched-off section answers 403 with its reason: a right answer, not a failure */
  const answered = (what: string, status: number) => {
    if (status === 200) return true;
    if (status === 403) pass(`${who}: ${what} — раздел отключён у участника (403)`);
    else fail(`${who}: ${what} ответил ${status}`);
    return false;
  };

  const init = await json(paths.init);
  const profile = init.result?.profile as { email?: string } | undefined;
  if (init.status === 200 && profile?.email?.toLowerCase() === member.email.toLowerCase())
    pass(`${who}: /api/cabinet/init отвечает его профилем`);
  else fail(`${who}: /api/cabinet/init ответил ${init.status}`);

  if (member.packIds.length) {
    const statuses: number[] = [];
    for (const id of member.packIds.slice(0, 10)) {
      const res = await get(trainingPaths.courseWeeks(id));
      statuses.push(res.status);
      if (res.status === 200) break;
    }
    if (statuses.at(-1) === 200) pass(`${who}: страница курса открывается`);
    else if (statuses.every((s) => s < 500))
      pass(`${who}: курсы отвечают (открытого курса нет: ${statuses.join(', ')})`);
    else fail(`${who}: страница курса ответила ${statuses.join(', ')}`);
  }

  const chats = await json(chatPaths.chats);
  if (answered('список чатов', chats.status)) {
    pass(`${who}: список чатов`);
    if (member.channel) {
      const page = await json(chatPaths.messages(member.channel));
      const messages = (page.result?.messages as Json[] | undefined) ?? [];
      if (page.status === 200 && messages.length)
        pass(`${who}: чат «${member.channel}» — сообщений ${messages.length}`);
      else
        fail(
          `${who}: чат «${member.channel}» ответил ${page.status}, сообщений ${messages.length}`,
        );
      const picture = messages
        .flatMap((m) => (m.pictures as { image: string }[] | undefined) ?? [])
        .at(0);
      if (picture) await checkPhoto(`${who}: картинка чата`, picture.image);
    }
  }

  const reports = await json(dynamicsPaths.list('desc', 1));
  if (answered('динамика', reports.status)) {
    let photo: string | undefined;
    for (let page = 1; page <= 5 && !photo; page++) {
      const list = page === 1 ? reports : await json(dynamicsPaths.list('desc', page));
      const rows = (list.result?.reports as Json[] | undefined) ?? [];
      photo = rows
        .flatMap((r) => [r.photo_front, r.photo_side, r.photo_back])
        .map((p) => (p as { path?: string } | null)?.path)
        .find(Boolean);
      if (rows.length === 0 || Number(list.result?.total_pages ?? 1) <= page) break;
    }
    pass(`${who}: отчёты динамики отвечают`);
    if (photo) await checkPhoto(`${who}: фото отчёта`, photo);
  }

  async function checkPhoto(what: string, url: string) {
    const res = await get(url);
    const type = res.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || !type.startsWith('image/') || bytes.length === 0) {
      fail(`${what} по подписанной ссылке: ${res.status} ${type}`);
      return;
    }
    // a local file: the very bytes the archive holds
    const key = storageKey(
      decodeURIComponent(new URL(url, base).pathname.replace(/^\/files\//, '')),
    );
    if (manifest.uploads.storage === 'local' && key) {
      let archived: Buffer | null = null;
      try {
        archived = readFileSync(path.join(dataDir, 'uploads', key));
      } catch {
        archived = null;
      }
      if (!archived || !archived.equals(bytes)) {
        fail(`${what}: байты не совпадают с файлом архива`);
        return;
      }
    }
    pass(`${what} загружается по подписанной ссылке (${bytes.length} байт)`);
  }
}

// The command that creates a member until the staff app exists (issue 31):
//   pnpm --filter @club/server member:create --email anna@example.ru --name "Анна Иванова" [--pack 3]
//   (or node server/dist/member-create.js ...), with the API's own DATA_DIR / DATABASE_URL and mail
//   settings. The account, its pack and the welcome letter are written in one transaction; the
//   letter is then sent at once (or, if the mail server cannot take it now, by the API's outbox).
//   On the embedded database the API must be stopped first (PGlite is one process).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { loadConfig } from './config';
import { openPglite, openDatabase, type Database } from './db/client';
import { folderOwner, ownerFile } from './db/folder-owner';
import { isReady } from './db/migrate';
import { mailOutbox } from './db/schema';
import { AppError } from './lib/errors';
import { loggerOptions } from './lib/log';
import { createMailer } from './modules/mail/outbox';
import { createMember } from './modules/members/service';

const USAGE =
  'Использование: member:create --email <e-mail> --name "<Имя Фамилия>" [--pack <номер курса>]';

/** A refusal to print (in Russian) with the exit code. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
function fail(message: string, code = 1): never {
  throw new Refusal(message, code);
}

async function open(config: ReturnType<typeof loadConfig>): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  const folder = path.join(config.dataDir, 'pglite');
  if (!existsSync(folder))
    fail(`Встроенной базы ${folder} нет: запусти API один раз (он создаёт и заполняет базу).`);
  const owner = folderOwner(folder);
  if (owner)
    fail(
      `API запущен на этой базе (процесс ${owner}, ${ownerFile(folder)}): встроенную базу открывает ` +
        'только один процесс. Останови API и повтори команду (или создай участника через API ' +
        'для сотрудников: POST /api/staff/members).',
    );
  return openPglite(folder);
}

async function main() {
  // `pnpm … member:create -- --email …` hands the script its own `--`
  const args = process.argv.slice(2);
  const { values } = parseArgs({
    args: args[0] === '--' ? args.slice(1) : args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      pack: { type: 'string' },
      help: { type: 'boolean' },
    },
    allowPositionals: false,
  });
  if (values.help) fail(USAGE, 0);
  if (!values.email || !values.name) fail(USAGE, 2);
  const packId = values.pack === undefined ? null : Number(values.pack);
  if (packId !== null && (!Number.isInteger(packId) || packId < 1))
    fail('Номер курса (--pack) — целое положительное число', 2);

  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const config = loadConfig(process.env, serverRoot);
  const database = await open(config);
  try {
    if (!(await isReady(database.db)))
      fail('База ещё не подготовлена: запусти API один раз (он создаёт и заполняет базу).');
    const log = pino(loggerOptions(config.logLevel) as object);
    const mail = createMailer({ db: database.db, config: config.mail, log });
    const created = await createMember(
      { db: database.db, mail },
      {
        email: values.email,
        name: values.name,
        packId,
      },
    );
    console.log(`${created.message}.`);
    console.log(
      `Участник №${created.userId}${created.userPackId ? `, его курс №${created.userPackId}` : ''}`,
    );
    // send it now; what the server cannot take now stays in the outbox for the API's worker
    await mail.runOnce();
    const [letter] = await database.db
      .select({ status: mailOutbox.status, error: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, created.userId));
    if (letter?.status === 'sent')
      console.log(
        mail.delivery === 'smtp'
          ? 'Письмо передано почтовому серверу.'
          : `Письмо сохранено в локальном почтовом ящике: ${config.mail.mailboxDir}`,
      );
    else
      console.log(
        `Письмо в очереди: почтовый сервер его пока не принял (${letter?.error ?? 'нет ответа'}); API отправит его сам.`,
      );
    await mail.stop();
  } catch (err) {
    if (err instanceof AppError) fail(err.message, 1);
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof Refusal) {
      console.error(err.message);
      process.exit(err.exitCode);
    }
    console.error('member:create failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

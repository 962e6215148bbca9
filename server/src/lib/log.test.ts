// Issue 15: what the server logs holds no personal data, also the parameters of a failed query.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { createTestDb, testConfig, type TestDb } from '../test/helpers';
import { REDACTED, loggerOptions, scrubText, scrubUrl } from './log';

describe('scrubText', () => {
  it("drops drizzle's failed-query parameters, pg key details and URL secrets", () => {
    expect(
      scrubText('Failed query: insert into users values ($1, $2)\nparams: anna@club.local,+7 916'),
    ).toBe(`Failed query: insert into users values ($1, $2)\nparams: ${REDACTED}`);
    expect(scrubText('Key (email)=(anna@club.local) already exists.')).toBe(
      `Key (email)=(${REDACTED}) already exists.`,
    );
    expect(scrubText('/email_verification_api/secret-hash')).toBe(
      `/email_verification_api/${REDACTED}`,
    );
    expect(scrubText('/files/private/a.jpg?e=1&s=signature')).toBe(
      `/files/private/a.jpg?e=1&s=${REDACTED}`,
    );
    expect(scrubText('/email_verification/secret-hash')).toBe(`/email_verification/${REDACTED}`);
  });

  it('judges a URL as the router reads it: encoded letters hide no secret', () => {
    expect(scrubUrl('/%65mail_verification_api/secret-hash')).toBe(
      `/email_verification_api/${REDACTED}`,
    );
    expect(scrubUrl('/email%5Fverification%5fapi/secret-hash')).toBe(
      `/email_verification_api/${REDACTED}`,
    );
    expect(scrubUrl('/files/private/a.jpg?e=1&%73=signature')).toBe(
      `/files/private/a.jpg?e=1&s=${REDACTED}`,
    );
    expect(scrubUrl('/files/%70rivate/a.jpg?%65=1&%73=sig%6eature')).not.toContain('signature');
    // a malformed escape is judged as written
    expect(scrubUrl('/email_verification_api/secret%E0%A4%A')).toBe(
      `/email_verification_api/${REDACTED}`,
    );
  });
});

describe('the server log', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.drop());

  it('writes a failed query without its personal parameters, and no personal fields', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      logger: { ...(loggerOptions('info') as object), stream } as never,
    });
    app.get('/api/test-failing-query', { config: { public: true } }, async (request) => {
      request.log.info(
        {
          email: 'anna@club.local',
          profile: { name: 'Анна Смирнова', phone: '+7 (916) 123-45-67' },
        },
        'member data',
      );
      // a query that fails with personal parameters (no such table)
      await app.db.execute(
        sql`insert into no_such_table values (${'anna@club.local'}, ${'+7 (916) 123-45-67'}, ${'push-token-secret'})`,
      );
      return {};
    });
    await app.ready();
    const res = await app.inject({
      method: 'GET',
      url: '/api/test-failing-query',
      headers: { 'x-auth-token': 'secret-token-value' },
    });
    expect(res.statusCode).toBe(500);
    await app.close();
    const log = lines.join('');
    expect(log).toContain('unexpected error');
    expect(log).toContain('Failed query');
    for (const secret of [
      'anna@club.local',
      '123-45-67', // the phone (not a bare '916': timings in the log can hold those digits)
      'push-token-secret',
      'Анна',
      'secret-token-value',
    ])
      expect(log).not.toContain(secret);
    expect(log).toContain(REDACTED);
  });

  it("writes a request's URL without the secrets its encoded forms carry", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      logger: { ...(loggerOptions('info') as object), stream } as never,
    });
    await app.ready();
    await app.inject({ method: 'POST', url: '/%65mail_verification_api/secret-hash-1' });
    await app.inject({ url: '/files/private/a.jpg?e=1&%73=secret-signature-2' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain('secret-hash-1');
    expect(log).not.toContain('secret-signature-2');
  });
});

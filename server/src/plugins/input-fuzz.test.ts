// No 500 on any input (issue 15): walks EVERY route the app registers (app.routeCatalog, filled by
// the validation plugin's onRoute hook, with each route's request schemas from the shared
// contract) and sends generated bad input: wrong types, huge and empty values, arrays for scalars,
// unknown fields, NUL and lone surrogates, bad JSON, bad multipart, odd path parameters. Every
// answer must be below 500, and every 4xx must carry a Russian error.message. Deterministic: a
// seeded generator. Routes added later are covered without touching this file.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sessions, users } from '../db/schema';
import { newToken, sha256 } from '../lib/crypto';
import { setup, type TestContext } from '../test/helpers';
import type { CatalogRoute } from './validation';

const SEED = 1515;
const PER_FIELD = 2;

/** mulberry32: small, seeded, good enough to pick test values */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BAD_VALUES: unknown[] = [
  null,
  true,
  [],
  ['a', 'b'],
  [1],
  {},
  { nested: { deep: [1] } },
  '',
  'x'.repeat(70_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'Infinity',
  '-Infinity',
  '1e400',
  'NaN',
  2147483648,
  -2147483649,
  1e308,
  -1e308,
  '1e308',
  -1,
  0,
  1.5,
  '0x10',
  ' 1',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
];

const PATH_VALUES = [
  'Infinity',
  '-Infinity',
  '1e400',
  '2147483648',
  '-2147483649',
  '1e308',
  '-1',
  '0',
  '1.5',
  'NaN',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate in UTF-8 (invalid)
  '%F0%9F', // cut multi-byte sequence
  '%E2%82',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
  '%20',
];

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A plausible value for a schema (the baseline each mutation starts from). */
function sample(schema: unknown, depth = 0): unknown {
  if (!isObj(schema) || depth > 6) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (union?.length) return sample(union[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const [k, v] of Object.entries((schema.properties as Json) ?? {}))
        out[k] = sample(v, depth + 1);
      return out;
    }
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
}

const fields = (schema: unknown): string[] =>
  isObj(schema) && isObj(schema.properties) ? Object.keys(schema.properties) : [];

interface Variant {
  label: string;
  request: InjectOptions;
  /** send the member's token */
  auth: boolean;
}

function fillPath(url: string, values: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => values[name] ?? '1')
    .replace(/\*$/, values['*'] ?? 'a.png');
}

function variantsOf(route: CatalogRoute, random: () => number): Variant[] {
  const pick = <T>(list: T[], n: number) =>
    Array.from({ length: n }, () => list[Math.floor(random() * list.length)]);
  const { schema } = route;
  const params = route.url.match(/:([A-Za-z0-9_]+)|\*$/g)?.map((p) => p.replace(/^:/, '')) ?? [];
  const goodParams = Object.fromEntries(
    params.map((p) => [
      p,
      String(sample((schema.params as Json | undefined)?.properties?.[p as never] ?? {})),
    ]),
  );
  const goodUrl = fillPath(route.url, goodParams);
  const query = sample(schema.querystring) as Json | string;
  const goodQuery = isObj(query) ? query : {};
  // a lone surrogate cannot be URI-encoded: send its (invalid) UTF-8 bytes instead
  const enc = (x: unknown) => {
    try {
      return encodeURIComponent(String(x));
    } catch {
      return '%ED%A0%80';
    }
  };
  const qs = (q: Json) =>
    Object.entries(q)
      .map(([k, v]) =>
        Array.isArray(v) ? v.map((x) => `${k}=${enc(x)}`).join('&') : `${k}=${enc(v)}`,
      )
      .join('&');
  const withQuery = (url: string, q: Json = goodQuery) => (qs(q) ? `${url}?${qs(q)}` : url);
  const method = route.method as InjectOptions['method'];
  const hasBody = !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(route.method);
  const goodBody = hasBody ? ((sample(schema.body) as Json) ?? {}) : undefined;
  const out: Variant[] = [];
  const add = (label: string, request: InjectOptions, auth = true) =>
    out.push({ label, request: { method, ...request }, auth });

  add('no token', { url: withQuery(goodUrl), payload: goodBody }, false);
  add('baseline', { url: withQuery(goodUrl), payload: goodBody });
  for (const p of params)
    for (const v of pick(PATH_VALUES, 5))
      add(`path ${p}=${v.slice(0, 20)}`, {
        url: withQuery(fillPath(route.url, { ...goodParams, [p]: v })),
        payload: goodBody,
      });
  for (const f of fields(schema.querystring))
    for (const v of pick(BAD_VALUES, PER_FIELD))
      add(`query ${f}`, {
        url: withQuery(goodUrl, { ...goodQuery, [f]: typeof v === 'string' ? v : (v as never) }),
        payload: goodBody,
      });
  add('query unknown + repeated', {
    url: `${withQuery(goodUrl)}${qs(goodQuery) ? '&' : '?'}zz=%00&zz=%ED%A0%80&__proto__=1`,
    payload: goodBody,
  });
  if (hasBody) {
    for (const f of fields(schema.body))
      for (const v of pick(BAD_VALUES, PER_FIELD))
        add(`body ${f}`, { url: withQuery(goodUrl), payload: { ...goodBody, [f]: v } as Json });
    add('body unknown fields', {
      url: withQuery(goodUrl),
      payload: { ...goodBody, unknown: 'x', __proto__x: { a: 1 }, constructor: 'x' },
    });
    add('body all NUL', {
      url: withQuery(goodUrl),
      payload: Object.fromEntries(fields(schema.body).map((f) => [f, '\u0000'])),
    });
    add('body all surrogates', {
      url: withQuery(goodUrl),
      payload: Object.fromEntries(fields(schema.body).map((f) => [f, '\udfff'])),
    });
    add('body array', { url: withQuery(goodUrl), payload: [goodBody] as never });
    const raw = (label: string, contentType: string, body: string | Buffer) =>
      add(label, {
        url: withQuery(goodUrl),
        headers: { 'content-type': contentType },
        payload: body,
      });
    raw('bad JSON', 'application/json', '{"a":');
    raw('JSON string', 'application/json', '"text"');
    raw('JSON null', 'application/json', 'null');
    raw('empty JSON', 'application/json', '');
    raw('deep JSON', 'application/json', '['.repeat(5000) + ']'.repeat(5000));
    raw('JSON NUL escape', 'application/json', '{"name":"\\u0000","email":"\\ud800"}');
    raw('text/plain', 'text/plain', 'hello');
    raw('unknown type', 'application/x-unknown', 'x');
    raw(
      'urlencoded NUL',
      'application/x-www-form-urlencoded',
      fields(schema.body)
        .map((f) => `${f}=%00%ED%A0%80`)
        .join('&') || 'a=%00',
    );
    raw('urlencoded arrays', 'application/x-www-form-urlencoded', 'a=1&a=2&b[]=3&c[x]=4');
    const boundary = '----fuzz';
    raw(
      'multipart broken',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated`,
    );
    raw('multipart no boundary', 'multipart/form-data', 'x');
    raw(
      'multipart NUL fields and a file',
      `multipart/form-data; boundary=${boundary}`,
      [
        ...fields(schema.body).map(
          (f) => `--${boundary}\r\nContent-Disposition: form-data; name="${f}"\r\n\r\na\u0000b\r\n`,
        ),
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n` +
          `Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n<html><script>alert(1)</script>\r\n`,
        `--${boundary}--\r\n`,
      ].join(''),
    );
    raw('too large', 'application/json', JSON.stringify({ a: 'x'.repeat(1_100_000) }));
  }
  return out;
}

let ctx: TestContext;
let annaId: number;
let adminId: number;
beforeAll(async () => {
  ctx = await setup();
  const idOf = async (email: string) =>
    (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  annaId = await idOf('demo@club.local');
  // staff routes get a staff token (every permission of the admin role), so their input is walked
  adminId = await idOf('admin@club.local');
});
afterAll(() => ctx.close());

/** A session made directly (no scrypt per route): a logout or password change may end the last. */
async function freshToken(app: FastifyInstance, userId = annaId): Promise<string> {
  const token = newToken();
  await app.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: new Date(),
    lastSeenAt: new Date(),
    remember: true,
  });
  return token;
}

const CYRILLIC = /[А-Яа-яЁё]/;

it('answers every route and every bad input below 500, with a Russian message on each 4xx', async () => {
  const random = rng(SEED);
  const seen = new Set<string>();
  const routes = ctx.app.routeCatalog.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // the contract's API routes are all there (and whatever is added later)
  expect(routes.length).toBeGreaterThan(30);
  expect(routes.some((r) => r.url === '/api/courses/drill_day/:dayId')).toBe(true);

  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    const token = await freshToken(ctx.app, route.audience === 'staff' ? adminId : annaId);
    for (const v of variantsOf(route, random)) {
      // a valid token on a stream route opens a stream that never ends; it gets the other cases
      if (route.stream && v.auth) continue;
      const headers = {
        ...(v.request.headers as Json),
        ...(v.auth ? { 'x-auth-token': token } : {}),
      };
      const res = await ctx.app.inject({ ...v.request, headers: headers as never });
      sent++;
      const where = `${route.method} ${route.url} [${v.label}] -> ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400 && route.method !== 'HEAD') {
        let message: unknown;
        try {
          message = res.json().error?.message;
        } catch {
          message = undefined;
        }
        if (typeof message !== 'string' || !CYRILLIC.test(message))
          failures.push(`${where} no Russian message: ${res.body.slice(0, 200)}`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(500);
});

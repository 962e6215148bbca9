// The input rules (issue 15): the fuzzing pass's 500s, each now a 400 with a Russian message.
import { INT32_MAX, TEXT_PATTERN } from '@club/shared/contract';
import { loginAs, setup, type TestContext } from '../test/helpers';
import { BAD_TEXT, NOT_FINITE, hardenSchema } from './validation';

describe('hardenSchema', () => {
  it('adds the text rule and the 32-bit finite range, keeping tighter bounds and own patterns', () => {
    const out = hardenSchema({
      type: 'object',
      properties: {
        s: { type: 'string' },
        own: { type: 'string', pattern: '^[a-z]+$' },
        lit: { type: 'string', enum: ['a'] },
        n: { type: 'integer', minimum: 1, maximum: 10 },
        x: { anyOf: [{ type: 'number' }, { type: 'null' }] },
        list: { type: 'array', items: { type: 'integer' } },
      },
    }) as { properties: Record<string, Record<string, unknown>> };
    const p = out.properties;
    expect(p.s.pattern).toBe(TEXT_PATTERN);
    expect(p.own).toMatchObject({ pattern: '^[a-z]+$', allOf: [{ pattern: TEXT_PATTERN }] });
    expect(p.lit.pattern).toBeUndefined();
    expect(p.n).toMatchObject({ minimum: 1, maximum: 10, finite: true });
    expect((p.x.anyOf as Record<string, unknown>[])[0]).toMatchObject({
      maximum: INT32_MAX,
      finite: true,
    });
    expect(p.list.items).toMatchObject({ maximum: INT32_MAX, finite: true });
  });
});

describe('the fuzzing pass findings', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await setup();
    token = await loginAs(ctx.app);
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { 'x-auth-token': token } });
  const expect400 = (res: { statusCode: number; json(): { error: { message: string } } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/[А-Яа-я]/);
    return res.json().error.message;
  };

  it('refuses NUL and lone surrogates in free text', async () => {
    const feedback = { name: 'Анна', email: 'a@club.local', category: 1, message: 'Здравствуйте!' };
    for (const bad of ['a\u0000b', 'a\ud800b']) {
      expect(
        expect400(
          await send('POST', '/api/feedback/send', {
            ...feedback,
            message: `Текст ${bad} длинный`,
          }),
        ),
      ).toContain(BAD_TEXT);
      expect400(await send('POST', '/api/cabinet/push_token', { firebase_token: bad }));
    }
    // emoji (surrogate pairs) are fine
    expect(
      (await send('POST', '/api/cabinet/push_token', { firebase_token: 'tok😀' })).statusCode,
    ).toBe(200);
  });

  it('refuses numbers outside 32 bits or not finite', async () => {
    const feedback = { name: 'Анна', email: 'a@club.local', message: 'Здравствуйте!' };
    for (const category of [2147483648, 1e308, 'Infinity'])
      expect400(await send('POST', '/api/feedback/send', { ...feedback, category }));
    const profile = {
      name: 'Анна Смирнова',
      email: 'demo@club.local',
      phone: '+7 (916) 123-45-67',
      height: 168,
      weight: 62.5,
      gender: 0,
      country: 1,
      country_mask: 1,
    };
    for (const birthday of [1e308, '1e400', -1e308])
      expect400(await send('POST', '/api/cabinet/profile/edit', { ...profile, birthday }));
    expect400(await send('POST', '/api/cabinet/profile/edit', { ...profile, name: 'Анна\u0000' }));
    for (const id of ['Infinity', '-Infinity', '1e400']) {
      expect(expect400(await send('GET', `/api/courses/drill_day/${id}?user_pack_id=1`))).toContain(
        NOT_FINITE,
      );
      expect400(await send('GET', `/api/courses/result/${id}?user_pack_id=1`));
      expect400(await send('POST', `/api/courses/drill_day/${id}?user_pack_id=1`, { time: 1 }));
    }
  });
});

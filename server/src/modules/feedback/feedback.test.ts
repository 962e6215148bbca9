import { feedbacks } from '../../db/schema';
import { FEEDBACK_MESSAGES } from '../../lib/form-rules';
import { loginAs, setup, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let token: string;
let themeId: number;
beforeAll(async () => {
  ctx = await setup();
  token = await loginAs(ctx.app);
});
afterAll(() => ctx.close());

const send = (payload: Record<string, unknown> | string, contentType?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/feedback/send',
    headers: { 'x-auth-token': token, ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });

describe('feedback', () => {
  it('lists the themes', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/feedback/categories',
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json().result;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Тренировки', 'Питание', 'Технический вопрос', 'Оплата', 'Другое']),
    );
    themeId = categories[0].id;
  });

  it('answers each rule with its exact text and stores nothing', async () => {
    const good = {
      name: 'Анна',
      email: 'demo@club.local',
      category: themeId,
      message: 'Вопрос по тренировке',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, category: undefined }, FEEDBACK_MESSAGES.theme],
      [{ ...good, category: '' }, FEEDBACK_MESSAGES.theme],
      [{ ...good, category: null }, FEEDBACK_MESSAGES.theme],
      [{ ...good, category: undefined, name: '', email: '' }, FEEDBACK_MESSAGES.theme],
      [{ ...good, name: '', email: 'bad', message: '' }, FEEDBACK_MESSAGES.nameEmpty],
      [{ ...good, name: '   ' }, FEEDBACK_MESSAGES.nameEmpty],
      [{ ...good, name: undefined }, FEEDBACK_MESSAGES.nameEmpty],
      [{ ...good, email: '' }, FEEDBACK_MESSAGES.emailEmpty],
      [{ ...good, email: 'anna@club' }, FEEDBACK_MESSAGES.emailInvalid],
      [{ ...good, message: '  ' }, FEEDBACK_MESSAGES.messageEmpty],
      [{ ...good, message: ' abcd ' }, FEEDBACK_MESSAGES.messageShort],
      [{ ...good, message: 'abcde' }, FEEDBACK_MESSAGES.messageShort],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { result: null, error: { message } },
      });
    }
    expect(FEEDBACK_MESSAGES).toEqual({
      theme: 'Необходимо выбрать тему обращения',
      nameEmpty: 'Поле «Имя» не может быть пустым',
      emailEmpty: 'Поле «Email» не может быть пустым',
      emailInvalid: 'Некорректный «Email»',
      messageEmpty: 'Поле «Сообщение» не может быть пустым',
      messageShort: 'Минимум 5 символов',
    });
    for (const category of [99999, 0]) {
      const unknown = await send({ ...good, category });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe('Выбрана несуществующая тема обращения');
    }
    const wrongType = await send({ ...good, message: { text: 'hi there' } });
    expect(wrongType.statusCode).toBe(400);
    expect(await ctx.app.db.select().from(feedbacks)).toHaveLength(0);
  });

  it('stores a valid message (form encoded) for the caller', async () => {
    const res = await send(
      `name=${encodeURIComponent('Анна')}&email=demo%40club.local&category=${themeId}&message=${encodeURIComponent('Подскажите, как заменить упражнение?')}&extra=1`,
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { message: 'Отправлено!' }, error: null });
    const rows = await ctx.app.db.select().from(feedbacks);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      categoryId: themeId,
      name: 'Анна',
      email: 'demo@club.local',
      message: 'Подскажите, как заменить упражнение?',
    });
  });
});

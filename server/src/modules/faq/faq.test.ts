import { loginAs, setup, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await setup();
  token = await loginAs(ctx.app);
});
afterAll(() => ctx.close());

describe('FAQ', () => {
  it('lists categories and all questions with their category', async () => {
    const cats = await ctx.app.inject({
      method: 'GET',
      url: '/api/faqs/categories',
      headers: { 'x-auth-token': token },
    });
    expect(cats.statusCode).toBe(200);
    const categories = cats.json().result.categories as { id: number; name: string }[];
    expect(categories.map((c) => c.name)).toEqual([
      'Тренировки',
      'Питание',
      'Оплата и доступ',
      'Аккаунт',
    ]);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/faqs/faqs',
      headers: { 'x-auth-token': token },
    });
    expect(list.statusCode).toBe(200);
    const faqs = list.json().result.faqs as {
      category_id: number;
      question: string;
      answer: string;
    }[];
    for (const c of categories) {
      const n = faqs.filter((f) => f.category_id === c.id).length;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(faqs[0].answer).toMatch(/^<p>.*<\/p>$/);
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/faqs/faqs' });
    expect(res.statusCode).toBe(401);
  });
});

import { Value } from '@sinclair/typebox/value';
import { StoreResult } from '@club/shared/contract';
import { storePacks } from '../../db/schema';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { stripLeadingStyle } from './store';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await setup();
  token = await loginAs(ctx.app);
});
afterAll(() => ctx.close());

const list = (headers: Record<string, string> = { 'x-auth-token': token }) =>
  ctx.app.inject({ method: 'GET', url: '/api/store/packs', headers });

describe('store listing', () => {
  it('gives the categories in order, each with its packs', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { result, error } = res.json();
    expect(error).toBeNull();
    expect(Value.Check(StoreResult, result)).toBe(true);
    expect(result.blocks.map((b: { block_name: string }) => b.block_name)).toEqual([
      'Тренировки',
      'Питание',
      'Комплексные программы',
    ]);
    for (const block of result.blocks) {
      expect(block.packs.length).toBeGreaterThan(0);
      for (const pack of block.packs) {
        expect(pack.price).toBeGreaterThan(0);
        expect(pack.link).toMatch(/^https:\/\//);
        expect(pack.image).toMatch(/^data:image\/svg\+xml;base64,/);
      }
    }
    const packs = result.blocks.flatMap((b: { packs: unknown[] }) => b.packs);
    expect(packs.some((p: { description: string | null }) => p.description === null)).toBe(true);
  });

  it('strips the leading style block of a description', async () => {
    const raw = await ctx.app.db.select().from(storePacks);
    const styled = raw.find((p) => p.description?.startsWith('<style'));
    expect(styled).toBeDefined();
    const { result } = (await list()).json();
    const pack = result.blocks
      .flatMap((b: { packs: { id: number; description: string | null }[] }) => b.packs)
      .find((p: { id: number }) => p.id === styled?.id);
    expect(pack.description).not.toMatch(/<style/i);
    expect(pack.description).toMatch(/^<p class="promo">Старт каждый понедельник!<\/p>/);
  });

  it('needs a signed-in member', async () => {
    expect((await list({})).statusCode).toBe(401);
  });
});

describe('stripLeadingStyle', () => {
  it.each([
    ['<style>p{}</style><p>a</p>', '<p>a</p>'],
    ['  <STYLE type="text/css">p{}</STYLE>\n<style>b{}</style><p>a</p>', '<p>a</p>'],
    ['<p>a</p><style>p{}</style>', '<p>a</p><style>p{}</style>'],
    ['<p>no style</p>', '<p>no style</p>'],
  ])('%j -> %j', (input, output) => expect(stripLeadingStyle(input)).toBe(output));
});

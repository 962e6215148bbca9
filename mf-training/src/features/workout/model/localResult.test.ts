import { model, plainDrill, set } from './fixtures';
import { localPercent } from './localResult';
import type { DoneSets } from './types';

const done = (
  id: number,
  v: Partial<{ count: number; weight: number; duration: number }> = {},
) => ({
  set_id: id,
  count: 0,
  weight: 0,
  duration: 0,
  ...v,
});

describe('localPercent (the offline result screen scores like the server)', () => {
  it('averages every non-warm-up set, an unticked one scoring 0', () => {
    const m = model([[plainDrill(1, [1], { warmup: true }), plainDrill(2, [2, 3])]]);
    const d: DoneSets = { 1: done(1, { count: 12 }), 2: done(2, { count: 12 }) };
    expect(localPercent(m, d)).toBe(50);
  });

  it('scores a partial set by what was done of what was planned', () => {
    const m = model([[plainDrill(1, [1])]]);
    expect(localPercent(m, { 1: done(1, { count: 6 }) })).toBe(50);
    expect(localPercent(m, { 1: done(1, { count: 30 }) })).toBe(100);
  });

  it('counts a max set as done once reported and averages the planned values', () => {
    const drill = plainDrill(1, []);
    drill.sets = [set(1, { max: true, count: null }), set(2, { count: 10, weight: 20 })];
    const m = model([[drill]]);
    expect(
      localPercent(m, { 1: done(1, { count: 3 }), 2: done(2, { count: 10, weight: 10 }) }),
    ).toBe(88);
  });

  it('is 0 for a workout with nothing to count', () => {
    expect(localPercent(model([[plainDrill(1, [1], { warmup: true })]]), {})).toBe(0);
  });
});

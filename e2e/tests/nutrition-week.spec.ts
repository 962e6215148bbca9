// The week overview of the nutrition page (issue 10, point 8): day cards show every dish in full
// and their calories in the header's number format ("1 370"). Read-only.
import { expect, test } from './fixtures';
import { DEMO, DEMO2, isMobile, signIn } from './helpers';
import { expectAccessible } from './a11y';

interface Day {
  day_number: number;
  calories: number;
  type_times_food: { food: { name: string }[] }[];
}

/** The header's format: whole kcal, thousands apart by a no-break space. */
const amount = (n: number) =>
  Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

test('day cards: dishes in full, calories formatted like the header', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, isMobile(info) ? DEMO2 : DEMO);
  // the plan exactly as the page got it (another spec may change the type meanwhile)
  const answer = page.waitForResponse((r) => r.url().includes('/api/v2/dieta/info'));
  await page.goto('/nutrition/');
  const dieta = (await (await answer).json()).result.dieta as {
    weeks: { user_week_number: number; days: Day[] }[];
  };
  await expect(page.getByText('Цель питания')).toBeVisible();
  const cards = page.locator('[data-testid^="day-card-"]');
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page, 'питание: неделя');
  // the week on screen: the first card's dishes tell which one it is
  const firstText = (await cards.first().textContent()) ?? '';
  const week = dieta.weeks.find((w) =>
    w.days
      .find((d) => d.day_number === 1)!
      .type_times_food.every((m) => m.food.every((f) => firstText.includes(f.name))),
  )!;
  expect(week, 'the week shown').toBeTruthy();

  for (const day of week.days) {
    const card = page.getByTestId(`day-card-${day.day_number}`);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(`${amount(day.calories)} ккал`);
    for (const name of day.type_times_food.flatMap((m) => m.food.map((f) => f.name))) {
      expect(text).toContain(name);
    }
  }
  // nothing is cut visually: no text box narrower than its text, no ellipsis
  const cut = await cards.evaluateAll((els) =>
    els.flatMap((card) =>
      [...card.querySelectorAll('span')]
        .filter((s) => s.children.length === 0 && (s.textContent ?? '').trim() !== '')
        .filter((s) => {
          const style = getComputedStyle(s);
          if (style.display === 'inline') return false;
          return s.scrollWidth > s.clientWidth + 1 || style.textOverflow === 'ellipsis';
        })
        .map((s) => s.textContent),
    ),
  );
  expect(cut).toEqual([]);
});

import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { expectAccessible } from './a11y';

test('FAQ: category tabs and an accordion that keeps one answer open', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/faq/');
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expectAccessible(page, 'FAQ');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  expect(await tabs.count()).toBeGreaterThan(1);

  const questions = page.locator('main [aria-expanded]');
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');

  // Another category: everything closed, other questions.
  const firstQuestion = await questions.nth(0).innerText();
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
  await expect(questions.nth(0)).not.toHaveText(firstQuestion);
});

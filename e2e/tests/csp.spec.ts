// The shell's Content-Security-Policy: the page works under it in both layouts (the fixture fails
// any test whose pages report a violation) and a script injected into the page does not run.
import { accountOrigin, signIn } from './helpers';
import { expect, test } from './fixtures';

const PAGES = [
  '/',
  '/courses/',
  '/nutrition/',
  '/dynamics/',
  '/competition/',
  '/articles/',
  '/profile/',
  '/store/',
  '/faq/',
  '/feedback/',
];

test('the page carries a strict policy naming the remotes from remotes.json', async ({
  page,
  baseURL,
}) => {
  const res = await page.goto('/');
  const csp = res?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).toContain(accountOrigin(baseURL));
  expect(csp).not.toContain('unsafe-eval');
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('every section renders under the policy', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  // Chats and notifications are read when opened: they are walked as the keyboard tests' member,
  // since Анна's unread counts are checked live by other specs running beside this one.
  const member =
    info.project.name === 'mobile'
      ? { email: 'demo10@club.local', password: 'demo12345' }
      : { email: 'demo9@club.local', password: 'demo12345' };
  for (const path of [...PAGES, 'member', '/chats/', '/notifications/']) {
    if (path === 'member') {
      await signIn(page, request, { ...member, firstName: '' });
      continue;
    }
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Загрузка' })).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  }
});

test('a script injected into the page is blocked', async ({ page, request, cspViolations }) => {
  await signIn(page, request);
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  const ran = await page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = localStorage.getItem("club.token")';
    document.body.append(inline);
    // markup inserted as HTML: an inline handler
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.__handler = 1">';
    document.body.append(holder);
    const foreign = document.createElement('script');
    foreign.src = 'https://evil.example/steal.js';
    document.body.append(foreign);
    await new Promise((r) => setTimeout(r, 300));
    return { inline: w.__injected, handler: w.__handler };
  });
  expect(ran).toEqual({ inline: undefined, handler: undefined });
  await expect
    .poll(() => cspViolations.map((v) => v.directive).sort())
    .toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem']);
  expect(cspViolations.map((v) => v.blocked)).toContain('https://evil.example/steal.js');
  cspViolations.length = 0;
});

// `pnpm bench` figures of the staff app (issue 28).
// - First load: a staff member's cold, signed-in load of /staff/. What the shell serves itself (its
//   entry and the shared singletons: react, react-dom, the router, @club/shared) is the shell's;
//   everything from a remote's origin is what the staff app adds. Budget: 150 KB gzip beyond the shell.
// - Scale (staff-scale.mjs, on PostgreSQL): a club of 10,000 members, 60 staff and a million chat
//   messages under 50 staff at once.
import { gzipSync } from 'node:zlib';

export const STAFF_BUDGET = { beyondShellKB: 150 };
export const BENCH_COACH = { email: 'coach@club.local', password: 'staff12345' };

export async function staffToken(base, who = BENCH_COACH) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const token = res.headers.get('x-auth-token');
  if (!token) throw new Error(`staff sign-in of ${who.email} failed: ${res.status}`);
  return token;
}

/** The staff app's first load: bytes by origin, cold, signed in as a coach. */
export async function staffFirstLoadFigures({ base, launchBrowser, kb, failures, memberCookie }) {
  const token = await staffToken(base);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((t) => window.localStorage.setItem('club.token', t), token);
    await context.addCookies([memberCookie(base)]);
    const page = await context.newPage();
    const js = [];
    page.on('response', async (res) => {
      const type = res.headers()['content-type'] || '';
      if (!res.url().endsWith('.js') && !type.includes('javascript')) return;
      try {
        js.push({ url: res.url(), gzip: gzipSync(await res.body()).length });
      } catch {
        /* redirects have no body */
      }
    });
    const started = performance.now();
    await page.goto(`${base}/staff/`, { waitUntil: 'load' });
    await page.getByRole('navigation').first().waitFor({ timeout: 30_000 });
    const shownMs = performance.now() - started;
    await page.waitForTimeout(1500);
    const shellOrigin = new URL(base).origin;
    const shell = js.filter((f) => new URL(f.url).origin === shellOrigin);
    const beyond = js.filter((f) => new URL(f.url).origin !== shellOrigin);
    const sum = (files) => files.reduce((n, f) => n + f.gzip, 0);
    const byOrigin = {};
    for (const f of beyond)
      byOrigin[new URL(f.url).port] = (byOrigin[new URL(f.url).port] ?? 0) + f.gzip;
    console.log('\nStaff app first load (coach, signed in, cold, 1280x800):');
    console.log(`  the shell's own JavaScript: ${kb(sum(shell))} KB gzip (${shell.length} files)`);
    console.log(
      `  beyond the shell: ${kb(sum(beyond))} KB gzip (${beyond.length} files; by port: ${Object.entries(
        byOrigin,
      )
        .map(([p, n]) => `${p} ${kb(n)} KB`)
        .join(', ')}) (budget ${STAFF_BUDGET.beyondShellKB} KB)`,
    );
    console.log(`  navigation shown after ${shownMs.toFixed(0)} ms (localhost)`);
    if (process.env.BENCH_LIST)
      for (const f of js) console.log(`    ${kb(f.gzip).padStart(6)} KB  ${f.url}`);
    if (sum(beyond) / 1024 > STAFF_BUDGET.beyondShellKB)
      failures.push(
        `staff app ${kb(sum(beyond))} KB beyond the shell > ${STAFF_BUDGET.beyondShellKB} KB`,
      );
    await context.close();
  } finally {
    await browser.close();
  }
}

// `pnpm bench` figures of gym mode (issue 17), called from scripts/bench.mjs:
// - a repeat visit of home with the service worker warm: JavaScript bytes that still came over
//   the network (page and worker alike) and the Largest Contentful Paint;
// - a workout finished offline: the time from the network coming back to its result stored on
//   the server (the outbox sent by the page on the online event; the server polled every 25 ms).

import { memberCookie } from './first-load.mjs';

const STRONG = 'Сильное тело: 4 недели';

async function api(base, token, url) {
  const res = await fetch(base + url, { headers: { 'x-auth-token': token } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()).result;
}

/** A GENERAL day of "Сильное тело" without a result: its pack and day ids. */
async function freshDay(base, token) {
  const main = await api(base, token, '/api/courses/main');
  const card = main.categories
    .flatMap((c) => c.blocks.flatMap((b) => b.courses))
    .find((c) => c.course.course_name === STRONG);
  const weeks = await api(base, token, `/api/courses/weeks/${card.user_pack_id}`);
  for (const day of weeks.weeks.flatMap((w) => w.days)) {
    if (day.result !== null) continue;
    const w = await api(
      base,
      token,
      `/api/courses/drill_day/${day.id}?user_pack_id=${card.user_pack_id}`,
    );
    if (w.type === 'GENERAL') return { pack: card.user_pack_id, day: day.id };
  }
  throw new Error('no GENERAL day without a result');
}

export async function offlineFigures({ base, token, launchBrowser, kb }) {
  const browser = await launchBrowser();
  try {
    console.log('\nGym mode offline (issue 17):');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((t) => window.localStorage.setItem('club.token', t), token);
    await context.addCookies([memberCookie(base)]);
    await context.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    let networkJs = 0;
    let networkFiles = 0;
    let counting = false;
    // one event per transfer: a page request the worker answered is not counted, the worker's
    // own network fetch is
    context.on('response', async (res) => {
      if (!counting || res.fromServiceWorker()) return;
      const type = res.headers()['content-type'] || '';
      if (!res.url().endsWith('.js') && !type.includes('javascript')) return;
      try {
        const sizes = await res.request().sizes();
        networkJs += sizes.responseBodySize;
        networkFiles += 1;
      } catch {
        /* no body */
      }
    });
    const page = await context.newPage();
    const home = async () => {
      await page.goto(base + '/', { waitUntil: 'load' });
      await page.getByRole('heading', { name: 'Главная' }).waitFor();
    };
    await home();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await home(); // every remote used once through the worker
    await page.waitForTimeout(1500);
    counting = true;
    await home();
    await page.waitForTimeout(1500);
    counting = false;
    const lcp = await page.evaluate(() => window.__lcp);
    console.log(
      `  repeat visit of home, worker warm: ${networkFiles} JS files, ${kb(networkJs)} KB of JavaScript from the network`,
    );
    console.log(`  Largest Contentful Paint (repeat visit): ${lcp.toFixed(0)} ms`);

    const { pack, day } = await freshDay(base, token);
    await page.goto(`${base}/workout/${pack}/${day}`);
    await page.getByRole('button', { name: 'Начать тренировку', exact: true }).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Начать тренировку', exact: true }).click();
    for (let i = 0; i < 20; i += 1) {
      await page.getByRole('checkbox', { name: 'Подход 1' }).first().click();
      const finish = page.getByRole('button', { name: 'Завершить тренировку', exact: true });
      if (await finish.isVisible()) {
        await finish.click();
        break;
      }
      await page.getByRole('button', { name: 'Далее', exact: true }).click();
    }
    await page.getByText('Результат сохранен на устройстве').waitFor();
    const t0 = performance.now();
    await context.setOffline(false);
    for (;;) {
      const w = await api(base, token, `/api/courses/drill_day/${day}?user_pack_id=${pack}`);
      if (w.result) break;
      if (performance.now() - t0 > 60_000) throw new Error('the result never arrived');
      await new Promise((r) => setTimeout(r, 25));
    }
    console.log(
      `  back online to the result stored on the server: ${(performance.now() - t0).toFixed(0)} ms`,
    );
    await context.close();
  } finally {
    await browser.close();
  }
}

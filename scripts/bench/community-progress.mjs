// `pnpm bench` figures of the body-progress half of mf-community (issue 11): the JavaScript the
// dynamics page adds beyond home (Highcharts comes with it, never with home), the time from the
// in-app navigation to the chart drawn, and the photo pipeline (ms per 12-megapixel JPEG, peak
// memory while 5 are processed at once; run in a child process of its own, so its memory is its).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from '../apps.mjs';

const CHART = '[data-testid="dynamics-chart"] .highcharts-series-group path';

/** Navigates in-app (history push, as a link does) and times until the chart's line is painted. */
async function timeToChart(page, target) {
  return page.evaluate(
    ([to, selector]) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        const done = () => requestAnimationFrame(() => resolve(performance.now() - t0));
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    [target, CHART],
  );
}

function photoFigures() {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'bench-photos.ts')],
    { cwd: path.join(root, 'server'), encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`photo bench failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/**
 * @param {{ base: string, token: string, launchBrowser: () => Promise<any>,
 *   signedInPage: (browser: any, token: string) => Promise<{ page: any, js: any[] }>,
 *   kb: (n: number) => string, failures: string[] }} ctx
 */
export async function communityProgressFigures({
  base,
  token,
  launchBrowser,
  signedInPage,
  kb,
  failures,
}) {
  console.log('\nBody progress (mf-community):');
  const browser = await launchBrowser();
  try {
    const { page, js } = await signedInPage(browser, token);
    await page.goto(base + '/', { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Главная' }).waitFor();
    await page.waitForTimeout(1500);
    const homeFiles = js.length;
    const homeHighcharts = js.some((f) => /highcharts/i.test(f.url));
    const ms = await timeToChart(page, '/dynamics/');
    await page.waitForTimeout(1000);
    const added = js.slice(homeFiles);
    const gzip = added.reduce((n, f) => n + f.gzip, 0);
    console.log(
      `  dynamics page  ${String(added.length).padStart(3)} files  ${kb(gzip).padStart(7)} KB gzip beyond home` +
        `  (home loaded Highcharts: ${homeHighcharts ? 'YES' : 'no'})`,
    );
    console.log(`  in-app navigation to the dynamics chart drawn: ${ms.toFixed(0)} ms (cold)`);
    if (homeHighcharts) failures.push('home loads Highcharts');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Главная' }).waitFor();
    const warm = await timeToChart(page, '/dynamics/');
    console.log(`  ...and again with the page's code cached: ${warm.toFixed(0)} ms`);
  } finally {
    await browser.close();
  }

  const p = photoFigures();
  console.log(
    `  photo pipeline: ${p.medianMs} ms per 12-megapixel JPEG (${p.inputMB} MB; median of ${p.runs}, ` +
      `${p.minMs}-${p.maxMs} ms)`,
  );
  console.log(
    `  5 photos at once: ${p.fiveAtOnceMs} ms in all, peak memory ${p.peakRssMB} MB ` +
      `(process at rest ${p.baselineRssMB} MB, +${Math.round((p.peakRssMB - p.baselineRssMB) * 10) / 10} MB)`,
  );
}

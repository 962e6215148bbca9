// Browser tests against the production build, started the way `pnpm start` runs it (on other
// ports and a fresh data folder, so a running dev copy is left alone).
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
const root = path.resolve(__dirname, '..');

// Use Playwright's own browser when one is installed, otherwise Debian's Chromium.
function executablePath(): string | undefined {
  try {
    const managed = chromium.executablePath();
    if (managed && existsSync(managed)) return undefined;
  } catch {
    /* no managed browser */
  }
  return '/usr/bin/chromium';
}

const launchOptions = {
  executablePath: executablePath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './tests',
  // one results folder per port, so runs side by side never delete each other's traces
  outputDir: E2E_PORT === 3100 ? 'test-results' : `test-results-${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // whole flows on a 2-core machine that also builds and serves every app
  // (and every spec checks its pages with axe-core, a few seconds each on a busy machine)
  timeout: 90_000,
  expect: { timeout: 7_000 },
  // the a11y reporter prints the axe table of every page checked (issue 14); it comes first so
  // the list reporter's summary of failed tests is the last thing a CI log shows
  reporter: [['./a11y-reporter.ts'], ['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'ru-RU',
    // Recording a trace (a screencast and a DOM snapshot at every action) took about a third of
    // the suite's CPU. CI keeps one for a test that fails and is run again; a local run keeps the
    // trace of every failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The production shell registers a service worker (gym mode offline, issue 17). Specs run
    // without it: page.route() does not see what a worker fetches, and a spec that moves or
    // redeploys a remote must get the files it serves. offline.spec.ts turns it on for itself.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://localhost:${E2E_PORT}/remotes.json`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      SKIP_BUILD: '1',
      PORT: String(E2E_PORT),
      TRACKING_PORT: String(E2E_PORT + 84),
      // One data folder per port, so two runs side by side (E2E_PORT) never share a database.
      DATA_DIR: path.join(root, E2E_PORT === 3100 ? '.data-e2e' : `.data-e2e-${E2E_PORT}`),
      RESET_DATA: '1',
      // Every test signs in (only failed sign-ins count, but tests also try wrong passwords), and
      // the same members send chats and reports in both layouts; the limits themselves are
      // covered by the server tests.
      LOGIN_RATE_MAX: '10000',
      FEEDBACK_RATE_MAX: '10000',
      CHAT_SEND_RATE_MAX: '10000',
      REPORT_RATE_MAX: '10000',
      TRACKING_RATE_MAX: '10000',
    },
  },
});

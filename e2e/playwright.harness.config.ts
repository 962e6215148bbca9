// The dev harness in a browser: every remote's standalone dev server (`pnpm --filter <remote>
// dev`, scripts/dev-remote.mjs, pointed at one API by API_URL as a team would point it at
// staging) and the API with demo data, on ports of their own (HARNESS_PORT, 4450: API; +1..+6:
// the remotes). Run: `pnpm test:harness` at the root.
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from './playwright.config';

const root = path.resolve(__dirname, '..');
export const HARNESS_PORT = Number(process.env.HARNESS_PORT || 4450);
export const HARNESS_REMOTES = [
  { dir: 'mf-training', name: 'mf_training', page: 'Курсы' },
  { dir: 'mf-nutrition', name: 'mf_nutrition', page: 'Питание' },
  { dir: 'mf-community', name: 'mf_community', page: 'Динамика' },
  { dir: 'mf-account', name: 'mf_account', page: 'FAQ' },
  { dir: 'mf-devtools', name: 'mf_devtools', page: 'Tester console' },
  // the staff app signs a staff account in (the admin), whose name the harness shows
  {
    dir: 'mf-staff',
    name: 'mf_staff',
    page: 'Здравствуй, Наталья!',
    account: { email: 'admin@club.local', password: 'admin12345', name: 'Наталья Белова' },
  },
].map((r, i) => ({ ...r, port: HARNESS_PORT + 1 + i }));

const api = `http://localhost:${HARNESS_PORT}`;

export default defineConfig({
  ...base,
  testDir: './harness',
  outputDir: `test-results-harness-${HARNESS_PORT}`,
  // one dev server per remote compiles on a 2-core machine: one browser at a time
  workers: 1,
  timeout: 120_000,
  projects: [base.projects![0]],
  webServer: [
    {
      command: 'pnpm --filter @club/server run dev',
      cwd: root,
      url: `${api}/api/cabinet/init`,
      reuseExistingServer: true,
      timeout: 300_000,
      env: {
        PORT: String(HARNESS_PORT),
        TRACKING_PORT: String(HARNESS_PORT + 84),
        DATA_DIR: path.join(root, `.data-harness-${HARNESS_PORT}`),
        LOGIN_RATE_MAX: '10000',
      },
    },
    ...HARNESS_REMOTES.map((r) => ({
      command: `pnpm --filter @club/${r.dir} dev`,
      cwd: root,
      url: `http://localhost:${r.port}/`,
      reuseExistingServer: true,
      timeout: 300_000,
      env: { API_URL: api, DEV_PORT: String(r.port) },
    })),
  ],
});

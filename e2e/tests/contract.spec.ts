// Versions that compose safely (shared/src/remote-contract): a remote built from the previous
// release composes with this shell, a remote stating another major of the contract gets its
// fallback while the rest works, and the smoke script reads every running remote from its URL.
import { expect, test } from './fixtures';
import { startRemoteHost } from './remote-host';
import { overrideRuntime } from './runtime-override';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountOrigin, DEMO, signIn } from './helpers';

const root = path.resolve(__dirname, '..', '..');
const contract = JSON.parse(
  readFileSync(path.join(root, 'shared', 'src', 'remote-contract', 'contract.json'), 'utf8'),
) as { version: string };
const sharedPackage = JSON.parse(
  readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'),
) as { version: string };
// a major no shell of this release composes: the next one
const nextMajor = `${Number(contract.version.split('.')[0]) + 1}.0.0`;
const smoke = (url: string) => {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [path.join(root, 'scripts', 'release', 'remote-smoke.mjs'), url, '--json'],
      { encoding: 'utf8' },
    );
  } catch (e) {
    out = String((e as { stdout?: string }).stdout);
  }
  return JSON.parse(out) as {
    ok: boolean;
    remote: string;
    exposes: { path: string }[];
    contract: { version: string | null };
    compatible: boolean;
    problems: string[];
    shared: { name: string; version: string }[];
  };
};
const offsets = {
  mf_training: 1,
  mf_nutrition: 2,
  mf_community: 3,
  mf_account: 4,
  mf_devtools: 5,
  mf_staff: 6,
};

test('the smoke script reads every running remote: exposes and the contract it states', async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  for (const [name, offset] of Object.entries(offsets)) {
    const report = smoke(`http://localhost:${port + offset}/mf-manifest.json`);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.remote).toBe(name);
    expect(report.exposes.map((e) => e.path)).toEqual(
      expect.arrayContaining(['./routes', './widgets']),
    );
    expect(report.contract.version).toBe(contract.version);
  }
  // a URL where nothing is deployed fails, and says so
  const missing = smoke(`http://localhost:${port + 4}/nope/mf-manifest.json`);
  expect(missing.ok).toBe(false);
  expect(missing.problems.join(' ')).toContain('HTTP 404');
});

test.describe('a remote built from the previous release', () => {
  // the old release is served from an origin the deployment's policy does not list
  test.use({ bypassCSP: true });
  let host: ChildProcess | undefined;
  let dir = '';
  const port = Number(process.env.E2E_PORT || 3100) + 60;

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'club-prev-remote-'));
    execFileSync('tar', [
      '-xzf',
      path.join(root, 'e2e', 'fixtures', 'previous-release', 'mf-account-dist.tar.gz'),
      '-C',
      dir,
    ]);
    host = await startRemoteHost(dir, port);
  });
  test.afterAll(() => {
    host?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  test('composes with the current shell', async ({ page, request, baseURL }) => {
    const manifest = `http://localhost:${port}/mf-manifest.json`;
    const report = smoke(manifest);
    // the previous release's mf-account states the contract it was built against
    expect(report.contract.version).toMatch(/^1\.\d+\.\d+$/);
    expect(report.compatible).toBe(true);

    await signIn(page, request);
    const current = accountOrigin(baseURL);
    await page.route(`${current}/**`, (route) => route.abort('connectionrefused'));
    await overrideRuntime(page, { remotes: { mf_account: manifest } });
    await page.goto('/faq/');
    await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeVisible();
    await page.goto('/profile/');
    await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // it took `@club/shared` (the whole 1.x library) from the shell's compat entry, built on the
    // shell's own singletons (the version the shell registers), not the copy it carries: one bus
    // and one session for all
    const loaded = await page.evaluate(() => {
      type Versions = Record<string, { loaded?: boolean; lib?: unknown }>;
      type Instance = { name: string; shareScopeMap?: { default?: Record<string, Versions> } };
      const fed = (window as unknown as { __FEDERATION__?: { __INSTANCES__?: Instance[] } })
        .__FEDERATION__;
      const shell = fed?.__INSTANCES__?.find((i) => i.name === 'shell');
      const versions = shell?.shareScopeMap?.default?.['@club/shared'] ?? {};
      return Object.entries(versions)
        .filter(([, v]) => v.loaded || v.lib)
        .map(([version]) => version);
    });
    expect(loaded).toEqual([sharedPackage.version]);
    expect(sharedPackage.version).not.toBe(
      report.shared.find((s) => s.name === '@club/shared')?.version,
    );
  });
});

test('a remote stating a newer major gets its fallback and the rest of the app works', async ({
  page,
  request,
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  const nutrition = `http://localhost:${port + 2}/mf-manifest.json`;
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await signIn(page, request);
  await page.route(nutrition, async (route) => {
    const res = await route.fetch();
    const json = await res.json();
    json.metaData.clubContract.version = nextMajor;
    route.fulfill({ response: res, json });
  });
  await page.goto('/nutrition/');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Не удалось загрузить раздел')).toBeVisible();
  await expect(page.getByText('Раздел обновляется. Обнови страницу чуть позже.')).toBeVisible();
  expect(logs.join('\n')).toContain(
    `mf_nutrition was built for shell-remote contract ${nextMajor}; this shell speaks ${contract.version}`,
  );
  // the shell and the other remotes keep working
  await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true }).first()).toBeAttached();
  await page.goto('/faq/');
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await page.goto('/courses/');
  await expect(page.getByRole('heading', { name: 'Курсы' })).toBeVisible();
});

// pnpm test:release — one remote's release path end to end, on a real remote host:
// publish two releases, smoke, switch, an old chunk still served after the switch, a broken
// release refused, rollback, prune. Needs `pnpm --filter @club/server build` and
// `pnpm --filter @club/mf-account build` (release 2); release 1 is the previous release's build.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { root } from '../apps.mjs';

const port = Number(process.env.BENCH_PORT || 4500) + 80;
const origin = `http://localhost:${port}`;
const contract = JSON.parse(
  readFileSync(path.join(root, 'shared', 'src', 'remote-contract', 'contract.json'), 'utf8'),
);
const work = mkdtempSync(path.join(tmpdir(), 'club-deploy-'));
const site = path.join(work, 'site');
const previous = path.join(work, 'previous-dist');
const remotesFile = path.join(work, 'remotes.json');
const deploy = (...args) =>
  spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'release', 'deploy-remote.mjs'), ...args],
    {
      encoding: 'utf8',
    },
  );
const remotes = () => JSON.parse(readFileSync(remotesFile, 'utf8'));
let host;

before(async () => {
  execFileSync('mkdir', ['-p', site, previous]);
  execFileSync('tar', [
    '-xzf',
    path.join(root, 'e2e', 'fixtures', 'previous-release', 'mf-account-dist.tar.gz'),
    '-C',
    previous,
  ]);
  host = spawn(
    process.execPath,
    [path.join(root, 'server', 'dist', 'remote-host.js'), '--dir', site, '--port', String(port)],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('remote host did not start');
});
after(() => {
  host?.kill();
  rmSync(work, { recursive: true, force: true });
});

test('publish, smoke, switch, old chunks stay, a broken release is refused, rollback, prune', async () => {
  let r = deploy(
    'publish',
    '--remote',
    'mf-account',
    '--to',
    site,
    '--from',
    previous,
    '--release',
    'r1',
  );
  assert.equal(r.status, 0, r.stderr);
  r = deploy('publish', '--remote', 'mf-account', '--to', site, '--release', 'r2');
  assert.equal(r.status, 0, r.stderr);
  // a release is never overwritten
  assert.equal(
    deploy('publish', '--remote', 'mf-account', '--to', site, '--release', 'r2').status,
    1,
  );

  writeFileSync(remotesFile, JSON.stringify({ mf_training: 'http://t/mf-manifest.json' }));
  r = deploy(
    'switch',
    '--remotes',
    remotesFile,
    '--name',
    'mf_account',
    '--url',
    `${origin}/r1/mf-manifest.json`,
  );
  assert.equal(r.status, 0, r.stderr);
  // the previous release states its contract (releases before the contract was versioned: none, 1.0.0)
  assert.match(r.stdout, /contract (none \()?1\.\d+\.\d+/);
  // a member's page loaded now asks for r1's lazy chunks later
  const r1 = JSON.parse(readFileSync(path.join(site, 'r1', 'mf-manifest.json'), 'utf8'));
  const oldChunk = r1.exposes.find((e) => e.path === './routes').assets.js.async[0];

  r = deploy(
    'switch',
    '--remotes',
    remotesFile,
    '--name',
    'mf_account',
    '--url',
    `${origin}/r2/mf-manifest.json`,
  );
  assert.equal(r.status, 0, r.stderr);
  // this release states the contract this shell speaks
  assert.ok(r.stdout.includes(`(contract ${contract.version})`), r.stdout);
  assert.equal(remotes().mf_account, `${origin}/r2/mf-manifest.json`);
  assert.equal(remotes().mf_training, 'http://t/mf-manifest.json');
  const chunk = await fetch(`${origin}/r1/${oldChunk}`);
  assert.equal(chunk.status, 200);
  assert.match(chunk.headers.get('cache-control'), /immutable/);

  // a release whose chunks are missing never reaches remotes.json
  execFileSync('cp', ['-r', path.join(site, 'r1'), path.join(site, 'r3')]);
  rmSync(path.join(site, 'r3', r1.exposes[0].assets.js.sync[0]));
  r = deploy(
    'switch',
    '--remotes',
    remotesFile,
    '--name',
    'mf_account',
    '--url',
    `${origin}/r3/mf-manifest.json`,
  );
  assert.equal(r.status, 1);
  assert.match(r.stderr, /HTTP 404/);
  assert.equal(remotes().mf_account, `${origin}/r2/mf-manifest.json`);

  r = deploy('rollback', '--remotes', remotesFile, '--name', 'mf_account');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(remotes().mf_account, `${origin}/r1/mf-manifest.json`);

  // prune: nothing younger than 30 days goes; with 0 days, all but the newest and the live one
  r = deploy('prune', '--to', site, '--remotes', remotesFile);
  assert.equal(r.stdout, '');
  r = deploy('prune', '--to', site, '--keep-days', '0', '--keep', '1', '--remotes', remotesFile);
  assert.equal(r.status, 0, r.stderr);
  assert.equal((await fetch(`${origin}/r1/mf-manifest.json`)).status, 200);
  assert.equal((await fetch(`${origin}/r2/mf-manifest.json`)).status, 404);
});

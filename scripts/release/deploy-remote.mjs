#!/usr/bin/env node
// Releasing one remote alone (README "Deploying one remote"). Each release goes into its own
// folder of the remote's origin and is never overwritten, so a member whose page was loaded
// before the switch keeps loading the chunks of the release it started with.
//   publish  --remote mf-account --to <origin folder> [--release <id>] [--from <dist folder>]
//            copies <remote>/dist to <origin folder>/<id>/ (id: date-time and commit) and prints
//            the manifest path to smoke-check (remote-smoke.mjs) and to switch to
//   switch   --remotes <remotes.json> --name mf_account --url <…/<id>/mf-manifest.json>
//            smoke-checks the URL first (refuses on any problem), keeps the previous entry in
//            <remotes.json>.history, then writes the new entry
//   rollback --remotes <remotes.json> --name mf_account
//            restores the entry the last switch replaced
//   prune    --to <origin folder> [--keep-days 30] [--keep 3] [--remotes <remotes.json>]
//            removes release folders older than --keep-days, always keeping the newest --keep;
//            and the release remotes.json names; 30 days = the longest session (remember-me idle), so any page still signed in was
//            loaded from a release that is still there
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { root } from '../apps.mjs';
import { smokeRemote } from './remote-smoke.mjs';

const [command, ...args] = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i >= 0 && args[i + 1]) return args[i + 1];
  if (fallback !== undefined) return fallback;
  console.error(`deploy-remote ${command}: --${name} is required`);
  process.exit(2);
};
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, JSON.stringify(value, null, 2) + '\n');

function releaseId() {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 13); // 20261123T1530
  let sha = 'local';
  try {
    sha = execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    /* not a checkout */
  }
  return `${stamp}-${sha}`;
}

switch (command) {
  case 'publish': {
    const remote = opt('remote');
    const dist = path.resolve(opt('from', path.join(root, remote, 'dist')));
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
      console.error(`${dist}/mf-manifest.json is missing: pnpm --filter @club/${remote} build`);
      process.exit(1);
    }
    const id = opt('release', releaseId());
    const target = path.join(path.resolve(opt('to')), id);
    if (existsSync(target)) {
      console.error(`${target} exists: a release is never overwritten`);
      process.exit(1);
    }
    cpSync(dist, target, { recursive: true });
    console.log(`published ${remote} as ${id}: ${target}`);
    console.log(`manifest: <origin>/${id}/mf-manifest.json`);
    break;
  }
  case 'switch': {
    const file = path.resolve(opt('remotes'));
    const name = opt('name');
    const url = opt('url');
    const report = await smokeRemote(url);
    if (!report.ok) {
      console.error(
        `smoke check failed, remotes.json unchanged:\n  ${report.problems.join('\n  ')}`,
      );
      process.exit(1);
    }
    const current = existsSync(file) ? readJson(file) : {};
    appendFileSync(
      `${file}.history`,
      JSON.stringify({
        at: new Date().toISOString(),
        name,
        previous: current[name] ?? null,
        next: url,
      }) + '\n',
    );
    writeJson(file, { ...current, [name]: url });
    console.log(`${name} -> ${url} (contract ${report.contract.version ?? 'none (1.0.0)'})`);
    break;
  }
  case 'rollback': {
    const file = path.resolve(opt('remotes'));
    const name = opt('name');
    const historyFile = `${file}.history`;
    const lines = existsSync(historyFile)
      ? readFileSync(historyFile, 'utf8').split('\n').filter(Boolean)
      : [];
    const index = lines.map((l) => JSON.parse(l)).findLastIndex((h) => h.name === name);
    if (index < 0) {
      console.error(`no earlier entry of ${name} in ${historyFile}`);
      process.exit(1);
    }
    const last = JSON.parse(lines[index]);
    const current = readJson(file);
    if (last.previous) current[name] = last.previous;
    else delete current[name];
    writeJson(file, current);
    lines.splice(index, 1);
    writeFileSync(historyFile, lines.map((l) => l + '\n').join(''));
    console.log(`${name} -> ${last.previous ?? '(not deployed)'} (rolled back from ${last.next})`);
    break;
  }
  case 'prune': {
    const dir = path.resolve(opt('to'));
    const keepDays = Number(opt('keep-days', '30'));
    const keep = Number(opt('keep', '3'));
    const releases = readdirSync(dir)
      .filter((d) => existsSync(path.join(dir, d, 'mf-manifest.json')))
      .map((d) => ({ d, at: statSync(path.join(dir, d, 'mf-manifest.json')).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    const limit = Date.now() - keepDays * 24 * 3600 * 1000;
    const remotesFile = opt('remotes', '');
    const live = remotesFile ? Object.values(readJson(path.resolve(remotesFile))).join(' ') : '';
    for (const r of releases.slice(keep)) {
      if (r.at < limit && !live.includes(`/${r.d}/`)) {
        rmSync(path.join(dir, r.d), { recursive: true, force: true });
        console.log(`removed ${r.d}`);
      }
    }
    break;
  }
  default:
    console.error('usage: deploy-remote.mjs publish|switch|rollback|prune … (see the file head)');
    process.exit(2);
}

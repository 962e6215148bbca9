#!/usr/bin/env node
// Smoke check of a deployed remote, from its URL alone (before and after switching remotes.json):
//   node scripts/release/remote-smoke.mjs <url of mf-manifest.json> [--json]
// Loads the manifest and the remote entry, then every chunk each exposed module needs at once,
// and reports what the remote exposes, the shell-remote contract it states (and whether this
// checkout's shell composes it), and the shared singletons it asks for. Exit 1 when anything is
// missing or the contract's major differs; the report says what.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const contract = JSON.parse(
  readFileSync(
    path.join(here, '..', '..', 'shared', 'src', 'remote-contract', 'contract.json'),
    'utf8',
  ),
);
const major = (v) => (/^(\d+)\.\d+\.\d+/.exec(String(v)) ?? [])[1];

export async function smokeRemote(manifestUrl) {
  const problems = [];
  const get = async (url) => {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      if (!res.ok) problems.push(`${url}: HTTP ${res.status}`);
      return res;
    } catch (e) {
      problems.push(`${url}: ${e.cause?.code ?? e.message}`);
      return null;
    }
  };
  const res = await get(manifestUrl);
  let manifest = null;
  if (res?.ok) {
    try {
      manifest = await res.json();
    } catch {
      problems.push(`${manifestUrl}: not JSON`);
    }
  }
  if (!manifest) return { manifestUrl, ok: false, problems };

  const meta = manifest.metaData ?? {};
  // publicPath 'auto': chunks live beside the manifest (tooling/webpack.cjs)
  const base =
    meta.publicPath && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, manifestUrl).href
      : new URL('.', manifestUrl).href;
  const entryName = meta.remoteEntry?.name;
  if (!entryName) problems.push('manifest names no remoteEntry');
  const entryUrl = entryName
    ? new URL(path.posix.join(meta.remoteEntry.path || '', entryName), base).href
    : null;
  if (entryUrl) {
    const entry = await get(entryUrl);
    const type = entry?.headers.get('content-type') ?? '';
    if (entry?.ok && !/javascript/.test(type)) problems.push(`${entryUrl}: content-type ${type}`);
  }

  const exposes = [];
  for (const e of manifest.exposes ?? []) {
    const sync = e.assets?.js?.sync ?? [];
    for (const file of sync) await get(new URL(file, base).href);
    exposes.push({
      path: e.path,
      chunks: sync.length,
      lazyChunks: e.assets?.js?.async?.length ?? 0,
    });
  }
  for (const wanted of contract.exposes) {
    if (!exposes.some((e) => e.path === wanted) && wanted === './routes')
      problems.push(`exposes no ${wanted}`);
  }

  const stated = meta.clubContract ?? null;
  const contractVersion = stated?.version ?? null;
  const effective = contractVersion ?? '1.0.0';
  // the shell's own major, or an older one it still serves (shared/src/remote-contract)
  const composed = [Number(major(contract.version)), ...(contract.olderMajorsComposed ?? [])];
  const compatible = major(effective) !== undefined && composed.includes(Number(major(effective)));
  if (!compatible)
    problems.push(
      `contract ${effective} is not composed by a shell of contract ${contract.version}`,
    );

  return {
    manifestUrl,
    ok: problems.length === 0,
    remote: manifest.name,
    build: meta.buildInfo ?? null,
    entry: entryUrl,
    exposes,
    contract: stated
      ? { version: contractVersion, routes: stated.routes, widgets: stated.widgets }
      : { version: null, note: 'states none: built before the contract was versioned (1.0.0)' },
    shellContract: contract.version,
    compatible,
    shared: (manifest.shared ?? []).map((s) => ({
      name: s.name,
      version: s.version,
      requiredVersion: s.requiredVersion,
      singleton: s.singleton,
    })),
    problems,
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const url = process.argv.find((a, i) => i >= 2 && !a.startsWith('--'));
  if (!url) {
    console.error('usage: remote-smoke.mjs <url of mf-manifest.json> [--json]');
    process.exit(2);
  }
  const report = await smokeRemote(url);
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`${report.ok ? 'OK' : 'FAILED'}  ${url}`);
    if (report.remote) {
      console.log(
        `  remote:   ${report.remote} (${report.build?.buildName ?? '?'} ${report.build?.buildVersion ?? ''})`,
      );
      console.log(`  entry:    ${report.entry}`);
      for (const e of report.exposes)
        console.log(`  exposes:  ${e.path} (${e.chunks} chunk(s) at once, ${e.lazyChunks} lazy)`);
      console.log(
        `  contract: ${report.contract.version ?? 'none (1.0.0, built before versioning)'}; this shell: ${report.shellContract}; ${report.compatible ? 'composes' : 'INCOMPATIBLE'}`,
      );
      if (report.contract.routes) console.log(`  routes:   ${report.contract.routes.join(', ')}`);
      if (report.contract.widgets?.length)
        console.log(`  widgets:  ${report.contract.widgets.join(', ')}`);
      console.log(
        `  shared:   ${report.shared.map((s) => `${s.name}@${s.version} (${s.requiredVersion})`).join(', ')}`,
      );
    }
    for (const p of report.problems) console.log(`  problem:  ${p}`);
  }
  process.exit(report.ok ? 0 : 1);
}

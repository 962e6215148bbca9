// `pnpm bench` figures of issue 14: serious and critical axe-core nodes (WCAG 2.1 A/AA) on every
// page and open state, desktop and mobile. The walk is the e2e spec e2e/tests/a11y.spec.ts (one list
// of pages for tests and bench), run here on the bench port; its reporter writes a11y.json, printed
// here as a table. Goal: 0 everywhere.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../apps.mjs';

export function a11yFigures({ port, failures }) {
  const e2e = path.join(root, 'e2e');
  const out = path.join(e2e, `test-results-${port}`, 'a11y.json');
  rmSync(out, { force: true });
  const run = spawnSync(
    process.execPath,
    [
      path.join(e2e, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      'tests/a11y.spec.ts',
      '--reporter=dot,./a11y-reporter.ts',
    ],
    { cwd: e2e, env: { ...process.env, E2E_PORT: String(port) }, encoding: 'utf8' },
  );
  console.log('\nAccessibility (axe-core, WCAG 2.1 A/AA; e2e/tests/a11y.spec.ts in both layouts):');
  if (!existsSync(out)) {
    console.log(run.stdout, run.stderr);
    failures.push('a11y walk did not run');
    return;
  }
  const rows = JSON.parse(readFileSync(out, 'utf8'));
  const width = Math.min(60, Math.max(...rows.map((r) => r.label.length)));
  console.log(`  ${'page'.padEnd(width)}  layout   serious  critical`);
  for (const r of rows.sort(
    (a, b) => a.label.localeCompare(b.label) || a.project.localeCompare(b.project),
  ))
    console.log(
      `  ${r.label.slice(0, width).padEnd(width)}  ${r.project.padEnd(7)}  ${String(r.serious).padStart(7)}  ${String(r.critical).padStart(8)}`,
    );
  const serious = rows.reduce((s, r) => s + r.serious, 0);
  const critical = rows.reduce((s, r) => s + r.critical, 0);
  console.log(
    `  ${rows.length} pages and states: ${serious} serious, ${critical} critical nodes (goal 0)`,
  );
  if (serious + critical > 0)
    failures.push(`a11y: ${serious + critical} serious/critical axe nodes`);
  if (run.status !== 0) failures.push('a11y walk failed (see e2e/tests/a11y.spec.ts)');
}

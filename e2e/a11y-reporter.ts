// Prints the serious and critical axe-core nodes of every page and open state the run checked
// (the "a11y" attachments of expectAccessible), one row per check and layout, and writes them to
// a11y.json in the run's results folder (read by `pnpm bench`). Goal: 0 everywhere.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Row {
  label: string;
  project: string;
  url: string;
  serious: number;
  critical: number;
  nodes: string[];
  spec: string;
}

export default class A11yReporter implements Reporter {
  private rows: Row[] = [];
  private outDir = 'test-results';

  onBegin(config: FullConfig) {
    this.outDir = config.projects[0]?.outputDir ?? this.outDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    for (const a of result.attachments) {
      if (a.name !== 'a11y' || !a.body) continue;
      const row = JSON.parse(a.body.toString()) as Omit<Row, 'spec'>;
      this.rows.push({ ...row, spec: path.basename(test.location.file) });
    }
  }

  onEnd() {
    if (this.rows.length === 0) return;
    mkdirSync(this.outDir, { recursive: true });
    writeFileSync(path.join(this.outDir, 'a11y.json'), JSON.stringify(this.rows, null, 2));
    console.log(`\n${formatA11yTable(this.rows)}`);
  }

  printsToStdio() {
    return false;
  }
}

/** The table: page (open state), layout, serious, critical; then the failing nodes, if any. */
export function formatA11yTable(rows: Row[]): string {
  const sorted = [...rows].sort(
    (a, b) => a.label.localeCompare(b.label) || a.project.localeCompare(b.project),
  );
  const width = Math.min(60, Math.max(...sorted.map((r) => r.label.length), 4));
  const lines = [
    'Serious and critical axe-core nodes (WCAG 2.1 A/AA) per page, goal 0:',
    `  ${'page'.padEnd(width)}  layout   serious  critical`,
  ];
  for (const r of sorted)
    lines.push(
      `  ${r.label.slice(0, width).padEnd(width)}  ${r.project.padEnd(7)}  ${String(r.serious).padStart(7)}  ${String(r.critical).padStart(8)}`,
    );
  const serious = rows.reduce((s, r) => s + r.serious, 0);
  const critical = rows.reduce((s, r) => s + r.critical, 0);
  lines.push(`  ${rows.length} checks: ${serious} serious, ${critical} critical nodes`);
  for (const r of sorted.filter((x) => x.nodes.length))
    for (const n of r.nodes) lines.push(`    ${r.label} (${r.project}): ${n}`);
  return lines.join('\n');
}

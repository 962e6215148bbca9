// Specs of one layout run side by side (2 workers, fully parallel) and act as one member. A few of
// them need the member's active course to stay the same while they run: activating a course makes
// it the member's nutrition plan, so the nutrition spec (which reads the plan, then acts on the page)
// and the activation spec must not overlap. They take this lock, one per layout and port.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';

/** A lock older than this was left by a run that was killed. */
const STALE_MS = 5 * 60_000;

function lockDir(name: string, info: TestInfo, acrossLayouts: boolean): string {
  const port = new URL(String(info.project.use.baseURL ?? 'http://localhost:3100')).port;
  const scope = acrossLayouts ? 'all' : info.project.name;
  return path.join(tmpdir(), `club-e2e-${port}-${scope}-${name}.lock`);
}

/**
 * Waits for the lock `name` of this layout (or of both layouts: `acrossLayouts`, for what the whole
 * deployment shares, such as its remotes.json); returns its release.
 */
export async function acquire(
  name: string,
  info: TestInfo,
  { acrossLayouts = false } = {},
): Promise<() => void> {
  const dir = lockDir(name, info, acrossLayouts);
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch {
      try {
        if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true });
      } catch {
        /* released meanwhile */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** The lock that keeps the member's active course (and so the nutrition plan) unchanged. */
export const ACTIVE_COURSE = 'active-course';

/** The lock of the deployment's remotes.json: one spec edits it, the others read it on "Повторить". */
export const DEPLOYMENT_REMOTES = 'deployment-remotes';

/**
 * The lock of Алексей Морозов's inbox members (demo-inbox1, demo-inbox2), taken across layouts:
 * his waiting count is one for both, and a test that opens a conversation reads it.
 */
export const INBOX_MEMBERS = 'staff-inbox-members';

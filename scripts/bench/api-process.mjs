// One API process for a bench (server/dist/main.js on loopback): its environment and the wait
// until it answers (its first start migrates and seeds), shared by the benches that start their own.
import path from 'node:path';
import { root } from '../apps.mjs';

export const API_MAIN = path.join(root, 'server', 'dist', 'main.js');
export const SERVER_DIR = path.join(root, 'server');

/** The environment of a bench's API process on `port` with its own data folder. */
export function apiEnv(port, dataDir, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRACKING_PORT: String(port + 84),
    DATA_DIR: dataDir,
    ...extra,
  };
}

/** Resolves once the API on `port` answers; throws if it exits or does not answer in time. */
export async function untilApiAnswers(child, port, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API on ${port} exited ${child.exitCode}`);
    // any answer: the API listens once it has migrated and seeded
    const up = await fetch(`http://127.0.0.1:${port}/api/faq`).then(
      () => true,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`the API on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

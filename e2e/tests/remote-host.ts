// A remote's built files served on a port of the test's own (server/dist/remote-host.js, the same
// static server the deployment uses): a moved remote, a previous release, a redeployed one.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** Starts the host and waits until it serves `mf-manifest.json`; kill() the answer when done. */
export async function startRemoteHost(dir: string, port: number): Promise<ChildProcess> {
  const host = spawn(
    process.execPath,
    [path.join(root, 'server', 'dist', 'remote-host.js'), '--dir', dir, '--port', String(port)],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/mf-manifest.json`)).ok) return host;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  host.kill();
  throw new Error(`the remote host of ${dir} did not start on ${port}`);
}

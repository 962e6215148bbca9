// Bundles the server for Node 20 (ESM): dist/main.js, dist/remote-host.js, dist/copy-uploads.js,
// dist/member-create.js, dist/backup.js; dist/COMMIT names the commit built (backup manifests).
// @club/shared (TypeScript source) is inlined; every dependency of server/package.json stays
// external. Migrations are read at run time from ../drizzle relative to the bundle.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => name !== '@club/shared')
  .flatMap((name) => [name, `${name}/*`]);

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'remote-host': 'src/remote-host.ts',
    'copy-uploads': 'src/copy-uploads.ts',
    'member-create': 'src/member-create.ts',
    backup: 'src/backup.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // some CommonJS code (inlined) may call require(): give ESM output a real one
  banner: {
    js: "import { createRequire as __clubCreateRequire } from 'node:module'; const require = __clubCreateRequire(import.meta.url);",
  },
});
let commit = '';
try {
  commit = execFileSync('git', ['rev-parse', 'HEAD'], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
} catch {
  // not a git checkout (a release archive): manifests then name the version only
}
writeFileSync(path.join(here, 'dist', 'COMMIT'), commit ? `${commit}\n` : '');
console.log(
  'server: built dist/main.js, dist/remote-host.js, dist/copy-uploads.js, dist/member-create.js, dist/backup.js',
);

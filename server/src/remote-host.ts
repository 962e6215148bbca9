// A tiny static server for one remote's dist folder (its own origin):
//   node dist/remote-host.js --dir <folder> --port <n> [--host 127.0.0.1]
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.d.ts': 'text/plain; charset=utf-8',
};

const NO_CACHE = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'index.html']);

export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (NO_CACHE.has(base)) return 'no-cache';
  if (/[.-][0-9a-f]{8,}\./i.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface RemoteHostOptions {
  dir: string;
  port: number;
  host?: string;
}

export function startRemoteHost({ dir, port, host = '127.0.0.1' }: RemoteHostOptions) {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, HEAD, OPTIONS');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('x-content-type-options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(root, path.normalize(pathname));
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      const ext = file.endsWith('.d.ts') ? '.d.ts' : path.extname(file).toLowerCase();
      res.writeHead(200, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': cacheControlFor(file),
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
  return new Promise<http.Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const isMain =
  typeof process.argv[1] === 'string' &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (isMain) {
  const dir = arg('dir');
  const port = Number(arg('port'));
  if (!dir || !Number.isInteger(port)) {
    console.error('usage: remote-host --dir <folder> --port <n> [--host <host>]');
    process.exit(2);
  }
  startRemoteHost({ dir, port, host: arg('host') ?? process.env.HOST ?? '127.0.0.1' }).then(
    (server) => {
      const stop = () => server.close(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (err: unknown) => {
      console.error('remote host failed:', err);
      process.exit(1);
    },
  );
}

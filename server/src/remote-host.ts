// A tiny static server for one remote's dist folder (its own origin):
//   node dist/remote-host.js --dir <folder> --port <n> [--host 127.0.0.1]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { compressOptions, servedName } from './lib/compression';
import { REMOTE_FILE_HEADERS } from './lib/csp';

// The manifest and the entry name the current chunks, so they are revalidated every time; the
// chunks themselves carry a content hash and never change.
const NO_CACHE = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'index.html']);

export function cacheControlFor(file: string): string {
  const base = servedName(file);
  if (NO_CACHE.has(base)) return 'no-cache';
  if (/[.-][0-9a-f]{8,}\./i.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface RemoteHostOptions {
  dir: string;
  port: number;
  host?: string;
}

/** Serves one remote's build from its own origin: open CORS, compressed, cached by content hash. */
export async function startRemoteHost({
  dir,
  port,
  host = '127.0.0.1',
}: RemoteHostOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] });
  await app.register(compress, compressOptions);
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    cacheControl: false,
    // the build's own .br/.gz twins (tooling/webpack.cjs): no compression per request
    preCompressed: true,
    setHeaders(res, file) {
      res.setHeader('cache-control', cacheControlFor(file));
      for (const [name, value] of Object.entries(REMOTE_FILE_HEADERS)) res.setHeader(name, value);
    },
  });
  await app.listen({ port, host });
  return app;
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
    (app) => {
      const stop = () => void app.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (err: unknown) => {
      console.error('remote host failed:', err);
      process.exit(1);
    },
  );
}

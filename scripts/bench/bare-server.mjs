// The reference for the API figures: a bare Fastify route (no plugins, no database) in a process of
// its own, as the API runs in its own. Prints "ready" once it listens on BARE_PORT.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// the server package's own fastify (the root package does not depend on it)
const require = createRequire(path.join(here, '..', '..', 'server', 'package.json'));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ result: { ok: true } }));
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

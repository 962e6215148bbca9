import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { cacheControlFor, startRemoteHost } from './remote-host';

let dir: string;
let server: FastifyInstance;
let base: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'club-remote-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mf_account"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
  writeFileSync(path.join(dir, '123.a1b2c3d4e5.js'), 'var y = 2;');
  server = await startRemoteHost({ dir, port: 0 });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('remote host', () => {
  it('serves with open CORS and the right caching', async () => {
    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'mf_account' });
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    const chunk = await fetch(`${base}/123.a1b2c3d4e5.js`);
    expect(chunk.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fetc/passwd`)).status).not.toBe(200);
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
  });

  it('compresses large files for clients that accept it', async () => {
    writeFileSync(path.join(dir, '456.b1b2c3d4e5.js'), 'var z = "клуб";\n'.repeat(500));
    const res = await fetch(`${base}/456.b1b2c3d4e5.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('клуб'); // fetch decodes it
  });

  it("sends a file's built compressed twin as it is, cached as the file itself", async () => {
    // what tooling/webpack.cjs writes beside each file: not the file compressed again
    writeFileSync(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync('var fromTwin = 1;'));
    writeFileSync(path.join(dir, '123.a1b2c3d4e5.js.gz'), gzipSync('var fromGzTwin = 2;'));
    const entry = await fetch(`${base}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(await entry.text()).toBe('var fromTwin = 1;');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${base}/123.a1b2c3d4e5.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(chunk.headers.get('content-encoding')).toBe('gzip');
    expect(await chunk.text()).toBe('var fromGzTwin = 2;');
    expect(chunk.headers.get('cache-control')).toMatch(/max-age=31536000/);
    // a client that takes no compression gets the file itself
    const plain = await fetch(`${base}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(await plain.text()).toBe('var x = 1;');
  });
});

// Requests sent exactly as written, on a real socket: inject() (and fetch) resolve dot segments
// before the server sees them, a real client or proxy may not. And the path forms a router, a file
// server or a proxy may read as another path, for the tests of the guards (issue 27).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** the body as JSON, or null */
  json: { result?: unknown; error?: { message?: string } | null } | null;
}

/** The app listening on a free loopback port (once); its port. */
export async function listening(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers:
          body === undefined
            ? headers
            : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const data = Buffer.concat(chunks);
          let json: RawAnswer['json'] = null;
          try {
            json = JSON.parse(data.toString('utf8')) as RawAnswer['json'];
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Path forms that name a private file (`private/...`) under /uploads/ (and /files/ without a
 * signature): dot segments plain and encoded, encoded and doubled slashes, backslashes, `..`
 * climbing back in from a public folder, other case, encoded letters, parameters and a query
 * (`query`: a valid signature's, which /uploads/ must ignore).
 */
export function privatePathForms(key: string, query = ''): string[] {
  const rest = key.replace(/^private\//, '');
  const slashes = (text: string, by: string) => text.replace(/\//g, by);
  return [
    `/uploads/private/${rest}`,
    `/uploads/./private/${rest}`,
    `/uploads/%2e/private/${rest}`,
    `/uploads/%2E/private/${rest}`,
    `/uploads/.%2fprivate/${rest}`,
    `/uploads//private/${rest}`,
    `//uploads/private/${rest}`,
    `/uploads/%2Fprivate/${rest}`,
    `/uploads/private%2F${slashes(rest, '%2F')}`,
    `/uploads/private%2f${slashes(rest, '%2f')}`,
    `/uploads/avatars/../private/${rest}`,
    `/uploads/avatars/%2e%2e/private/${rest}`,
    `/uploads/avatars/..%2Fprivate/${rest}`,
    `/uploads/avatars/%2E%2E%2Fprivate%2F${rest}`,
    `/uploads/avatars/9/../../private/${rest}`,
    `/uploads/dieta/../private/${rest}`,
    `/uploads/x/../private/${rest}`,
    `/uploads/private/./${rest}`,
    `/uploads\\private\\${slashes(rest, '\\')}`,
    `/uploads/.\\private/${rest}`,
    `/uploads/avatars\\..\\private/${rest}`,
    `/uploads/avatars/..\\private/${rest}`,
    `/uploads/PRIVATE/${rest}`,
    `/uploads/Private/${rest}`,
    `/uploads/%70rivate/${rest}`,
    `/uploads/%70%72%69%76%61%74%65/${rest}`,
    `/%75ploads/./private/${rest}`,
    `/uploads/private/${rest}/`,
    `/uploads/private/${rest};x=1`,
    `/uploads/private/${rest}?x=1`,
    `/uploads/private/${rest}%00`,
    `/uploads/./private/${rest}${query}`,
    `/uploads/private/${rest}${query}`,
    `/files/./private/${rest}`,
    `/files/private/${rest}`,
    `/files/avatars/../private/${rest}`,
    `/files/%2e/private/${rest}`,
  ];
}

// Test helpers of the chats: multipart bodies with repeated fields (attach[]), API calls as a member.
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';

import { multipartParts, type FilePart } from '../../test/multipart';

export { multipartParts, type FilePart };

/** A real picture of the given size. */
export const picture = (width = 64, height = 48, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    [format]()
    .toBuffer();

/** Calls as a member (token) with a JSON, form or multipart body. */
export function caller(app: FastifyInstance, token: string) {
  const call = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...opts.headers, 'x-auth-token': token } });
  return {
    get: (url: string) => call({ method: 'GET', url }),
    post: (url: string, payload?: Record<string, unknown>) =>
      call({ method: 'POST', url, payload: payload ?? {} }),
    /** application/x-www-form-urlencoded, as the spec's forms send */
    form: (method: 'POST' | 'PATCH', url: string, fields: Record<string, string>) =>
      call({
        method,
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    multipart: (url: string, parts: [string, string | FilePart][]) => {
      const { payload, headers } = multipartParts(parts);
      return call({ method: 'POST', url, headers, payload });
    },
    delete: (url: string) => call({ method: 'DELETE', url }),
  };
}

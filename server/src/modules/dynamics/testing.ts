// Helpers of the dynamics and contest tests: a member's calls, report bodies and stored files.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { users } from '../../db/schema';
import { loginAs } from '../../test/helpers';
import { multipart, type FilePart } from '../account/testing';
import { setMemberClock } from '../../lib/clock';

export const ANNA = 'demo@club.local';
export const IVAN = 'demo2@club.local';
export const ELENA = 'demo5@club.local';
/** Ксения (demo9): every section on and no body report (Иван has Dynamics off and a contest report). */
export const KSENIA = 'demo9@club.local';

export interface Caller {
  id: number;
  token: string;
  get(url: string): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
  post(
    url: string,
    parts?: Record<string, string | FilePart>,
    key?: string,
  ): Promise<LightMyRequestResponse>;
  shiftClock(ms: number): Promise<void>;
}

export async function caller(app: FastifyInstance, email: string): Promise<Caller> {
  const token = await loginAs(app, email);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const headers = { 'x-auth-token': token };
  return {
    id: user.id,
    token,
    get: (url) => app.inject({ method: 'GET', url, headers }),
    del: (url) => app.inject({ method: 'DELETE', url, headers }),
    post: (url, parts, key) => {
      const extra = key ? { 'idempotency-key': key } : {};
      if (!parts) return app.inject({ method: 'POST', url, headers: { ...headers, ...extra } });
      const body = multipart(parts);
      return app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...extra, ...body.headers },
        payload: body.payload,
      });
    },
    shiftClock: async (ms) => {
      await setMemberClock(app.db, user.id, ms);
    },
  };
}

/** A plain JPEG photo of `width` x `height`. */
export async function jpeg(width = 300, height = 400, color = '#8aa'): Promise<FilePart> {
  const data = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { filename: 'photo.jpg', contentType: 'image/jpeg', data };
}

export const asFile = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => ({
  filename,
  contentType,
  data,
});

/** Every stored file under the uploads folder (relative paths), to see what a call left behind. */
export function storedFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

/** dd.mm.yyyy of a day `days` from now in the display zone (UTC+4). */
export function displayDay(days = 0, nowMs = Date.now()): string {
  const d = new Date(nowMs + days * 86_400_000 + 4 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

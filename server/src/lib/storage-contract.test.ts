// One contract for both FileStorage implementations (the local folder and an S3-compatible bucket,
// here the loopback s3rver): put, read, remove, presign, expiry, and what a member's browser gets.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import errorHandler from '../plugins/error-handler';
import privateFiles from '../plugins/private-files';
import uploads from '../plugins/uploads';
import { listening, privatePathForms, rawRequest } from '../test/raw-http';
import { startTestS3, TEST_S3_CREDENTIALS, type TestS3 } from '../test/s3';
import { photoWithGps } from './photos.testing';
import { s3FileStorage } from './s3-storage';
import {
  localFileStorage,
  StorageUnavailable,
  STORAGE_MESSAGES,
  urlSigner,
  type FileStorage,
} from './storage';
import '../types';

const TTL = 60;

interface Subject {
  storage: FileStorage;
  app: FastifyInstance;
  /** GET as a browser would: relative URLs go to the API, absolute ones to the bucket */
  fetch(url: string): Promise<{ status: number; body: Buffer; headers: Record<string, string> }>;
  close(): Promise<void>;
}

async function apiFor(storage: FileStorage, root: string, signer = urlSigner('contract', TTL)) {
  const app = Fastify();
  app.decorate('storage', storage);
  await app.register(errorHandler);
  await app.register(uploads, { root, storage });
  await app.register(privateFiles, { signer });
  await app.ready();
  return app;
}

async function get(app: FastifyInstance, url: string) {
  if (url.startsWith('/')) {
    const res = await app.inject({ method: 'GET', url });
    return {
      status: res.statusCode,
      body: res.rawPayload,
      headers: res.headers as Record<string, string>,
    };
  }
  const res = await fetch(url);
  return {
    status: res.status,
    body: Buffer.from(await res.arrayBuffer()),
    headers: Object.fromEntries(res.headers.entries()),
  };
}

const subjects: Record<string, () => Promise<Subject>> = {
  async local() {
    const root = mkdtempSync(path.join(tmpdir(), 'club-contract-'));
    const signer = urlSigner('contract', TTL);
    const storage = localFileStorage(root, signer);
    const app = await apiFor(storage, root, signer);
    return {
      storage,
      app,
      fetch: (url) => get(app, url),
      async close() {
        await app.close();
        rmSync(root, { recursive: true, force: true });
      },
    };
  },
  async s3() {
    const s3: TestS3 = await startTestS3();
    const storage = s3FileStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: TEST_S3_CREDENTIALS,
      ttlSeconds: TTL,
    });
    const app = await apiFor(storage, '/nonexistent');
    return {
      storage,
      app,
      fetch: (url) => get(app, url),
      async close() {
        await app.close();
        await s3.close();
      },
    };
  },
};

describe.each(Object.keys(subjects))('%s file storage', (name) => {
  let s: Subject;
  beforeAll(async () => {
    s = await subjects[name]!();
  });
  afterAll(() => s.close());

  test('put keeps bytes, content type and disposition; the public URL serves them', async () => {
    const pdf = Buffer.from('%PDF-1.4 Меню на неделю 1');
    const url = await s.storage.put('dieta/1/menu-week-1.pdf', pdf, 'application/pdf');
    expect(url).toBe('/uploads/dieta/1/menu-week-1.pdf');
    expect(await s.storage.read(url)).toEqual(pdf);
    expect(await s.storage.read('dieta/1/menu-week-1.pdf')).toEqual(pdf);
    const file = await s.storage.get(url);
    expect(file?.contentType).toBe('application/pdf');

    const served = await s.fetch(url);
    expect(served.status).toBe(200);
    expect(served.body).toEqual(pdf);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a put replaces the file under the same key whole', async () => {
    await s.storage.put('avatars/2/a.png', Buffer.from('first'), 'image/png');
    await s.storage.put('avatars/2/a.png', Buffer.from('second'), 'image/png');
    expect((await s.storage.read('avatars/2/a.png'))?.toString()).toBe('second');
  });

  test('remove deletes for real; removing twice or an unknown file is fine', async () => {
    const url = await s.storage.put('avatars/3/b.png', Buffer.from('png'), 'image/png');
    await s.storage.remove(url);
    expect(await s.storage.read(url)).toBeNull();
    expect(await s.storage.get(url)).toBeNull();
    expect((await s.fetch(url)).status).toBe(404);
    await expect(s.storage.remove(url)).resolves.toBeUndefined();
    await expect(s.storage.remove('/uploads/avatars/none.png')).resolves.toBeUndefined();
  });

  test('a private file is served only through its signed URL, which stays the same a while', async () => {
    const key = 'private/dynamics/7/3f9a.jpg';
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await s.storage.put(key, photo, 'image/jpeg');
    expect((await s.fetch(`/uploads/${key}`)).status).toBe(404);

    const url = await s.storage.signedUrl(key);
    const res = await s.fetch(url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(photo);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(await s.storage.signedUrl(key)).toBe(url);

    // The bucket's URL is signed for this one key (AWS S3 and MinIO check it; the loopback s3rver
    // checks expiry but not V4 signatures, so forgery is shown on the local store only).
    if (name === 's3') {
      expect(url).toContain('/club-files/private/dynamics/7/3f9a.jpg?');
      expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
      return;
    }
    const forged = url.replace(
      /s=([0-9A-Za-z_-])/,
      (_m, c: string) => `s=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await s.fetch(forged)).status).toBe(403);
    await s.storage.put('private/dynamics/8/other.jpg', Buffer.from('other'), 'image/jpeg');
    expect((await s.fetch(url.replace('7/3f9a.jpg', '8/other.jpg'))).status).toBe(403);
  });

  test('a private photo is never served at /uploads/, whatever the path form; public files are', async () => {
    const photo = await photoWithGps(64, 48, 1);
    const key = 'private/dynamics/9/5d1c0e.jpg';
    await s.storage.put(key, photo, 'image/jpeg');
    const avatar = await s.storage.put('avatars/9/ab12.png', Buffer.from('avatar'), 'image/png');
    const menu = await s.storage.put(
      'dieta/9/menu-week-1-ab.pdf',
      Buffer.from('%PDF'),
      'application/pdf',
    );
    const signed = await s.storage.signedUrl(key);
    const query = signed.includes('?') ? signed.slice(signed.indexOf('?')) : '';
    const forms = privatePathForms(key, query);
    // on a real socket: inject() would resolve the dot segments before the server saw them
    const port = await listening(s.app);
    for (const url of forms) {
      const res = await rawRequest(port, 'GET', url);
      expect([url, res.status === 200 || res.body.equals(photo)]).toEqual([url, false]);
    }
    // the public folders are served, also when a letter of their path is encoded
    for (const url of [avatar, menu, avatar.replace('/avatars/', '/%61vatars/')]) {
      const res = await rawRequest(port, 'GET', url);
      expect([url, res.status]).toEqual([url, 200]);
    }
    // and the photo itself is there, through its signed URL
    expect((await s.fetch(signed)).body).toEqual(photo);
  });

  test('a signed URL expires within two TTLs', async () => {
    const key = 'private/chat/4/c.jpg';
    await s.storage.put(key, Buffer.from('attachment'), 'image/jpeg');
    const fresh = await s.storage.signedUrl(key, Date.now() - (TTL - 5) * 1000);
    expect((await s.fetch(fresh)).status).toBe(200);
    const old = await s.storage.signedUrl(key, Date.now() - 2 * TTL * 1000 - 5000);
    expect((await s.fetch(old)).status).toBe(403);
  });

  test('only private keys are signed, and keys never leave the store', async () => {
    await expect(s.storage.signedUrl('avatars/1/a.jpg')).rejects.toThrow();
    await expect(s.storage.signedUrl('private/../avatars/1/a.jpg')).rejects.toThrow();
    await expect(s.storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(await s.storage.read('../../etc/passwd')).toBeNull();
  });
});

test('S3 storage: the disposition a file was stored with is served back', async () => {
  const s3 = await startTestS3();
  try {
    const storage = s3FileStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: TEST_S3_CREDENTIALS,
    });
    const app = await apiFor(storage, '/nonexistent');
    const disposition = 'attachment; filename="menu-week-2.pdf"';
    const url = await storage.put('dieta/1/m.pdf', Buffer.from('%PDF'), 'application/pdf', {
      disposition,
    });
    const res = await get(app, url);
    expect(res.headers['content-disposition']).toBe(disposition);
    await app.close();
  } finally {
    await s3.close();
  }
});

test('S3 storage: a store that is down or hangs fails fast with a Russian 503', async () => {
  // a port that accepts connections and never answers: a hung store
  const hung = net.createServer(() => {});
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  const { port } = hung.address() as net.AddressInfo;
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as net.AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  try {
    for (const endpoint of [`http://127.0.0.1:${port}`, `http://127.0.0.1:${closedPort}`]) {
      const storage = s3FileStorage({
        bucket: 'club-files',
        region: 'us-east-1',
        endpoint,
        credentials: TEST_S3_CREDENTIALS,
        timeoutMs: 300,
      });
      const started = Date.now();
      const err = await storage
        .put('avatars/1/a.png', Buffer.from('x'), 'image/png')
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StorageUnavailable);
      expect((err as StorageUnavailable).statusCode).toBe(503);
      expect((err as StorageUnavailable).message).toBe(STORAGE_MESSAGES.unavailable);
      expect(Date.now() - started).toBeLessThan(5000);
      storage.client.destroy();
    }
  } finally {
    hung.close();
  }
});

// `pnpm bench` figures of running on several machines (issue 21), on the throwaway PostgreSQL:
// /api/cabinet/init under 200 connections with 1 and with 2 API workers (node:cluster) in the same
// run, and the photo upload path's throughput (avatar: photo pipeline, then the store) with the
// local folder and with an S3-compatible bucket (s3rver on loopback, started here).
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../apps.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS || 40);
const UPLOAD_PARALLEL = 4;
// s3rver and sharp are the server's packages
const serverRequire = createRequire(path.join(root, 'server', 'package.json'));

async function startBucket() {
  const S3rver = serverRequire('s3rver');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'club-bench-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'club-bench' }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'club-bench',
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A phone-sized JPEG (1600x1200, about half a megabyte) for the upload figures. */
async function samplePhoto() {
  const sharp = serverRequire('sharp');
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = x % 256;
      raw[i + 1] = y % 256;
      raw[i + 2] = (x * y) % 256;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function uploadFigures(base, token, photo, label) {
  const times = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < UPLOADS) {
      next += 1;
      const body = new FormData();
      body.set('avatar', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      const t = performance.now();
      const res = await fetch(`${base}/api/cabinet/profile/avatar`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
        body,
      });
      await res.arrayBuffer();
      if (res.status === 200) times.push(performance.now() - t);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_PARALLEL }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? NaN;
  const rate = times.length / seconds;
  const line =
    `  photo upload (avatar, ${(photo.length / 1024).toFixed(0)} KB JPEG) to ${label}: ` +
    `${rate.toFixed(1)} uploads/s, p50 ${p50.toFixed(0)} ms, ${times.length} stored, ${failed} failed ` +
    `(${UPLOADS} uploads, ${UPLOAD_PARALLEL} at a time)`;
  return { rate, failed, line };
}

/**
 * Runs inside with-postgres.mjs (DATABASE_URL set). `startApp(port, env)` and `login(base)` and
 * `apiFigures(base, token, label)` are bench.mjs's.
 */
export async function clusterAndStorageFigures({ port, startApp, login, apiFigures, failures }) {
  const base = `http://127.0.0.1:${port}`;
  const photo = await samplePhoto();
  const init = {};
  let localUpload;
  console.log('\nAPI workers on PostgreSQL (API_WORKERS, node:cluster):');
  for (const workers of [1, 2]) {
    const app = await startApp(port, { API_WORKERS: String(workers) });
    try {
      const token = await login(base);
      init[workers] = await apiFigures(base, token, `PostgreSQL, ${workers} worker(s)`);
      // measured while this app runs, printed with the bucket's figure below
      if (workers === 1) localUpload = await uploadFigures(base, token, photo, 'the local folder');
    } finally {
      await app.stop();
    }
  }
  if (init[1] && init[2])
    console.log(
      `  2 workers / 1 worker: ${(init[2] / init[1]).toFixed(2)}x requests per second ` +
        `(${os.availableParallelism()} cores here)`,
    );

  console.log('\nPhoto upload path (PostgreSQL, 1 worker):');
  console.log(localUpload.line);
  if (localUpload.failed) failures.push(`${localUpload.failed} uploads to the local folder failed`);
  const bucket = await startBucket();
  const app = await startApp(port, { API_WORKERS: '1', ...bucket.env });
  try {
    const token = await login(base);
    const s3 = await uploadFigures(base, token, photo, 'an S3 bucket (s3rver, loopback)');
    console.log(s3.line);
    if (s3.failed) failures.push(`${s3.failed} uploads to the bucket failed`);
  } finally {
    await app.stop();
    await bucket.close();
  }
}

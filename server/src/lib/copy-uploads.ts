// Moving an installation to a bucket without losing a photo: copies every file of a local uploads
// folder into the S3 bucket under the same key, so the database (which keeps keys and /uploads/
// URLs) serves every old file from the bucket once the API runs with STORAGE=s3 (the command is
// src/copy-uploads.ts). Idempotent and resumable: a file already in the bucket with the same bytes (size and MD5 ETag)
// is skipped, so a run that was interrupted is simply started again. Prints each file it copied
// or skipped and a summary; exits 1 when a file could not be copied (run it again).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { contentTypeOf, storageKey } from './storage';

export interface CopyReport {
  copied: string[];
  skipped: string[];
  /** files that are not ours (unsafe names, half-written `.partial` files) and were left alone */
  ignored: string[];
  failed: { key: string; error: string }[];
}

async function* filesUnder(root: string, dir = root): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

async function inBucket(client: S3Client, bucket: string, key: string, data: Buffer) {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    const md5 = createHash('md5').update(data).digest('hex');
    return head.ContentLength === data.length && head.ETag?.replace(/"/g, '') === md5;
  } catch (e) {
    if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw e;
  }
}

export async function copyUploadsToBucket(opts: {
  root: string;
  client: S3Client;
  bucket: string;
  print?: (line: string) => void;
  /** files copied at once */
  parallel?: number;
}): Promise<CopyReport> {
  const { root, client, bucket } = opts;
  const print = opts.print ?? (() => {});
  const report: CopyReport = { copied: [], skipped: [], ignored: [], failed: [] };
  const copyOne = async (key: string) => {
    if (!storageKey(key) || key.endsWith('.partial')) {
      report.ignored.push(key);
      print(`ignored  ${key} (not a stored file)`);
      return;
    }
    try {
      const data = await readFile(path.join(root, key));
      if (await inBucket(client, bucket, key, data)) {
        report.skipped.push(key);
        print(`skipped  ${key} (already in the bucket)`);
        return;
      }
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: contentTypeOf(key),
        }),
      );
      report.copied.push(key);
      print(`copied   ${key} (${data.length} bytes)`);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      report.failed.push({ key, error });
      print(`FAILED   ${key}: ${error}`);
    }
  };
  // a few files at a time: a migration of thousands of photos is bound by round trips
  const running = new Set<Promise<void>>();
  for await (const key of filesUnder(root)) {
    const task = copyOne(key).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= (opts.parallel ?? 8)) await Promise.race(running);
  }
  await Promise.all(running);
  print(
    `${report.copied.length} copied, ${report.skipped.length} skipped, ` +
      `${report.ignored.length} ignored, ${report.failed.length} failed`,
  );
  return report;
}

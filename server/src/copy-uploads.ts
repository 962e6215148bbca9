// The command that copies a local uploads folder into the bucket (see lib/copy-uploads.ts):
//   STORAGE=s3 S3_BUCKET=... S3_ENDPOINT=... S3_REGION=... AWS_ACCESS_KEY_ID=... \
//   AWS_SECRET_ACCESS_KEY=... UPLOADS_DIR=/srv/club/.data/uploads node server/dist/copy-uploads.js
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { copyUploadsToBucket } from './lib/copy-uploads';
import { s3Client } from './lib/s3-storage';

async function main() {
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const config = loadConfig(process.env, serverRoot);
  if (config.storage.kind !== 's3') {
    console.error('Set STORAGE=s3 with S3_BUCKET, S3_REGION, S3_ENDPOINT and AWS credentials.');
    process.exit(2);
  }
  const s = config.storage;
  console.log(`copying ${config.uploadsDir} into bucket ${s.bucket}`);
  const client = s3Client({ ...s, ttlSeconds: s.urlTtlSeconds });
  const report = await copyUploadsToBucket({
    root: config.uploadsDir,
    client,
    bucket: s.bucket,
    print: (line) => console.log(line),
  });
  client.destroy();
  process.exit(report.failed.length > 0 ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error('copy failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});

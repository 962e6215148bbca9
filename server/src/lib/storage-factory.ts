// The file storage a configuration asks for: the local folder (default) or an S3-compatible bucket.
import type { Config } from '../config';
import { s3FileStorage } from './s3-storage';
import { localFileStorage, type FileStorage, type UrlSigner } from './storage';

export function fileStorageFor(config: Config, signer: UrlSigner): FileStorage {
  const s = config.storage;
  if (s.kind === 'local') return localFileStorage(config.uploadsDir, signer);
  return s3FileStorage({
    bucket: s.bucket,
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    ttlSeconds: s.urlTtlSeconds,
    timeoutMs: s.timeoutMs,
  });
}

/**
 * The origins a browser loads private photos from (presigned URLs point at the bucket itself): the
 * endpoint of an S3-compatible server, or AWS's own address for the bucket. None for the folder.
 */
export function bucketOrigins(config: Config): string[] {
  const s = config.storage;
  if (s.kind === 'local') return [];
  if (s.endpoint) {
    const endpoint = new URL(s.endpoint);
    if (s.forcePathStyle) return [endpoint.origin];
    return [`${endpoint.protocol}//${s.bucket}.${endpoint.host}`];
  }
  return s.forcePathStyle
    ? [`https://s3.${s.region}.amazonaws.com`]
    : [`https://${s.bucket}.s3.${s.region}.amazonaws.com`];
}

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

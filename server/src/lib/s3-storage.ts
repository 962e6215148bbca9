// Stored files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Yandex Object Storage...), with the
// official AWS SDK. The bucket stays private: public files (avatars, menus) are read by the API and
// served at /uploads/* as before, so the URLs kept in the database never change; private files
// (body photos, chat attachments) are reached only by a short-lived presigned GET URL that a module
// issues after its own ownership check.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  isPrivateKey,
  SIGNED_URL_TTL_SECONDS,
  StorageUnavailable,
  storageKey,
  UPLOADS_PREFIX,
  type FileStorage,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** an S3-compatible server's address; unset = AWS S3 of the region */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` addresses (most S3-compatible servers want them) */
  forcePathStyle?: boolean;
  /** presigned URLs live between one and two of these */
  ttlSeconds?: number;
  /** one request to the store gives up after this long (then: 503, nothing stored) */
  timeoutMs?: number;
  /** explicit keys; unset = the SDK's standard chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY...) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface S3FileStorage extends FileStorage {
  readonly kind: 's3';
  readonly client: S3Client;
  readonly bucket: string;
}

export function s3Client(opts: S3StorageOptions): S3Client {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
    credentials: opts.credentials,
    // a slow store must not hold a member's upload for minutes: two tries, each bounded
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: timeoutMs,
      requestTimeout: timeoutMs,
      throwOnRequestTimeout: true,
    },
    // checksums only where S3 requires them: S3-compatible servers do not all know the new ones
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const missing = (e: unknown) =>
  e instanceof NoSuchKey ||
  (e instanceof S3ServiceException &&
    (e.name === 'NoSuchKey' || e.$metadata.httpStatusCode === 404));

export function s3FileStorage(opts: S3StorageOptions, client = s3Client(opts)): S3FileStorage {
  const { bucket } = opts;
  const ttl = opts.ttlSeconds ?? SIGNED_URL_TTL_SECONDS;
  const keyOf = (urlOrKey: string) => storageKey(urlOrKey);

  async function get(url: string) {
    const key = keyOf(url);
    if (!key) return null;
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!out.Body) return null;
      return {
        data: Buffer.from(await out.Body.transformToByteArray()),
        contentType: out.ContentType ?? 'application/octet-stream',
        ...(out.ContentDisposition ? { disposition: out.ContentDisposition } : {}),
      };
    } catch (e) {
      if (missing(e)) return null;
      throw new StorageUnavailable(e);
    }
  }

  return {
    kind: 's3',
    client,
    bucket,
    async put(key, data, contentType, putOpts) {
      if (!keyOf(key)) throw new Error(`unsafe storage key: ${key}`);
      try {
        // one PUT with its length: S3 stores the whole object or nothing
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: contentType,
            ContentDisposition: putOpts?.disposition,
          }),
        );
      } catch (e) {
        // a write that timed out may still land later: delete it, so no orphan is left behind
        // (if the store is down for that too, see "Orphans" in the README)
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => {});
        throw new StorageUnavailable(e);
      }
      return UPLOADS_PREFIX + key;
    },
    async remove(url) {
      const key = keyOf(url);
      if (!key) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (e) {
        if (!missing(e)) throw new StorageUnavailable(e);
      }
    },
    async read(url) {
      return (await get(url))?.data ?? null;
    },
    get,
    async signedUrl(key, nowMs = Date.now()) {
      if (!keyOf(key) || !isPrivateKey(key)) throw new Error(`not a private key: ${key}`);
      // Signed at the start of the current TTL step and valid for two: the same photo keeps one
      // URL for a while (the browser's cache works) and every URL dies one to two TTLs after issue.
      const step = Math.floor(nowMs / 1000 / ttl) * ttl;
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseCacheControl: `private, max-age=${ttl}`,
        }),
        { expiresIn: 2 * ttl, signingDate: new Date(step * 1000) },
      );
    },
  };
}
